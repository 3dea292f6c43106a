package dev.tabula.net;

import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.random.RandomGenerator;

/**
 * Where a host or a guest runs: the executor every listener is called on and every message is
 * handled on (the app's JavaFX thread; one thread in a test), the clock of its heartbeats and of
 * its flood limit, what beats the heart, and the source of join codes and secrets.
 *
 * @param executor runs one task at a time, in order: a host's or guest's state is touched nowhere else
 * @param random   unpredictable in the app ({@link SecureRandom}); a test may make it repeat
 */
public record Environment(Executor executor, InstantSource clock, Ticker ticker, RandomGenerator random,
        Timing timing) {

    public Environment {
        Objects.requireNonNull(executor);
        Objects.requireNonNull(clock);
        Objects.requireNonNull(ticker);
        Objects.requireNonNull(random);
        Objects.requireNonNull(timing);
    }

    /** The app's: the system clock, the timer thread, a secure random source and the default timing. */
    public static Environment of(Executor executor) {
        return new Environment(executor, InstantSource.system(), Ticker.system(), new SecureRandom(), Timing.DEFAULT);
    }
}
