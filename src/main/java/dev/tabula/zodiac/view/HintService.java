package dev.tabula.zodiac.view;

import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Computes hints off the JavaFX thread. The solution takes a few seconds and about 100 MB, so it
 * is computed once per rule set and kept for the rest of the process (shared with the
 * Hard computer player through {@link SharedSolutions}); each hint then ranks
 * one position's moves (a fraction of a second) on the same single worker thread.
 */
final class HintService {
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
                // shared with the Hard computer player: one solution per process
                rules -> CompletableFuture.supplyAsync(() -> SharedSolutions.of(rules), WORKER));
        return solution.thenApplyAsync(solved -> solved.rankMoves(state), WORKER);
    }
}
