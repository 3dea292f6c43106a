package dev.tabula.net;

import java.net.URI;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.java_websocket.client.WebSocketClient;
import org.java_websocket.drafts.Draft_6455;
import org.java_websocket.exceptions.WebsocketNotConnectedException;
import org.java_websocket.handshake.ServerHandshake;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A friend's connection to the host (Java-WebSocket's client), handing what happens on it to the
 * guest's logic on the guest's executor, in order. A message from the host larger than
 * {@link Protocol#MAX_HOST_MESSAGE} is refused by the library, which closes with code 1009.
 */
final class GuestSocket extends WebSocketClient {
    private static final Logger LOG = LoggerFactory.getLogger(GuestSocket.class);
    /** How long the first contact may take: a host behind a firewall that drops packets never answers. */
    private static final int CONNECT_TIMEOUT_MS = 10_000;

    /** What the guest's logic is told, always on its executor. */
    interface Endpoint {
        void opened();

        /** A text message; null for a binary one, which no Tabula sends. */
        void received(String text);

        void closed(int code, String reason);
    }

    private final Endpoint endpoint;
    private final Executor executor;

    GuestSocket(URI address, Endpoint endpoint, Executor executor) {
        super(address, new Draft_6455(List.of(), Protocol.MAX_HOST_MESSAGE), Map.of(), CONNECT_TIMEOUT_MS);
        this.endpoint = endpoint;
        this.executor = executor;
        setConnectionLostTimeout(0);
        setTcpNoDelay(true);
        setDaemon(true);
    }

    /** Sends one message; one after the connection closed is dropped. */
    void sendText(String text) {
        try {
            send(text);
        } catch (WebsocketNotConnectedException e) {
            LOG.debug("a message to the host came after the connection closed");
        }
    }

    @Override
    public void onOpen(ServerHandshake handshake) {
        executor.execute(endpoint::opened);
    }

    @Override
    public void onMessage(String message) {
        executor.execute(() -> endpoint.received(message));
    }

    @Override
    public void onMessage(ByteBuffer message) {
        executor.execute(() -> endpoint.received(null));
    }

    @Override
    public void onClose(int code, String reason, boolean remote) {
        executor.execute(() -> endpoint.closed(code, reason));
    }

    @Override
    public void onError(Exception e) {
        LOG.debug("the connection to {} failed", getURI(), e); // onClose follows
    }
}
