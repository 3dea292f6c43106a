package dev.tabula.net;

import java.time.Duration;

/**
 * What beats a host's and a guest's heart: it runs a task every so often. The app's runs on a
 * timer thread of its own ({@link #system()}), a test's when the test says, so that no test waits
 * for the clock to tell a silent connection from a slow one.
 */
public interface Ticker {

    /** Runs {@code beat} every {@code period} until the returned handle is run. */
    Runnable every(Duration period, Runnable beat);

    /** A daemon timer thread: beats go on while the app runs and never keep it from ending. */
    static Ticker system() {
        return SystemTicker.INSTANCE;
    }
}
