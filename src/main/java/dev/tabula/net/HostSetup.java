package dev.tabula.net;

import dev.tabula.core.Match;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Objects;
import java.util.Set;

/**
 * What a host plays: the match (new, or one kept from before to be resumed), which of its
 * people's seats are played by friends at other computers, the host's name as the others see it,
 * where it listens, and whether it announces the match on the local network.
 *
 * @param remoteSeats seats of people (never a computer's) who join from elsewhere, each with a join code
 * @param bind        where to listen: every network of this computer on {@link Protocol#DEFAULT_PORT}, or a test's loopback port 0
 */
public record HostSetup(Match match, Set<Integer> remoteSeats, String hostName, InetSocketAddress bind,
        boolean announce) {

    public HostSetup {
        Objects.requireNonNull(match);
        remoteSeats = Set.copyOf(remoteSeats);
        if (hostName == null || hostName.isBlank()) {
            throw new IllegalArgumentException("a host needs a name to show");
        }
        hostName = hostName.strip();
        for (int seat : remoteSeats) {
            if (seat < 0 || seat >= match.seats().size() || match.seats().get(seat).computer()) {
                throw new IllegalArgumentException("seat " + seat + " is no person's seat of this match");
            }
        }
        if (remoteSeats.isEmpty()) {
            throw new IllegalArgumentException("a network match needs a friend's seat");
        }
    }

    /** On every network of this computer, on the default port, announced on the local network. */
    public static HostSetup everywhere(Match match, Set<Integer> remoteSeats, String hostName) {
        return new HostSetup(match, remoteSeats, hostName, new InetSocketAddress(Protocol.DEFAULT_PORT), true);
    }

    /** On the loopback address, on a port the system picks, not announced: for tests and trying out. */
    public static HostSetup loopback(Match match, Set<Integer> remoteSeats, String hostName) {
        return new HostSetup(match, remoteSeats, hostName, new InetSocketAddress(InetAddress.getLoopbackAddress(), 0),
                false);
    }
}
