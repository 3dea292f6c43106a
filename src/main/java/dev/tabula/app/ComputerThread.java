package dev.tabula.app;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * The one background thread on which computer players think, never the FX thread. One thread is
 * enough (one computer thinks at a time) and keeps each player's questions in order, as a
 * {@code Player} is not thread-safe. A daemon, so that closing the window never waits for a search.
 */
final class ComputerThread {
    private static final ExecutorService EXECUTOR = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "tabula-computer");
        thread.setDaemon(true);
        // the window stays smooth while the search uses the rest of the machine
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        return thread;
    });

    private ComputerThread() {
    }

    static void submit(Runnable task) {
        EXECUTOR.execute(task);
    }
}
