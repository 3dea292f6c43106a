package dev.tabula.ai;

/**
 * Tells a search running on another thread to stop. The app cancels when the position it asked
 * about goes away (undo, a new match, closing the screen); the search checks the token between
 * iterations, so it returns within one iteration, with the best move found so far.
 */
public final class CancellationToken {
    private volatile boolean cancelled;

    /** A token nobody holds, for callers that never cancel (the arena, tests). */
    public static CancellationToken none() {
        return new CancellationToken();
    }

    public void cancel() {
        cancelled = true;
    }

    public boolean isCancelled() {
        return cancelled;
    }
}
