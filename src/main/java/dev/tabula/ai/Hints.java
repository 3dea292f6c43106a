package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * Hints for every game, computed from the seat's view only, never from the real state: the same
 * view and seed give the same hint whatever the hidden cards are (so a hint cannot reveal them).
 * A hint takes as long as a move of the top level: call it off the JavaFX thread, with the
 * player's time per move as the budget and a token to cancel it.
 *
 * <pre>{@code
 * Hint hint = Hints.forSeat(gameId, state.viewFor(seat), SearchBudget.time(thinkTime), cancel, seed, background);
 * }</pre>
 */
public final class Hints {
    private Hints() {
    }

    /**
     * The hint for the seat of {@code view}, which must be to move: the game's exact answer where
     * it has one ({@link ExactHints}: Zodiac's solution, Zola's endgames), else what the top level
     * thinks with, on one search: its depth-first search's move and win chance where the game says
     * that is stronger (under a time limit), else its tree search's move with the statistics of
     * that move.
     */
    public static Hint forSeat(String gameId, SeatView view, SearchBudget budget, CancellationToken cancel, long seed) {
        return forSeat(gameId, view, budget, cancel, seed, Runnable::run);
    }

    /**
     * {@link #forSeat(String, SeatView, SearchBudget, CancellationToken, long)}, where the game may
     * get its exact hints ready on {@code background} (Zodiac's solve, started by a hint asked
     * under a time limit before it is done; the hint is then the search's estimate).
     */
    public static Hint forSeat(String gameId, SeatView view, SearchBudget budget, CancellationToken cancel, long seed,
                               Executor background) {
        Capabilities game = Capabilities.forGame(gameId);
        Optional<Hint> exact = game.exactHints().flatMap(hints -> hints.hint(view, budget, background));
        if (exact.isPresent()) {
            return exact.get();
        }
        Stopwatch stopwatch = Stopwatch.start(budget);
        Rng rng = Rng.fromState(seed);
        List<Move> moves = Imagined.decision(view, Rng.fromState(rng.nextLong())).legalMoves();
        Question question = new Question(view, budget, cancel, moves, rng, Question.NO_LUCK, stopwatch);
        Optional<SearchResult> depthFirst = Composer.depthFirst(game).flatMap(strategy -> strategy.answer(question));
        if (depthFirst.isPresent()) {
            return hint(depthFirst.get(), depthFirst.get().move(), depthFirst.get().chosen());
        }
        SearchResult result = Strategy.firstAnswer(Composer.hardTreeSearch(game, background, 1), question)
                .orElseThrow();
        SearchResult.MoveStatistics chosen = result.chosen();
        if (chosen == null) { // cancelled before the first iteration
            return new Hint(moves.get(0), 0.5, false, -1, 0);
        }
        // the move Hard would play: the game's perfect move where it has one, valued by the search
        Move move = game.perfectPlay().flatMap(perfect -> perfect.move(view, budget, background))
                .orElse(chosen.move());
        return hint(result, move, result.rootMoves().stream()
                .filter(candidate -> candidate.move().equals(move)).findFirst().orElse(chosen));
    }

    /** The hint of {@code move}, valued by {@code stats}: its value as the chance, exact where it is proved. */
    private static Hint hint(SearchResult result, Move move, SearchResult.MoveStatistics stats) {
        return new Hint(move, Math.max(0, Math.min(1, stats.value())), stats.proof() != 0, -1, result.iterations());
    }
}
