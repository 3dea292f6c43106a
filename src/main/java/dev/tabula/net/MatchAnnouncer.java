package dev.tabula.net;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A host's match announced on the local network by mDNS (JmDNS), so friends there find it
 * without typing an address. Starting mDNS takes a moment, so it happens on a thread of its own;
 * a network that cannot announce leaves the match reachable by address, and says so in the log.
 */
final class MatchAnnouncer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MatchAnnouncer.class);

    /** The announcement made last; each change waits for the one before, on JmDNS's side. */
    private CompletableFuture<Registered> registered;

    private record Registered(JmDNS dns, ServiceInfo info) {
    }

    private MatchAnnouncer(CompletableFuture<Registered> registered) {
        this.registered = registered;
    }

    /** A DNS-SD instance name is at most 63 bytes: the host's name is cut to leave room for the game's. */
    private static final int NAME_BYTES = 36;

    static ServiceInfo info(Announcement announcement, int port) {
        String name = announcement.hostName();
        int end = 0;
        while (end < name.length()) {
            int next = name.offsetByCodePoints(end, 1);
            if (name.substring(0, next).getBytes(StandardCharsets.UTF_8).length > NAME_BYTES) {
                break;
            }
            end = next;
        }
        String host = name.substring(0, end);
        return ServiceInfo.create(Protocol.SERVICE_TYPE, host + " – " + announcement.gameId(), port, 0, 0,
                announcement.toText());
    }

    /** Announces on the first network that can multicast. */
    static MatchAnnouncer start(Announcement announcement, int port) {
        return start(LocalAddresses.forDiscovery(), announcement, port);
    }

    static MatchAnnouncer start(InetAddress on, Announcement announcement, int port) {
        return new MatchAnnouncer(CompletableFuture.supplyAsync(() -> {
            try {
                JmDNS dns = JmDNS.create(on);
                ServiceInfo info = info(announcement, port);
                dns.registerService(info);
                return new Registered(dns, info);
            } catch (IOException e) {
                LOG.warn("the match cannot be announced on the local network at {}", on, e);
                throw new java.io.UncheckedIOException(e);
            }
        }, NetThreads.BLOCKING));
    }

    /**
     * The open seats changed. The service is announced anew: a finder is told of a service that
     * comes and goes, where a changed text record can sit unnoticed in its cache.
     */
    synchronized void update(Announcement announcement) {
        registered = registered.thenApplyAsync(done -> {
            ServiceInfo info = info(announcement, done.info().getPort());
            done.dns().unregisterService(done.info());
            try {
                done.dns().registerService(info);
            } catch (IOException e) {
                LOG.warn("the match's announcement could not be renewed", e);
            }
            return new Registered(done.dns(), info);
        }, NetThreads.BLOCKING);
    }

    /** Withdraws the announcement; waits for it to have been made, so that none is left behind. */
    @Override
    public void close() {
        try {
            Registered done;
            synchronized (this) {
                done = registered.join();
            }
            done.dns().unregisterAllServices();
            done.dns().close();
        } catch (RuntimeException | IOException e) {
            LOG.debug("closing the announcement", e);
        }
    }
}
