package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * A game's capability: the move a perfect player makes where the game knows it (Zodiac's solved
 * table, Zola's exact endgames). The top level plays it instead of thinking.
 */
public interface PerfectPlay {

    /**
     * The perfect move for the seat of {@code view}, or empty where the game does not know it.
     * Under a time limit ({@code budget.hasTimeLimit()}: the app) a game whose knowledge is not
     * ready yet may answer empty rather than make the player wait, and get it ready on
     * {@code background}; with none (the arena, tests) it waits, so that runs stay reproducible.
     */
    Optional<Move> move(SeatView view, SearchBudget budget, Executor background);

    /**
     * Called when a player that will ask for {@link #move} is made, long before its first
     * question: a game whose perfect play needs a long preparation (Zodiac solves itself in a few
     * seconds) starts it on {@code background}, so that the first answer seldom waits. Nothing by default.
     */
    default void prepare(Executor background) {
    }
}
