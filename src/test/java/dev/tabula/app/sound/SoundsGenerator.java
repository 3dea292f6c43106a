package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;

/**
 * Writes the app's sounds ({@link SoundSynthesis}) as WAVs into the resources, where
 * {@link SoundClips} finds them. Run after changing a sound, from the project folder:
 * {@code mvn -B -o -q test-compile && java -cp target/classes:target/test-classes
 * dev.tabula.app.sound.SoundsGenerator}; {@code CommittedSoundsTest} fails until it was.
 */
public final class SoundsGenerator {
    static final Path FOLDER = Path.of("src/main/resources/dev/tabula/app/sound");

    private SoundsGenerator() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = args.length > 0 ? Path.of(args[0]) : FOLDER;
        Files.createDirectories(folder);
        for (Cue cue : Cue.values()) {
            Files.write(folder.resolve(SoundClips.fileOf(cue)), wav(cue));
        }
    }

    /** {@code cue}'s sound as the bytes of a WAV file. */
    static byte[] wav(Cue cue) throws IOException {
        byte[] pcm = SoundSynthesis.pcm(SoundSynthesis.of(cue));
        AudioInputStream in = new AudioInputStream(new ByteArrayInputStream(pcm), SoundClips.FORMAT,
                pcm.length / SoundClips.FORMAT.getFrameSize());
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        AudioSystem.write(in, AudioFileFormat.Type.WAVE, out);
        return out.toByteArray();
    }
}
