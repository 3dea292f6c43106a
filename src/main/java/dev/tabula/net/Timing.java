package dev.tabula.net;

import java.time.Duration;

/**
 * How the network match keeps time and pace: how often the host asks whether each guest is
 * still there, when a silence means a dropped connection, how long a new connection may take to
 * say who it is, how long an undo waits for its answers, and how many messages a connection may
 * send in a burst and per second before it counts as a flood.
 */
public record Timing(Duration pingEvery, Duration silentAfter, Duration helloWithin, Duration undoWithin,
        int burst, int perSecond) {
    /** What the app uses: generous for a slow network, quick enough to notice a friend who left. */
    public static final Timing DEFAULT = new Timing(Duration.ofSeconds(5), Duration.ofSeconds(20),
            Duration.ofSeconds(10), Duration.ofSeconds(60), 40, 20);

    public Timing {
        if (silentAfter.compareTo(pingEvery) <= 0 || burst < 1 || perSecond < 1) {
            throw new IllegalArgumentException("a silence must outlast a ping, and a connection must be let say something");
        }
    }
}
