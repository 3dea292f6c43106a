package dev.tabula.net;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/** The app's {@link Ticker}: one daemon thread for every host and guest, which only hands beats on. */
final class SystemTicker implements Ticker {
    static final SystemTicker INSTANCE = new SystemTicker();

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "tabula-net-ticker");
        thread.setDaemon(true);
        return thread;
    });

    private SystemTicker() {
    }

    @Override
    public Runnable every(Duration period, Runnable beat) {
        ScheduledFuture<?> beats = timer.scheduleAtFixedRate(beat, period.toMillis(), period.toMillis(),
                TimeUnit.MILLISECONDS);
        return () -> beats.cancel(false);
    }
}
