package dev.tabula.zodiac.view;

import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Computes hints off the JavaFX thread. The solution takes a few seconds and about 100 MB, so it
 * is computed once per rule set and kept for the rest of the app session; each hint then ranks
 * one position's moves (a fraction of a second) on the same single worker thread.
 */
final class HintService {
    private static final Logger LOG = LoggerFactory.getLogger(HintService.class);
    private static final Map<ZodiacRules, CompletableFuture<ZodiacSolution>> SOLUTIONS = new ConcurrentHashMap<>();
    private static final ExecutorService WORKER = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "zodiac-hint");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
        return thread;
    });

    private HintService() {
    }

    static boolean supports(ZodiacRules rules) {
        return ZodiacSolution.supports(rules);
    }

    /** The state's moves ranked with perfect play, completed on the worker thread. */
    static CompletableFuture<List<MoveVerdict>> rank(ZodiacState state) {
        CompletableFuture<ZodiacSolution> solution = SOLUTIONS.computeIfAbsent(state.rules(),
                rules -> CompletableFuture.supplyAsync(() -> {
                    long started = System.nanoTime();
                    ZodiacSolution solved = ZodiacSolution.compute(rules);
                    LOG.info("Zodiac solved for hints in {} ms ({} positions)",
                            (System.nanoTime() - started) / 1_000_000, solved.positions());
                    return solved;
                }, WORKER));
        return solution.thenApplyAsync(solved -> solved.rankMoves(state), WORKER);
    }
}
