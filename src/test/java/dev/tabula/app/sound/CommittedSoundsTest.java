package dev.tabula.app.sound;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.Cue;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

/** The sounds in the resources are the generator's (so they can be made again) and small. */
class CommittedSoundsTest {
    @Test
    void everyCueHasItsGeneratedSoundInTheAppsFormat() throws Exception {
        for (Cue cue : Cue.values()) {
            try (InputStream committed = SoundClips.class.getResourceAsStream(SoundClips.fileOf(cue))) {
                assertThat(committed).as(SoundClips.fileOf(cue)).isNotNull();
                assertThat(committed.readAllBytes()).as("%s is SoundsGenerator's (run it after a change)", cue)
                        .isEqualTo(SoundsGenerator.wav(cue));
            }
            SoundClips.Clip clip = SoundClips.load(cue);
            assertThat(clip.format().matches(SoundClips.FORMAT)).isTrue();
            double seconds = clip.pcm().length / 2.0 / SoundClips.FORMAT.getSampleRate();
            assertThat(seconds).as(cue.name()).isBetween(0.05, 1.5);
        }
    }
}
