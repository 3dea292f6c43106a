package dev.tabula.net;

import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
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

    private final Endpoint endpoint;
    private final Executor executor;
    private final CompletableFuture<Integer> started = new CompletableFuture<>();

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
        // counted at its handshake
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

    /** A connection the server accepted. */
    private static final class SocketLink implements Link {
        private final WebSocket connection;
        private final String peer;

        SocketLink(WebSocket connection) {
            this.connection = connection;
            InetSocketAddress remote = connection.getRemoteSocketAddress();
            this.peer = remote == null ? "?" : remote.getAddress().getHostAddress();
        }

        @Override
        public void send(String text) {
            try {
                connection.send(text);
            } catch (WebsocketNotConnectedException e) {
                LOG.debug("a message to {} came after its connection closed", peer);
            }
        }

        @Override
        public void close(int code, String reason) {
            connection.close(code, reason);
        }

        @Override
        public String peer() {
            return peer;
        }
    }
}
