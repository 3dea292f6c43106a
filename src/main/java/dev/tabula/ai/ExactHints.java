package dev.tabula.ai;

import dev.tabula.core.SeatView;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * A game's capability: the hint for the seat to move where the game knows it exactly (Zodiac's
 * solved verdict with its length, a forced win of Zola's endgame search). Elsewhere a hint is the
 * top level's search estimate ({@link Hints}).
 */
@FunctionalInterface
public interface ExactHints {

    /**
     * The exact hint for the seat of {@code view}, or empty to let the search estimate it. Like
     * {@link PerfectPlay#move}, it need not wait under a time limit: it may get ready on
     * {@code background} and answer empty meanwhile.
     */
    Optional<Hint> hint(SeatView view, SearchBudget budget, Executor background);
}
