package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * Where each moment's sound is: one WAV a {@link Cue} beside this class
 * ({@code dice.wav}, {@code card_played.wav}, ...), made by the team (assets/sounds/README.md).
 * All are {@link #FORMAT}: small, and what every sound output accepts.
 */
public final class SoundClips {
    /** 22,050 Hz, 16-bit, mono, little-endian PCM. */
    public static final AudioFormat FORMAT = new AudioFormat(22_050f, 16, 1, true, false);

    private SoundClips() {
    }

    /** The class-path name of {@code cue}'s sound, relative to this class. */
    public static String fileOf(Cue cue) {
        return cue.name().toLowerCase(Locale.ROOT) + ".wav";
    }

    /** A clip's samples, as {@link #FORMAT}. */
    public record Clip(AudioFormat format, byte[] pcm) {
    }

    /** {@code cue}'s sound, read from the class path. */
    public static Clip load(Cue cue) throws IOException {
        InputStream resource = SoundClips.class.getResourceAsStream(fileOf(cue));
        if (resource == null) {
            throw new IOException("no sound " + fileOf(cue) + " beside " + SoundClips.class.getName());
        }
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new BufferedInputStream(resource))) {
            return new Clip(in.getFormat(), in.readAllBytes());
        } catch (UnsupportedAudioFileException e) {
            throw new IOException(fileOf(cue) + " is not a WAV file", e);
        }
    }

    /**
     * {@code pcm} (16-bit little-endian) with every sample scaled by {@code volume}: the volume is
     * applied to the samples, since not every output offers a gain control.
     */
    public static byte[] scaled(byte[] pcm, double volume) {
        double factor = Math.max(0, Math.min(1, volume));
        byte[] out = new byte[pcm.length];
        for (int i = 0; i + 1 < pcm.length; i += 2) {
            int sample = (short) ((pcm[i] & 0xff) | (pcm[i + 1] << 8));
            int scaledSample = (int) Math.round(sample * factor);
            out[i] = (byte) scaledSample;
            out[i + 1] = (byte) (scaledSample >> 8);
        }
        return out;
    }
}
