package dev.tabula.ai;

import java.time.Duration;

/**
 * How much a player may think about one move: at most {@code maxIterations} search iterations
 * and at most {@code maxNanos} of wall-clock time, whichever runs out first.
 *
 * <p>A level has its own iteration budget; the budget a caller passes to {@link Player#choose}
 * only caps it further. The app passes a time limit ({@code SearchBudget.time(Duration.ofSeconds(1))})
 * so that a slow machine still answers in time; the arena passes {@link #UNLIMITED}, so the
 * level's iteration budget alone decides and a seeded run is reproducible on any machine.
 */
public record SearchBudget(long maxIterations, long maxNanos) {

    /** No cap beyond the level's own iteration budget. */
    public static final SearchBudget UNLIMITED = new SearchBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    public SearchBudget {
        if (maxIterations < 1 || maxNanos < 1) {
            throw new IllegalArgumentException("a budget must allow some search: " + maxIterations + ", " + maxNanos);
        }
    }

    public static SearchBudget iterations(long iterations) {
        return new SearchBudget(iterations, Long.MAX_VALUE);
    }

    public static SearchBudget time(Duration limit) {
        return new SearchBudget(Long.MAX_VALUE, Math.max(1, limit.toNanos()));
    }

    /** The tighter of this budget and {@code other} in each dimension. */
    public SearchBudget cappedBy(SearchBudget other) {
        return new SearchBudget(Math.min(maxIterations, other.maxIterations), Math.min(maxNanos, other.maxNanos));
    }
}
