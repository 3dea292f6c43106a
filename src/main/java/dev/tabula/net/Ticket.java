package dev.tabula.net;

import java.net.URI;

/**
 * A friend's way back to their seat after a lost connection: the host's address, the seat, and
 * the secret the host gave at the last join (the join code itself is spent). Each join gives a new
 * secret; keep the newest ({@link Guest#ticket()}).
 */
public record Ticket(URI address, int seat, String secret) {
    /** Leaves the secret out: a ticket may end up in a log. */
    @Override
    public String toString() {
        return "Ticket[" + address + ", seat " + seat + "]";
    }
}
