package dev.tabula.app.computer;

import dev.tabula.app.settings.Settings;
import dev.tabula.ai.Level;
import dev.tabula.ai.Players;
import dev.tabula.core.Seat;
import dev.tabula.core.TabulaException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Makes the controller for a seat: a person at the board, or a computer player of the seat's level. */
public final class SeatControllers {
    private static final Logger LOG = LoggerFactory.getLogger(SeatControllers.class);

    private SeatControllers() {
    }

    /**
     * The controller of seat {@code index} of a match of {@code gameId} dealt with {@code matchSeed}.
     * A computer's own seed comes from the match's, so a replayed seed meets the same opponent; it
     * thinks and waits through {@code computers}.
     */
    public static SeatController forSeat(Seat seat, int index, String gameId, long matchSeed, Settings settings,
                                  ComputerExecutor computers) {
        if (!seat.computer()) {
            return SeatController.person();
        }
        Level level = levelOf(seat);
        long seed = matchSeed ^ (0x9E3779B97F4A7C15L * (index + 1));
        return new ComputerSeat(Players.forLevel(level, gameId, seed, computers.background()), index,
                settings::computerThinkMillis, settings::computerDelayMillis, computers);
    }

    /** The seat's level; a file from elsewhere with an unknown level gets Medium rather than failing. */
    public static Level levelOf(Seat seat) {
        try {
            return seat.level() == null ? Level.MEDIUM : Level.parse(seat.level());
        } catch (TabulaException e) {
            LOG.warn("seat '{}' has an unknown level '{}'; Medium plays it", seat.name(), seat.level());
            return Level.MEDIUM;
        }
    }
}
