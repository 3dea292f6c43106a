package dev.tabula.app.sound;

import dev.tabula.app.spi.Cue;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.function.Supplier;

/**
 * Whether and how loud a moment is heard: the player's mute and volume (read each time, so a
 * change in the settings counts from the next sound) applied to the cues the views name.
 */
public final class CueSounds {
    /** What the settings say: muted, and the volume in percent (0 to 100). */
    public record Level(boolean muted, int volumePercent) {
        double volume() {
            return muted ? 0 : Math.max(0, Math.min(100, volumePercent)) / 100.0;
        }
    }

    private final SoundPlayer player;
    private final Supplier<Level> level;

    public CueSounds(SoundPlayer player, Supplier<Level> level) {
        this.player = player;
        this.level = level;
    }

    /** Sounds {@code cue} at the player's volume; nothing when muted or at volume 0. */
    public void cue(Cue cue) {
        double volume = level.get().volume();
        if (volume > 0) {
            player.play(cue, volume);
        }
    }

    /**
     * Whether a finished game is a win for someone at this screen: not a draw, and a winner who is
     * a person rather than a computer (a computer's win over a person has no fanfare).
     */
    public static boolean personWon(Outcome outcome, List<Seat> seats) {
        return outcome != null && !outcome.isDraw()
                && outcome.winners().stream().anyMatch(seat -> seat < seats.size() && !seats.get(seat).computer());
    }
}
