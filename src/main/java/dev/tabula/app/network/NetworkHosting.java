package dev.tabula.app.network;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Match;
import dev.tabula.core.TabulaException;
import dev.tabula.net.Environment;
import dev.tabula.net.Host;
import dev.tabula.net.HostSetup;
import dev.tabula.net.LocalAddresses;
import java.net.InetAddress;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * "Play over the network…": after the new-match dialog, the host's choices ({@link HostDialog}),
 * then the host starts on the app's executor, and once it listens the match shows in the normal
 * match screen with the friends' window beside it.
 */
public final class NetworkHosting {
    private static final Logger LOG = LoggerFactory.getLogger(NetworkHosting.class);

    private NetworkHosting() {
    }

    /** Which seats friends play and the host's name, or empty if the player cancelled. */
    public static Optional<HostChoice> ask(NetworkContext context, MatchRequest request) {
        return new HostDialog(context, request).showAndWait();
    }

    /**
     * Starts hosting {@code match}: on every network of this computer, announced on the local
     * network, or on the loopback address only when {@code loopback} (tests, trying it out alone).
     */
    public static void start(NetworkContext context, Match match, HostChoice choice, boolean loopback) {
        HostSetup setup = loopback ? HostSetup.loopback(match, choice.friendSeats(), choice.hostName())
                : HostSetup.everywhere(match, choice.friendSeats(), choice.hostName());
        HostedMatch hosted = new HostedMatch(context,
                loopback ? List.of(InetAddress.getLoopbackAddress()) : LocalAddresses.ofThisComputer());
        try {
            Host.start(setup, Environment.of(context.networkExecutor()), hosted)
                    .whenCompleteAsync((host, error) -> {
                        if (error != null) {
                            LOG.warn("cannot host the match", error);
                            cannotHost(context, error.getCause() != null ? error.getCause() : error);
                            return;
                        }
                        hosted.started(host);
                        context.showHostedMatch(match, hosted);
                        hosted.showFriends();
                    }, context.networkExecutor());
        } catch (TabulaException e) {
            cannotHost(context, e);
        }
    }

    private static void cannotHost(NetworkContext context, Throwable why) {
        Dialogs.error(context.stage(), context.i18n().text("host.failed.title"), context.i18n().text("host.failed"),
                String.valueOf(why.getMessage()));
    }
}
