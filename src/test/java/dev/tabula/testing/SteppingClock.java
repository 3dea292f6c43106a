package dev.tabula.testing;

import java.util.function.LongSupplier;

/**
 * A clock in nanoseconds for views under test. By default every reading is a second after the
 * last, so whatever a view times (the hot-seat cover's guard) has always elapsed when a test
 * acts on purpose; {@link #hold} stops it, and {@link #advance} moves it by hand, for the tests
 * of that timing itself.
 */
public final class SteppingClock implements LongSupplier {
    private long now;
    private boolean held;

    @Override
    public synchronized long getAsLong() {
        if (!held) {
            now += 1_000_000_000L;
        }
        return now;
    }

    /** From now on the clock moves only by {@link #advance}. */
    public synchronized void hold() {
        held = true;
    }

    public synchronized void advance(long nanos) {
        now += nanos;
    }
}
