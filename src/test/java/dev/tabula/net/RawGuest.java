package dev.tabula.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.java_websocket.client.WebSocketClient;
import org.java_websocket.handshake.ServerHandshake;

/**
 * A connection that sends whatever the test tells it, as a hostile or broken Tabula would, and
 * keeps what the host answers.
 */
final class RawGuest extends WebSocketClient {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** How the connection ended: the close code and reason. */
    record Closed(int code, String reason) {
    }

    private final BlockingQueue<JsonNode> received = new LinkedBlockingQueue<>();
    /** Every message as it came, in order. */
    final List<String> texts = Collections.synchronizedList(new ArrayList<>());
    /** The host's welcome, once a hello was answered ({@link #joined}). */
    JsonNode welcome;
    final CompletableFuture<Closed> closed = new CompletableFuture<>();

    RawGuest(URI address) {
        super(address);
        setConnectionLostTimeout(0);
    }

    static RawGuest connect(URI address) {
        RawGuest guest = new RawGuest(address);
        try {
            if (!guest.connectBlocking(Side.GUARD.toMillis(), TimeUnit.MILLISECONDS)) {
                throw new AssertionError("no connection to " + address);
            }
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        return guest;
    }

    /** Says hello with the join code of a seat and waits for the host's welcome. */
    static RawGuest joined(URI address, String code) {
        return hello(address, "\"code\":\"" + code + "\"");
    }

    /** Comes back to the seat the {@code before}'s welcome gave, with its secret. */
    static RawGuest back(URI address, RawGuest before) {
        return hello(address, "\"seat\":" + before.welcome.get("seat").asInt() + ",\"secret\":\""
                + before.welcome.get("secret").asText() + "\"");
    }

    private static RawGuest hello(URI address, String fields) {
        RawGuest guest = connect(address);
        guest.send(helloWith(fields));
        guest.welcome = guest.next("welcome");
        return guest;
    }

    /** A hello of this protocol with {@code fields} (a piece of a JSON object) added. */
    static String helloWith(String fields) {
        return "{\"type\":\"hello\",\"protocol\":" + Protocol.VERSION + ",\"app\":\"test\"," + fields + "}";
    }

    /** The ticket of the seat the welcome gave, for a scripted Tabula to take it over. */
    Ticket ticket(URI address) {
        return new Ticket(address, welcome.get("seat").asInt(), welcome.get("secret").asText());
    }

    /** The next message of {@code type}, skipping others (steps, pings). */
    JsonNode next(String type) {
        Duration guard = Side.GUARD;
        while (true) {
            JsonNode message;
            try {
                message = received.poll(guard.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            if (message == null) {
                throw new AssertionError("no '" + type + "' came");
            }
            if (message.path("type").asText().equals(type)) {
                return message;
            }
        }
    }

    /** Closes this connection in good order (the seat then waits) and keeps its ticket. */
    RawGuest closing() {
        close();
        return this;
    }

    Closed awaitClose() {
        return Side.await(closed);
    }

    @Override
    public void onOpen(ServerHandshake handshake) {
    }

    @Override
    public void onMessage(String message) {
        texts.add(message);
        try {
            received.add(JSON.readTree(message));
        } catch (Exception e) {
            throw new AssertionError("the host sent something that is not JSON: " + message, e);
        }
    }

    @Override
    public void onMessage(ByteBuffer bytes) {
        throw new AssertionError("the host sent a binary message");
    }

    @Override
    public void onClose(int code, String reason, boolean remote) {
        closed.complete(new Closed(code, reason));
    }

    @Override
    public void onError(Exception e) {
    }
}
