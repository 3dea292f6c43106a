package dev.tabula.zodiac.solve;

import dev.tabula.zodiac.ZodiacRules;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one solved game per rule set for the whole process, shared by the hint of the Zodiac view
 * and the Hard computer player: computing it takes a few seconds and about 100–200 MB, so it is
 * done once, lazily, by the first caller (others asking for the same rules wait for it).
 */
public final class SharedSolutions {
    private static final Logger LOG = LoggerFactory.getLogger(SharedSolutions.class);
    private static final Map<ZodiacRules, ZodiacSolution> SOLUTIONS = new ConcurrentHashMap<>();

    private SharedSolutions() {
    }

    /**
     * The solution of {@code rules}, computed on the calling thread the first time (several
     * seconds); {@link ZodiacSolution#supports} must hold.
     */
    public static ZodiacSolution of(ZodiacRules rules) {
        if (!ZodiacSolution.supports(rules)) {
            throw new IllegalArgumentException("the solver does not handle these rules: " + rules);
        }
        // computeIfAbsent runs the computation at most once per key and blocks other callers of it
        return SOLUTIONS.computeIfAbsent(rules, key -> {
            long started = System.nanoTime();
            ZodiacSolution solved = ZodiacSolution.compute(key);
            LOG.info("Zodiac solved in {} ms ({} positions)", (System.nanoTime() - started) / 1_000_000,
                    solved.positions());
            return solved;
        });
    }

    /** Whether the solution of {@code rules} is already in memory (asking for it is then quick). */
    public static boolean isReady(ZodiacRules rules) {
        return SOLUTIONS.containsKey(rules);
    }
}
