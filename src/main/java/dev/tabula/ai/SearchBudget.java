package dev.tabula.ai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How much a player may think about one move: at most {@code maxIterations} search iterations
 * and at most {@code maxNanos} on {@code clock}, whichever runs out first.
 *
 * <p>A level has its own iteration budget; the budget a caller passes to {@link Player#choose}
 * caps it further, except for the strategies that think for the time they are given (Hard's:
 * {@link RootParallelSearch}, {@link DepthFirst}): under a time limit they search until the time
 * is up or the move is clear. The app passes a time limit (the player's "time per move"); the arena passes
 * {@link #UNLIMITED} or an iteration budget, so that a seeded run is reproducible on any machine,
 * or a CPU-time budget ({@link #cpuTime}), which is fair between players on a busy machine.
 *
 * @param clock nanoseconds on the clock the time limit is measured by, read on the searching
 *              thread: wall-clock time ({@link System#nanoTime}) unless a caller injects another.
 *              It is the one clock of a question: every strategy measures its time limit, and
 *              reports the time it took, on it ({@link Stopwatch}).
 */
public record SearchBudget(long maxIterations, long maxNanos, LongSupplier clock) {

    /** The wall clock; one instance, so that equal budgets on it are equal records. */
    private static final LongSupplier WALL_CLOCK = System::nanoTime;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final LongSupplier CPU_CLOCK = THREADS::getCurrentThreadCpuTime;

    /** No cap beyond the level's own iteration budget. */
    public static final SearchBudget UNLIMITED = new SearchBudget(Long.MAX_VALUE, Long.MAX_VALUE);

    public SearchBudget {
        if (maxIterations < 1 || maxNanos < 1) {
            throw new IllegalArgumentException("a budget must allow some search: " + maxIterations + ", " + maxNanos);
        }
        if (clock == null) {
            throw new IllegalArgumentException("a budget needs a clock");
        }
    }

    /** A budget on the wall clock. */
    public SearchBudget(long maxIterations, long maxNanos) {
        this(maxIterations, maxNanos, WALL_CLOCK);
    }

    public static SearchBudget iterations(long iterations) {
        return new SearchBudget(iterations, Long.MAX_VALUE);
    }

    public static SearchBudget time(Duration limit) {
        return time(limit, WALL_CLOCK);
    }

    /** A time limit measured on {@code clock} (nanoseconds): tests inject a clock they advance themselves. */
    public static SearchBudget time(Duration limit, LongSupplier clock) {
        return new SearchBudget(Long.MAX_VALUE, Math.max(1, limit.toNanos()), clock);
    }

    /**
     * A limit on the CPU time of the searching thread, not on the wall clock: on a machine shared
     * with other work a player gets the same thinking whatever the load (for the arena's fair
     * comparisons at equal time).
     */
    public static SearchBudget cpuTime(Duration limit) {
        return time(limit, CPU_CLOCK);
    }

    /** The tighter of this budget and {@code other} in each dimension (the clock of the one with a time limit). */
    public SearchBudget cappedBy(SearchBudget other) {
        LongSupplier tighterClock = other.maxNanos < maxNanos ? other.clock : clock;
        return new SearchBudget(Math.min(maxIterations, other.maxIterations), Math.min(maxNanos, other.maxNanos),
                tighterClock);
    }

    public boolean hasTimeLimit() {
        return maxNanos != Long.MAX_VALUE;
    }

    /** Whether the time is measured on the wall clock, which is cheap enough to read at every check ({@link Stopwatch}). */
    boolean onWallClock() {
        return clock == WALL_CLOCK;
    }
}
