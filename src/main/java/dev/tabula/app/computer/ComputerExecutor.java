package dev.tabula.app.computer;

import java.util.concurrent.Executor;

/**
 * Where the computer players think and how they wait, as one seam (JabRef's {@code TaskExecutor}
 * is the model): the app uses {@link ComputerThread}, a background thread and the JavaFX clock;
 * a test uses an executor it steps by hand, so that it waits for the computer's move as an event,
 * never for time.
 */
public interface ComputerExecutor {

    /**
     * Runs {@code search} off the JavaFX thread, one search at a time and in the order asked (a
     * player is not thread-safe). The search hands its answer back with {@code Platform.runLater}.
     */
    void think(Runnable search);

    /**
     * Runs {@code action} on the JavaFX thread once {@code millis} have passed (at the earliest
     * the next pulse, never inside this call), unless the returned timer is cancelled first.
     */
    Timer after(int millis, Runnable action);

    /**
     * Where the computer players' helpers run beside {@link #think}: the top level's root-parallel
     * searches and a game's long preparation (Zodiac's solve), and the board views' own work off
     * the JavaFX thread (the Zodiac view's move values). They should start at once.
     */
    Executor background();

    /** A pending {@link #after}. */
    interface Timer {
        /** The action will not run (a no-op once it has run). */
        void cancel();
    }
}
