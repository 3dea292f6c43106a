package dev.tabula.net;

import java.time.Instant;

/**
 * One connection at the host: who is at its other end (nobody yet, until its hello joins a seat),
 * when it opened and was last heard, and its flood limit. Touched on the host's executor only.
 */
final class Connection {
    final Link link;
    final Instant opened;
    final RateLimit limit;
    Instant lastHeard;
    RemoteSeat seat;

    Connection(Link link, Instant opened, RateLimit limit) {
        this.link = link;
        this.opened = opened;
        this.limit = limit;
        this.lastHeard = opened;
    }

    boolean joined() {
        return seat != null;
    }
}
