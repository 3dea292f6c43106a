package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * The top level under a time limit: tree searches that think for the whole time, stopping early
 * only when the move is clear or proved, and pass without one (the level's {@link TreeSearch}
 * answers then, on its iteration budget).
 *
 * <p>Root parallelism: several independent searches of the same position, each with its own
 * generator and tree, their root statistics summed move by move and the most visited move played
 * (a move proved to win by any of them first). No locks in the inner loop, and no shared tree to
 * fight over. The calling thread runs one of the searches itself (the app's computer thread; the
 * JavaFX thread is never used), the others run on the executor the player was given. A helper no
 * thread has started by the time the calling thread's search ends is dropped, its time being up:
 * so a busy or a stepped executor costs strength, never a deadlock. Hidden information always
 * uses one search. By default it uses every core but one, so the machine stays responsive: on a
 * two-core machine that is one search.
 */
final class RootParallelSearch implements Strategy {
    private final TreeSettings settings;
    private final TreeKnowledge knowledge;
    private final int searches;
    private final Executor helpers;

    RootParallelSearch(TreeSettings settings, TreeKnowledge knowledge, int searches, Executor helpers) {
        if (searches < 1) {
            throw new IllegalArgumentException("searches must be positive");
        }
        this.settings = settings;
        this.knowledge = knowledge;
        this.searches = searches;
        this.helpers = helpers;
    }

    /** Every core but one, at least one. */
    static int defaultSearches() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        if (!question.budget().hasTimeLimit()) {
            return Optional.empty();
        }
        return Optional.of(search(question.view(), question.rng(), question.budget(), question.cancel()));
    }

    private SearchResult search(SeatView view, Rng rng, SearchBudget budget, CancellationToken cancel) {
        if (searches == 1 || !(view instanceof PerfectView)) {
            return new MonteCarloSearch(view, settings, knowledge, rng).run(budget, cancel, true);
        }
        List<HelperTask<SearchResult>> started = new ArrayList<>();
        for (int i = 1; i < searches; i++) {
            Rng own = Rng.fromState(rng.nextLong());
            HelperTask<SearchResult> helper = new HelperTask<>(() -> new MonteCarloSearch(view, settings, knowledge, own).run(budget, cancel, true));
            started.add(helper);
            helpers.execute(helper);
        }
        List<SearchResult> results = new ArrayList<>();
        results.add(new MonteCarloSearch(view, settings, knowledge, rng).run(budget, cancel, true));
        for (HelperTask<SearchResult> helper : started) {
            helper.collect().ifPresent(results::add);
        }
        return merge(results);
    }

    /** The searches' root statistics summed by move; iterations summed, time the longest. */
    static SearchResult merge(List<SearchResult> results) {
        Map<Move, double[]> byMove = new LinkedHashMap<>(); // visits, payoff sum, proof
        long iterations = 0;
        long nanos = 0;
        for (SearchResult result : results) {
            iterations += result.iterations();
            nanos = Math.max(nanos, result.nanos());
            for (SearchResult.MoveStatistics move : result.rootMoves()) {
                double[] sum = byMove.computeIfAbsent(move.move(), key -> new double[3]);
                sum[0] += move.visits();
                sum[1] += move.meanPayoff() * move.visits();
                if (move.proof() != 0) {
                    sum[2] = move.proof();
                }
            }
        }
        return SearchResult.ofRootMoves(byMove.entrySet().stream()
                .map(entry -> new SearchResult.MoveStatistics(entry.getKey(), (int) entry.getValue()[0],
                        entry.getValue()[0] == 0 ? 0 : entry.getValue()[1] / entry.getValue()[0],
                        (int) entry.getValue()[2]))
                .toList(), iterations, nanos);
    }
}
