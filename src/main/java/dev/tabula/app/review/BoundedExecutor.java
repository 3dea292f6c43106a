package dev.tabula.app.review;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;

/**
 * Runs tasks on another executor, at most {@code limit} at once, the rest queued in order: the
 * app's computer helpers start every task at once, and a review of sixty moves must take every
 * core but one, not sixty threads.
 */
final class BoundedExecutor implements Executor {
    private final Executor underlying;
    private final int limit;
    private final Queue<Runnable> waiting = new ArrayDeque<>();
    private int running;

    BoundedExecutor(Executor underlying, int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("at least one task at once, not " + limit);
        }
        this.underlying = underlying;
        this.limit = limit;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (waiting) {
            if (running >= limit) {
                waiting.add(task);
                return;
            }
            running++;
        }
        underlying.execute(() -> runThenNext(task));
    }

    private void runThenNext(Runnable task) {
        Runnable next = task;
        while (next != null) {
            try {
                next.run();
            } finally {
                synchronized (waiting) {
                    next = waiting.poll();
                    if (next == null) {
                        running--;
                    }
                }
            }
        }
    }
}
