package dev.tabula.app.computer;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * The app's {@link ComputerExecutor}: one background thread on which computer players think,
 * never the FX thread, and the JavaFX clock for the pauses. One thread is enough (one computer
 * thinks at a time) and keeps each player's questions in order, as a {@code Player} is not
 * thread-safe. A daemon, so that closing the window never waits for a search. Their helpers
 * (root-parallel searches, Zodiac's solve, the Zodiac view's move values) get daemon threads of
 * their own, as many as are asked for at once.
 */
public final class ComputerThread implements ComputerExecutor {
    public static final ComputerThread INSTANCE = new ComputerThread();

    private static final ExecutorService EXECUTOR = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "tabula-computer");
        thread.setDaemon(true);
        // the window stays smooth while the search uses the rest of the machine
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        return thread;
    });

    private static final ExecutorService BACKGROUND = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "tabula-computer-helper");
        thread.setDaemon(true);
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        return thread;
    });

    private ComputerThread() {
    }

    @Override
    public void think(Runnable search) {
        EXECUTOR.execute(search);
    }

    @Override
    public Timer after(int millis, Runnable action) {
        PauseTransition pause = new PauseTransition(Duration.millis(Math.max(1, millis)));
        pause.setOnFinished(event -> action.run());
        pause.play();
        return pause::stop;
    }

    @Override
    public Executor background() {
        return BACKGROUND;
    }
}
