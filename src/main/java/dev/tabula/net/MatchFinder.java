package dev.tabula.net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javax.jmdns.JmDNS;
import javax.jmdns.ServiceEvent;
import javax.jmdns.ServiceInfo;
import javax.jmdns.ServiceListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the matches hosts announce on the local network (mDNS, JmDNS) and tells its listener,
 * on the given executor, the list of those it sees now whenever it changes. What a record says is
 * checked ({@link Announcement#fromText}); a record that is not a Tabula's is left out.
 */
public final class MatchFinder implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MatchFinder.class);

    private final Executor executor;
    private final Consumer<List<AnnouncedMatch>> seen;
    /** Touched on JmDNS's threads, so behind this object's lock. */
    private final Map<String, AnnouncedMatch> matches = new LinkedHashMap<>();
    private final CompletableFuture<JmDNS> dns;

    private MatchFinder(InetAddress on, Executor executor, Consumer<List<AnnouncedMatch>> seen) {
        this.executor = executor;
        this.seen = seen;
        this.dns = CompletableFuture.supplyAsync(() -> {
            try {
                JmDNS started = JmDNS.create(on);
                started.addServiceListener(Protocol.SERVICE_TYPE, new Listener());
                return started;
            } catch (IOException e) {
                LOG.warn("cannot look for matches on the local network at {}", on, e);
                throw new UncheckedIOException(e);
            }
        }, NetThreads.BLOCKING);
    }

    /** Looks on the first network that can multicast. */
    public static MatchFinder start(Executor executor, Consumer<List<AnnouncedMatch>> seen) {
        return new MatchFinder(LocalAddresses.forDiscovery(), executor, seen);
    }

    /** Looks on the network of {@code on} only: the loopback address for a test, or trying it out alone. */
    public static MatchFinder start(InetAddress on, Executor executor, Consumer<List<AnnouncedMatch>> seen) {
        return new MatchFinder(on, executor, seen);
    }

    @Override
    public void close() {
        try {
            dns.join().close();
        } catch (RuntimeException | IOException e) {
            LOG.debug("closing the search for matches", e);
        }
    }

    /** Closes on the network's own threads: JmDNS takes a moment to say goodbye, and a screen must not wait for it. */
    public CompletableFuture<Void> closeLater() {
        return CompletableFuture.runAsync(this::close, NetThreads.BLOCKING);
    }

    /** The match a resolved service describes, if it is a Tabula's with an address. */
    static Optional<AnnouncedMatch> describe(ServiceInfo info) {
        if (info == null || !info.hasData() || info.getInet4Addresses().length == 0 || info.getPort() <= 0) {
            return Optional.empty();
        }
        Map<String, String> text = new LinkedHashMap<>();
        for (String key : Collections.list(info.getPropertyNames())) {
            text.put(key, info.getPropertyString(key));
        }
        String host = info.getInet4Addresses()[0].getHostAddress();
        return Announcement.fromText(text).map(announcement ->
                new AnnouncedMatch(info.getName(), URI.create("ws://" + host + ":" + info.getPort() + "/"), announcement));
    }

    private void changed() {
        List<AnnouncedMatch> now;
        synchronized (this) {
            now = List.copyOf(matches.values());
        }
        executor.execute(() -> seen.accept(now));
    }

    private final class Listener implements ServiceListener {
        @Override
        public void serviceAdded(ServiceEvent event) {
            event.getDNS().requestServiceInfo(event.getType(), event.getName());
        }

        @Override
        public void serviceRemoved(ServiceEvent event) {
            boolean removed;
            synchronized (MatchFinder.this) {
                removed = matches.remove(event.getName()) != null;
            }
            if (removed) {
                changed();
            }
        }

        @Override
        public void serviceResolved(ServiceEvent event) {
            Optional<AnnouncedMatch> match = describe(event.getInfo());
            if (match.isEmpty()) {
                return; // a first answer without its text, or no Tabula's
            }
            boolean news;
            synchronized (MatchFinder.this) {
                news = !match.get().equals(matches.put(event.getName(), match.get()));
            }
            if (news) {
                changed();
            }
        }
    }
}
