package dev.tabula.app.network;

import java.util.Set;

/**
 * What the host chose beyond the match itself: which people's seats friends play from their own
 * Tabula, and the host's name as the friends see it.
 */
public record HostChoice(Set<Integer> friendSeats, String hostName) {
    public HostChoice {
        friendSeats = Set.copyOf(friendSeats);
    }
}
