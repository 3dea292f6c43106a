package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;
import java.util.Optional;

/**
 * Hints for every game, computed from the seat's view only, never from the real state: the same
 * view and seed give the same hint whatever the hidden cards are (so a hint cannot reveal them).
 * A hint takes as long as a move of the top level: call it off the JavaFX thread, with the
 * player's time per move as the budget and a token to cancel it.
 *
 * <pre>{@code
 * Hint hint = Hints.forSeat(gameId, state.viewFor(seat), SearchBudget.time(thinkTime), cancel, seed);
 * }</pre>
 */
public final class Hints {
    private Hints() {
    }

    /**
     * The hint for the seat of {@code view}, which must be to move: the game's exact answer where
     * it has one ({@link ExactHints}: Zodiac's solution, Zola's endgames), else the top level's
     * search, whose statistics for its move give the win chance.
     */
    public static Hint forSeat(String gameId, SeatView view, SearchBudget budget, CancellationToken cancel, long seed) {
        Capabilities game = Capabilities.forGame(gameId);
        Optional<Hint> exact = game.exactHints().flatMap(hints -> hints.hint(view, budget, Players.BACKGROUND));
        if (exact.isPresent()) {
            return exact.get();
        }
        Rng rng = Rng.fromState(seed);
        List<Move> moves = Imagined.decision(view, Rng.fromState(rng.nextLong())).legalMoves();
        SearchSettings settings = Level.HARD.settings();
        if (settings.searchesDepthFirst(budget, game)) {
            return depthFirstHint(game, view, budget, cancel, rng.nextLong());
        }
        boolean usingTime = settings.usesItsTime() && budget.hasTimeLimit();
        SearchResult result = new MonteCarloSearch(view, settings, TreeKnowledge.withLeafValue(game), rng)
                .run(settings.budgetUnder(budget), cancel, usingTime);
        SearchResult.MoveStatistics chosen = result.chosen();
        if (chosen == null) { // cancelled before the first iteration
            return new Hint(moves.get(0), 0.5, false, -1, 0);
        }
        // the move Hard would play: the game's perfect move where it has one, valued by the search
        Move move = game.perfectPlay().flatMap(perfect -> perfect.move(view, budget, Players.BACKGROUND))
                .orElse(chosen.move());
        SearchResult.MoveStatistics stats = result.rootMoves().stream()
                .filter(candidate -> candidate.move().equals(move)).findFirst().orElse(chosen);
        return new Hint(move, Math.max(0, Math.min(1, stats.value())), stats.proof() != 0, -1, result.iterations());
    }

    /** Where Hard thinks depth-first: its move, valued by its score's win chance (exact when it found a forced end). */
    private static Hint depthFirstHint(Capabilities game, SeatView view, SearchBudget budget,
                                       CancellationToken cancel, long seed) {
        AlphaBetaPlayer search = AlphaBetaPlayer.forGame(game, seed).orElseThrow();
        Move move = search.choose(view, budget, cancel);
        return new Hint(move, search.lastWinChance(), search.lastProof() != 0, -1, search.lastNodes());
    }
}
