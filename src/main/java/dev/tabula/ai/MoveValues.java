package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Every legal move's value for the seat of a view, as the top level's tree search sees it, on a
 * fixed iteration budget and a seed (never a time limit), or, where the game says a depth-first
 * search plays it better (Zola), that search's value of every move at a fixed depth: what a
 * review of a match asks of the engine, reproducible on any machine. It sees only the view, like
 * every player.
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

    /**
     * Every legal move of the seat of {@code view} (a game of perfect information without dice)
     * valued by the alpha-beta search on {@code evaluation} to {@code depth} plies and then its
     * quiescence, each with a full window (so that every value is exact at that depth, not only
     * the best's): its chance to win by the evaluation's scale, 1 or 0 where it is decided (proved).
     * Best first; visits are the depth.
     */
    public static SearchResult alphaBeta(SearchEvaluation evaluation, SeatView view, int depth, CancellationToken cancel) {
        Stopwatch stopwatch = Stopwatch.start(SearchBudget.UNLIMITED);
        State root = Imagined.decision(view, Rng.fromState(0));
        Negamax search = new Negamax(evaluation, AlphaBetaPlayer.TABLE_BITS - 2);
        search.start(SearchBudget.UNLIMITED, cancel);
        int seat = root.currentSeat();
        List<SearchResult.MoveStatistics> values = new ArrayList<>();
        for (Move move : root.legalMoves()) {
            int score = search.valueOf(root.apply(move), seat, depth - 1, -Negamax.INFINITY, Negamax.INFINITY, 1);
            if (search.stopped()) {
                break;
            }
            int proof = score > Negamax.DECIDED ? 1 : score < -Negamax.DECIDED ? -1 : 0;
            values.add(new SearchResult.MoveStatistics(move, depth, evaluation.winChance(score / Negamax.SCALE), proof));
        }
        values.sort(Comparator.comparingDouble(SearchResult.MoveStatistics::value).reversed());
        return new SearchResult(values.isEmpty() ? null : values.get(0).move(), search.nodes(), stopwatch.elapsed(), values);
    }
}
