package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;

/**
 * Plays the sound of a moment at the table. Returns at once: the sound is played elsewhere, never
 * on the JavaFX thread, and a computer without sound output simply stays silent.
 */
public interface SoundPlayer {
    /** A player that plays nothing (tests, and a run where sound is not wanted at all). */
    SoundPlayer SILENT = (cue, volume) -> {
    };

    /** Plays {@code cue}'s sound at {@code volume}, from 0 (silent) to 1 (as recorded). */
    void play(Cue cue, double volume);
}
