package dev.tabula.ai;

/**
 * One depth-first search's nodes against its budget: the node cap, the time on the budget's own
 * clock ({@link Stopwatch}), and the caller's cancellation, asked every
 * {@link AlphaBetaPlayer#CHECK_EVERY} nodes (a CPU clock costs about a microsecond to read). Once
 * it says stop, it stays stopped.
 */
final class NodeBudget {
    private final long limit;
    private final boolean timed;
    private final Stopwatch stopwatch;
    private final long maxNanos;
    private final CancellationToken cancel;
    private long nodes;
    private boolean stopped;

    NodeBudget(SearchBudget budget, CancellationToken cancel) {
        this.limit = budget.maxIterations();
        this.timed = budget.hasTimeLimit();
        this.stopwatch = timed ? Stopwatch.start(budget) : null;
        this.maxNanos = budget.maxNanos();
        this.cancel = cancel;
        this.stopped = cancel.isCancelled();
    }

    /** Counts a node, and every {@link AlphaBetaPlayer#CHECK_EVERY} nodes asks whether the search must stop. */
    void count() {
        if ((++nodes & (AlphaBetaPlayer.CHECK_EVERY - 1)) == 0) {
            stopped = cancel.isCancelled() || nodes >= limit || timed && stopwatch.elapsed() >= maxNanos;
        }
    }

    boolean stopped() {
        return stopped;
    }

    /** Whether the search deepens until the time is up, rather than to a fixed depth. */
    boolean timed() {
        return timed;
    }

    long nodes() {
        return nodes;
    }
}
