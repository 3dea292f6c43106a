package dev.tabula.ai;

import java.util.function.LongSupplier;

/**
 * Time since a piece of thinking began, on its budget's clock: the one clock every strategy
 * measures by, whether the budget is on the wall ({@link SearchBudget#time(java.time.Duration)}),
 * on the searching thread's CPU time ({@link SearchBudget#cpuTime}) or on a test's clock. Read it
 * on the thread that thinks: a CPU clock is that thread's own.
 */
public final class Stopwatch {
    /**
     * A clock other than the wall (CPU time costs about a microsecond to read; a test's counts its
     * readings) is worth reading at every this many checks; the wall clock at every check.
     */
    static final int COSTLY_CLOCK_EVERY = 8;

    private final LongSupplier clock;
    private final boolean cheap;
    private final long start;

    private Stopwatch(SearchBudget budget) {
        this.clock = budget.clock();
        this.cheap = budget.onWallClock();
        this.start = clock.getAsLong();
    }

    /** A stopwatch on {@code budget}'s clock, started now (one reading). */
    static Stopwatch start(SearchBudget budget) {
        return new Stopwatch(budget);
    }

    /** Nanoseconds since the start on the budget's clock (one reading). */
    public long elapsed() {
        return clock.getAsLong() - start;
    }

    /** Whether the loop's check number {@code checks} should read the clock: always on the wall, else now and then. */
    boolean due(long checks) {
        return cheap || checks % COSTLY_CLOCK_EVERY == 0;
    }
}
