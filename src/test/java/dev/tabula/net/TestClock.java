package dev.tabula.net;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;

/**
 * The network's clock in a test. By default every reading is a second after the last, so that no
 * connection ever looks like a flood while a match is played at full speed; {@link #hold} stops
 * it, and {@link #advance} moves it by hand, for the tests of floods, silences and time-outs. It
 * moves nothing by itself: the heartbeats run only when a test beats a {@link ManualTicker}.
 */
final class TestClock implements InstantSource {
    private Instant now = Instant.parse("2026-01-01T12:00:00Z");
    private boolean held;

    @Override
    public synchronized Instant instant() {
        if (!held) {
            now = now.plusSeconds(1);
        }
        return now;
    }

    synchronized void hold() {
        held = true;
    }

    synchronized void release() {
        held = false;
    }

    synchronized void advance(Duration by) {
        now = now.plus(by);
    }
}
