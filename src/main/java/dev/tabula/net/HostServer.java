package dev.tabula.net;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.java_websocket.WebSocket;
import org.java_websocket.drafts.Draft;
import org.java_websocket.drafts.Draft_6455;
import org.java_websocket.exceptions.InvalidDataException;
import org.java_websocket.exceptions.WebsocketNotConnectedException;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.handshake.ServerHandshakeBuilder;
import org.java_websocket.server.WebSocketServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The host's WebSocket server (Java-WebSocket): it accepts connections and hands what happens on
 * each to the host's logic on the host's executor, in order. A frame or message larger than
 * {@link Protocol#MAX_GUEST_MESSAGE} is refused by the library itself, which closes the
 * connection with code 1009 before any of it reaches the logic. The library's own keep-alive is
 * off: the host's heartbeat runs on its injected clock.
 *
 * <p>A message sent from the host's thread can sit unsent in Java-WebSocket 1.6.0: its selector
 * thread, having written a connection's queue empty, stops asking to write
 * ({@code interestOps(OP_READ)}), and a message queued by another thread between the two steps
 * then waits for the next one to be sent. After every send the server therefore looks again,
 * a moment later, for a connection with data still queued and asks to write it ({@link #nudge}).
 */
final class HostServer extends WebSocketServer {
    private static final Logger LOG = LoggerFactory.getLogger(HostServer.class);

    /** What the host's logic is told, always on its executor. */
    interface Endpoint {
        void opened(Link link);

        /** A text message; null for a binary one, which no Tabula sends. */
        void received(Link link, String text);

        void closed(Link link, int code);
    }

    /** How long after a send the server looks for data left queued, and again while there is. */
    private static final long NUDGE_MS = 10;

    private final Endpoint endpoint;
    private final Executor executor;
    private final CompletableFuture<Integer> started = new CompletableFuture<>();
    private final ScheduledExecutorService nudger = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "tabula-net-nudger");
        thread.setDaemon(true);
        return thread;
    });
    private final AtomicBoolean nudging = new AtomicBoolean();

    HostServer(InetSocketAddress bind, Endpoint endpoint, Executor executor) {
        super(bind, 1, List.of(new Draft_6455(List.of(), Protocol.MAX_GUEST_MESSAGE)));
        this.endpoint = endpoint;
        this.executor = executor;
        setReuseAddr(true);
        setTcpNoDelay(true); // small messages, sent at once: Nagle's wait would add tens of milliseconds a move
        setConnectionLostTimeout(0);
        setDaemon(true);
    }

    /** Completes with the port once the server listens, or with the reason it cannot. */
    CompletableFuture<Integer> started() {
        return started;
    }

    /** Stops listening, closes every connection, and waits for it (a second at most). */
    void shutdown() throws InterruptedException {
        try {
            stop(1000);
        } finally {
            nudger.shutdownNow();
        }
    }

    /** A message was queued: soon, look for data that was left unsent. */
    private void sent() {
        if (nudging.compareAndSet(false, true)) {
            try {
                nudger.schedule(this::nudge, NUDGE_MS, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                nudging.set(false); // shut down
            }
        }
    }

    /**
     * Asks the selector to write every connection that still has data queued (for one whose
     * writing is under way this changes nothing), and looks again while any has.
     */
    private void nudge() {
        nudging.set(false); // first: a send from now on schedules a look of its own
        boolean queued = false;
        for (WebSocket connection : getConnections()) {
            if (connection.hasBufferedData()) {
                onWriteDemand(connection);
                queued = true;
            }
        }
        if (queued) {
            sent();
        }
    }

    @Override
    public void onStart() {
        started.complete(getPort());
    }

    /**
     * A connection counts from its handshake, before the answer to it is written: whatever the
     * other end does once it is connected reaches the logic after the logic knows it.
     */
    @Override
    public ServerHandshakeBuilder onWebsocketHandshakeReceivedAsServer(WebSocket connection, Draft draft,
            ClientHandshake request) throws InvalidDataException {
        ServerHandshakeBuilder answer = super.onWebsocketHandshakeReceivedAsServer(connection, draft, request);
        SocketLink link = new SocketLink(connection);
        connection.setAttachment(link);
        executor.execute(() -> endpoint.opened(link));
        return answer;
    }

    @Override
    public void onOpen(WebSocket connection, ClientHandshake handshake) {
        SocketLink link = connection.getAttachment();
        if (link != null) {
            link.opened();
        }
    }

    @Override
    public void onMessage(WebSocket connection, String message) {
        Link link = connection.getAttachment();
        if (link != null) {
            executor.execute(() -> endpoint.received(link, message));
        }
    }

    @Override
    public void onMessage(WebSocket connection, ByteBuffer message) {
        Link link = connection.getAttachment();
        if (link != null) {
            executor.execute(() -> endpoint.received(link, null));
        }
    }

    @Override
    public void onClose(WebSocket connection, int code, String reason, boolean remote) {
        Link link = connection.getAttachment();
        if (link != null) {
            executor.execute(() -> endpoint.closed(link, code));
        }
    }

    @Override
    public void onError(WebSocket connection, Exception e) {
        if (connection == null) {
            started.completeExceptionally(e); // the server could not start (the port is taken)
            LOG.warn("the network match's server failed", e);
        } else {
            LOG.debug("a connection from {} failed", connection.getRemoteSocketAddress(), e);
        }
    }

    /**
     * A connection the server accepted. It is known from its handshake, before the library has
     * finished opening it: what the logic sends or closes until then waits for the opening.
     */
    private final class SocketLink implements Link {
        private final WebSocket connection;
        private final String peer;
        private final List<String> early = new ArrayList<>();
        private boolean open;
        private int closeCode;
        private String closeReason;

        SocketLink(WebSocket connection) {
            this.connection = connection;
            InetSocketAddress remote = connection.getRemoteSocketAddress();
            this.peer = remote == null ? "?" : remote.getAddress().getHostAddress();
        }

        /** The library opened the connection: what waited goes out, and a close asked for meanwhile. */
        synchronized void opened() {
            open = true;
            early.forEach(this::write);
            early.clear();
            if (closeReason != null) {
                connection.close(closeCode, closeReason);
            }
        }

        @Override
        public synchronized void send(String text) {
            if (!open) {
                early.add(text);
            } else if (closeReason == null) {
                write(text);
            }
        }

        private void write(String text) {
            try {
                connection.send(text);
                sent();
            } catch (WebsocketNotConnectedException e) {
                LOG.debug("a message to {} came after its connection closed", peer);
            }
        }

        @Override
        public synchronized void close(int code, String reason) {
            if (open) {
                connection.close(code, reason);
            } else if (closeReason == null) {
                closeCode = code;
                closeReason = reason;
            }
        }

        @Override
        public String peer() {
            return peer;
        }
    }
}
