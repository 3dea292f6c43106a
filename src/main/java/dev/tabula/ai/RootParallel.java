package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Root parallelism for the top level: several independent searches of the same position, each
 * with its own generator and tree, on their own threads; their root statistics are summed move
 * by move and the most visited move is played (a move proved to win by any of them first). No
 * locks in the inner loop, and no shared tree to fight over. The calling thread runs one of the
 * searches itself, so the app's computer thread is busy and the JavaFX thread is never used.
 *
 * <p>By default it uses every core but one, so the machine stays responsive: on a two-core
 * machine that is one search, as before.
 */
final class RootParallel {
    private static final ExecutorService HELPERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "search-helper");
        thread.setDaemon(true);
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        return thread;
    });

    private RootParallel() {
    }

    /** Every core but one, at least one. */
    static int defaultThreads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    static SearchResult search(SeatView view, SearchSettings settings, TreeKnowledge knowledge, Rng rng, int threads,
                               SearchBudget budget, CancellationToken cancel) {
        if (threads == 1 || !(view instanceof PerfectView)) {
            return new MonteCarloSearch(view, settings, knowledge, rng).run(budget, cancel, true);
        }
        List<CompletableFuture<SearchResult>> helpers = new ArrayList<>();
        for (int i = 1; i < threads; i++) {
            Rng own = Rng.fromState(rng.nextLong());
            helpers.add(CompletableFuture.supplyAsync(
                    () -> new MonteCarloSearch(view, settings, knowledge, own).run(budget, cancel, true), HELPERS));
        }
        List<SearchResult> results = new ArrayList<>();
        results.add(new MonteCarloSearch(view, settings, knowledge, rng).run(budget, cancel, true));
        for (CompletableFuture<SearchResult> helper : helpers) {
            results.add(helper.join());
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
