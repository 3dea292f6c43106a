package dev.tabula.net;

import java.time.Duration;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * One computer of a test: its own thread (as the app's JavaFX thread), the shared test clock, a
 * heart that beats by hand and a repeatable random source, so that two runs hand out the same
 * join codes and secrets.
 */
final class Side implements AutoCloseable {
    /**
     * A guard against a hang, never what a test measures: every wait is for an event. Three
     * minutes, or {@code -DargLine=-Dguard=<seconds>} to hunt a hang sooner.
     */
    static final Duration GUARD = Duration.ofSeconds(Long.getLong("guard", 180));

    final ExecutorService thread;
    final ManualTicker ticker = new ManualTicker();
    final Environment env;

    Side(String name, TestClock clock, long seed) {
        this(name, clock, seed, Timing.DEFAULT);
    }

    Side(String name, TestClock clock, long seed, Timing timing) {
        // what still arrives after the test closed this side (a goodbye on its way) is let go
        this.thread = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), task -> {
            Thread t = new Thread(task, "test-" + name);
            t.setDaemon(true);
            return t;
        }, new ThreadPoolExecutor.DiscardPolicy());
        this.env = new Environment(thread, clock, ticker, new Random(seed), timing);
    }

    /** Runs {@code task} on this side's thread and returns its answer. */
    <T> T call(Callable<T> task) {
        return await(CompletableFuture.supplyAsync(() -> {
            try {
                return task.call();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, thread));
    }

    void run(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }

    /** Beats this side's heart and waits until its thread has done what the beat asked. */
    void beat() {
        ticker.beat();
        run(() -> { });
    }

    static <T> T await(CompletableFuture<T> event) {
        try {
            return event.get(GUARD.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("an awaited event did not come: " + e, e);
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
