package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;

/**
 * A computer player. It sees only what its seat may see ({@code state.viewFor(seat)}), so it
 * cannot peek at hidden cards or at the dice that the game's stored generator will roll.
 *
 * <p>{@link #choose} may run for up to a second and blocks; the app calls it off the FX thread
 * and may cancel it from any thread. A player is not thread-safe: give each computer seat its own
 * player and ask it one question at a time. Its answers are a function of its seed, the views it
 * was shown so far and the budgets (as long as no time limit or cancellation cuts a search short).
 */
public interface Player {

    /** The name the command line and the logs know this player by ({@code hard}, {@code random}). */
    String name();

    /**
     * A legal move for the seat of {@code view}, which must be to decide now.
     *
     * @param budget a cap on the thinking on top of the player's own (see {@link SearchBudget})
     * @param cancel stops the search early; the best move found so far is returned
     */
    Move choose(SeatView view, SearchBudget budget, CancellationToken cancel);

    /** Chooses with no cap beyond the player's own budget and no way to cancel. */
    default Move choose(SeatView view) {
        return choose(view, SearchBudget.UNLIMITED, CancellationToken.none());
    }
}
