package dev.tabula.net;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A heart that beats when the test says so ({@link #beat}), never by itself. */
final class ManualTicker implements Ticker {
    private final List<Runnable> beats = new ArrayList<>();

    @Override
    public synchronized Runnable every(Duration period, Runnable beat) {
        beats.add(beat);
        return () -> {
            synchronized (ManualTicker.this) {
                beats.remove(beat);
            }
        };
    }

    /** Runs every registered beat once (each hands its work to its own executor). */
    void beat() {
        List<Runnable> now;
        synchronized (this) {
            now = List.copyOf(beats);
        }
        now.forEach(Runnable::run);
    }
}
