package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;
import java.io.IOException;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.Clip;
import javax.sound.sampled.LineEvent;
import javax.sound.sampled.LineUnavailableException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays the cues through plain Java Sound ({@code javax.sound.sampled}, in {@code java.desktop},
 * which the packaged runtime already holds; no JavaFX media module and its native libraries).
 * Every sound is opened and started on {@code executor}, never on the JavaFX thread: opening an
 * output can take a while. A computer with no sound output (no device, no mixer, a server) is
 * logged once and stays silent; the player never sees an error for it.
 */
public final class JavaSoundPlayer implements SoundPlayer {
    private static final Logger LOG = LoggerFactory.getLogger(JavaSoundPlayer.class);

    /** Where the samples go: the system's sound output, or a test's. */
    @FunctionalInterface
    public interface Output {
        /** Starts playing {@code pcm} (in {@code format}) and returns; fails when there is no output. */
        void start(AudioFormat format, byte[] pcm) throws LineUnavailableException;
    }

    /** The system's sound output: a {@link Clip} a sound, closed once it has played. */
    public static final Output SYSTEM = (format, pcm) -> {
        Clip clip = AudioSystem.getClip();
        clip.open(format, pcm, 0, pcm.length);
        clip.addLineListener(event -> {
            if (event.getType() == LineEvent.Type.STOP) {
                clip.close();
            }
        });
        clip.start();
    };

    private final Executor executor;
    private final Output output;
    /** Read on the executor only. */
    private final Map<Cue, SoundClips.Clip> clips = new EnumMap<>(Cue.class);
    private volatile boolean silent;

    public JavaSoundPlayer(Executor executor, Output output) {
        this.executor = executor;
        this.output = output;
    }

    /**
     * The app's player: the system's output, fed by one thread of its own ("tabula-sound", started
     * at the first sound), a daemon, so that closing the window never waits for a sound to end.
     */
    public static JavaSoundPlayer system() {
        return SystemPlayer.INSTANCE;
    }

    /** Made at the first call of {@link #system}: one player and one thread for the whole app. */
    private static final class SystemPlayer {
        private static final ExecutorService THREAD = Executors.newSingleThreadExecutor(task -> {
            Thread sound = new Thread(task, "tabula-sound");
            sound.setDaemon(true);
            return sound;
        });
        static final JavaSoundPlayer INSTANCE = new JavaSoundPlayer(THREAD, SYSTEM);
    }

    @Override
    public void play(Cue cue, double volume) {
        if (silent || volume <= 0) {
            return;
        }
        executor.execute(() -> playNow(cue, volume));
    }

    /** Whether this player gave up: the computer has no sound output. */
    public boolean isSilent() {
        return silent;
    }

    private void playNow(Cue cue, double volume) {
        if (silent) {
            return;
        }
        try {
            SoundClips.Clip clip = clips.get(cue);
            if (clip == null) {
                clip = SoundClips.load(cue);
                clips.put(cue, clip);
            }
            output.start(clip.format(), SoundClips.scaled(clip.pcm(), volume));
        } catch (IOException e) {
            LOG.warn("the sound of {} cannot be read", cue, e); // a broken build: the other sounds still play
        } catch (LineUnavailableException | IllegalArgumentException | IllegalStateException | SecurityException e) {
            // no device, no mixer for the format, or output refused: say so once, then stay quiet
            silent = true;
            LOG.info("no sound output on this computer ({}); Tabula plays without sound", e.toString());
        }
    }
}
