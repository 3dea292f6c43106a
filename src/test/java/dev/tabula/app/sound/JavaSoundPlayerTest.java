package dev.tabula.app.sound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.tabula.app.spi.Cue;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.Executor;
import javax.sound.sampled.LineUnavailableException;
import org.junit.jupiter.api.Test;

class JavaSoundPlayerTest {
    /** Holds the work until the test runs it: what the player does on the caller's thread is seen apart. */
    private final Queue<Runnable> queued = new ArrayDeque<>();
    private final Executor stepped = queued::add;

    private void runQueued() {
        while (!queued.isEmpty()) {
            queued.remove().run();
        }
    }

    @Test
    void theClipIsPlayedOnTheExecutorScaledToTheVolume() throws Exception {
        List<byte[]> started = new ArrayList<>();
        JavaSoundPlayer player = new JavaSoundPlayer(stepped, (format, pcm) -> {
            assertThat(format.matches(SoundClips.FORMAT)).isTrue();
            started.add(pcm);
        });
        player.play(Cue.CAPTURE, 0.5);
        assertThat(started).as("nothing is played on the caller's thread").isEmpty();
        runQueued();
        assertThat(started).hasSize(1);
        byte[] recorded = SoundClips.load(Cue.CAPTURE).pcm();
        short loudest = loudest(recorded);
        assertThat(loudest(started.get(0))).isBetween((short) (loudest / 2 - 1), (short) (loudest / 2 + 1));
    }

    @Test
    void withoutASoundOutputItSaysSoOnceAndStaysSilent() {
        int[] tries = {0};
        JavaSoundPlayer player = new JavaSoundPlayer(stepped, (format, pcm) -> {
            tries[0]++;
            throw new LineUnavailableException("no audio device");
        });
        assertThatCode(() -> {
            player.play(Cue.DICE, 1);
            runQueued();
            player.play(Cue.WIN, 1);
            runQueued();
        }).doesNotThrowAnyException();
        assertThat(player.isSilent()).isTrue();
        assertThat(tries[0]).isEqualTo(1);
    }

    @Test
    void aMixerThatRefusesTheFormatIsNoFailureEither() {
        JavaSoundPlayer player = new JavaSoundPlayer(stepped, (format, pcm) -> {
            throw new IllegalArgumentException("No line matching interface Clip supporting format");
        });
        assertThatCode(() -> {
            player.play(Cue.MOVE, 1);
            runQueued();
        }).doesNotThrowAnyException();
        assertThat(player.isSilent()).isTrue();
    }

    @Test
    void thisComputersRealOutputPlaysOrStaysSilentWithoutFailing() {
        JavaSoundPlayer player = new JavaSoundPlayer(Runnable::run, JavaSoundPlayer.SYSTEM);
        assertThatCode(() -> player.play(Cue.MOVE, 0.01)).doesNotThrowAnyException();
    }

    @Test
    void atVolumeZeroNothingIsEvenQueued() {
        new JavaSoundPlayer(stepped, (format, pcm) -> { }).play(Cue.MOVE, 0);
        assertThat(queued).isEmpty();
    }

    private static short loudest(byte[] pcm) {
        short max = 0;
        for (int i = 0; i + 1 < pcm.length; i += 2) {
            short sample = (short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8));
            max = (short) Math.max(max, Math.abs(sample));
        }
        return max;
    }
}
