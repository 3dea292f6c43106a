package dev.tabula.ai;

import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;

/**
 * Every legal move's value for the seat of a view, as the top level's tree search sees it, on a
 * fixed iteration budget and a seed (never a time limit): what a review of a match asks of the
 * engine, reproducible on any machine. It sees only the view, like every player.
 */
public final class MoveValues {
    private MoveValues() {
    }

    /**
     * Hard's tree search (its settings, the game's leaf value) for the seat of {@code view} on
     * {@code iterations} iterations with the generator {@code seed}: the root moves' statistics,
     * most visited first, proofs included.
     */
    public static SearchResult search(Capabilities game, SeatView view, long iterations, long seed,
                                      CancellationToken cancel) {
        TreeSettings settings = TreeSettings.HARD.withIterations(iterations);
        return new MonteCarloSearch(view, settings, TreeKnowledge.withLeafValue(game), Rng.fromState(seed))
                .run(SearchBudget.iterations(iterations), cancel, false);
    }
}
