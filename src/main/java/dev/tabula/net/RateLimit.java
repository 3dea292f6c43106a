package dev.tabula.net;

import java.time.InstantSource;

/**
 * A token bucket per connection: {@code burst} messages at once, then {@code perSecond} a second
 * on the given clock. A person clicking sends a few messages a minute; a connection that empties
 * the bucket is flooding the host and is dropped.
 */
final class RateLimit {
    private final InstantSource clock;
    private final int burst;
    private final int perSecond;
    private double tokens;
    private long lastNanos;

    RateLimit(InstantSource clock, int burst, int perSecond) {
        this.clock = clock;
        this.burst = burst;
        this.perSecond = perSecond;
        this.tokens = burst;
        this.lastNanos = nanos();
    }

    /** Whether one more message is within the limit (and counts it). */
    boolean take() {
        long now = nanos();
        tokens = Math.min(burst, tokens + Math.max(0, now - lastNanos) / 1e9 * perSecond);
        lastNanos = now;
        if (tokens < 1) {
            return false;
        }
        tokens--;
        return true;
    }

    private long nanos() {
        java.time.Instant now = clock.instant();
        return now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }
}
