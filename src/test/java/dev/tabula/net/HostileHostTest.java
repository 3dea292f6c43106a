package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.java_websocket.WebSocket;
import org.java_websocket.handshake.ClientHandshake;
import org.java_websocket.server.WebSocketServer;
import org.junit.jupiter.api.Test;

/**
 * A friend's Tabula checks the host as the host checks it: a welcome for a seat that is not a
 * friend's, a step out of order or with a move no game has, a game it does not know, a newer or
 * older protocol, a notice it does not know, a message over the limit: it leaves the match with
 * words of its own, never with a strange position.
 */
class HostileHostTest {
    private static final String WELCOME = "{\"type\":\"welcome\",\"protocol\":%d,\"app\":\"9.9\",\"host\":\"Mallory\","
            + "\"game\":\"%s\",\"options\":{},\"seats\":[{\"name\":\"M\",\"kind\":\"local\",\"present\":true},"
            + "{\"name\":\"Ana\",\"kind\":\"%s\",\"present\":true}],\"seat\":1,\"secret\":\"s\",\"start\":{\"start\":0},"
            + "\"moves\":0}";
    private final TestClock clock = new TestClock();

    /** A host that answers any hello with {@code messages}, and nothing else. */
    private static final class FakeHost extends WebSocketServer {
        private final List<String> messages;
        final CompletableFuture<Integer> started = new CompletableFuture<>();

        FakeHost(List<String> messages) {
            super(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            this.messages = messages;
            setReuseAddr(true);
        }

        @Override
        public void onOpen(WebSocket connection, ClientHandshake handshake) {
        }

        @Override
        public void onMessage(WebSocket connection, String message) {
            if (message.contains("\"hello\"")) {
                messages.forEach(connection::send);
            }
        }

        @Override
        public void onClose(WebSocket connection, int code, String reason, boolean remote) {
        }

        @Override
        public void onError(WebSocket connection, Exception e) {
        }

        @Override
        public void onStart() {
            started.complete(getPort());
        }
    }

    /** How a friend's Tabula ends its connection to a host that sends {@code messages}. */
    private NetNotice leaving(String... messages) throws Exception {
        FakeHost host = new FakeHost(List.of(messages));
        host.start();
        try (Side side = new Side("guest", clock, 1)) {
            int port = Side.await(host.started);
            ScriptedGuest guest = new ScriptedGuest(side, 2);
            guest.join(URI.create("ws://127.0.0.1:" + port + "/"), "ABCDEF");
            return Side.await(guest.ended());
        } finally {
            host.stop(1000);
        }
    }

    private static String welcome(int protocol, String game, String kind) {
        return String.format(WELCOME, protocol, game, kind);
    }

    @Test
    void aHostThatBreaksTheProtocolIsLeftWithWordsOfThisTabula() throws Exception {
        assertThat(leaving(welcome(Protocol.VERSION, "zola", "computer")).key()).as("a seat that is not a friend's")
                .isEqualTo("net.host.malformed");
        assertThat(leaving(welcome(Protocol.VERSION, "zola", "remote").replace("\"moves\":0", "\"moves\":1"),
                "{\"type\":\"step\",\"ply\":3,\"move\":\"a1-a2\"}").key()).as("a step out of order")
                .isEqualTo("net.host.malformed");
        assertThat(leaving(welcome(Protocol.VERSION, "zola", "remote").replace("\"moves\":0", "\"moves\":1"),
                "{\"type\":\"step\",\"ply\":0,\"move\":\"z9-z9\"}").key()).as("a move no game has")
                .isEqualTo("net.host.malformed");
        assertThat(leaving(welcome(Protocol.VERSION, "zola", "remote").replace("{\"start\":0}", "{\"start\":-7}")).key())
                .as("a start no seed gives").isEqualTo("net.host.malformed");
        assertThat(leaving("{\"type\":\"step\",\"ply\":0,\"move\":\"a1-a2\"}").key()).as("a step before the welcome")
                .isEqualTo("net.host.malformed");
        assertThat(leaving("{\"type\":\"ping\"} trailing").key()).isEqualTo("net.host.malformed");
    }

    @Test
    void aHostOfAnotherVersionOrGameIsNamed() throws Exception {
        NetNotice newer = leaving(welcome(Protocol.VERSION + 1, "zola", "remote"));
        assertThat(newer.key()).isEqualTo("net.refused.guestOlder");
        assertThat(newer.args()).containsExactly("9.9", Protocol.appVersion());
        assertThat(leaving(welcome(Protocol.VERSION - 1, "zola", "remote")).key()).isEqualTo("net.refused.hostOlder");
        NetNotice unknown = leaving(welcome(Protocol.VERSION, "chess", "remote"));
        assertThat(unknown.key()).isEqualTo("net.host.unknownGame");
        assertThat(unknown.args()).containsExactly("chess");
    }

    @Test
    void aNoticeThisTabulaDoesNotKnowIsShownInItsOwnWordsAndQuotedSafely() throws Exception {
        NetNotice odd = leaving("{\"type\":\"dropped\",\"key\":\"net.evil\\u001b[31m\",\"args\":[\"x\"]}");
        assertThat(odd.key()).isEqualTo(NetNotice.UNKNOWN);
        assertThat(odd.args().get(0)).doesNotContain("\u001b").contains("net.evil");
        NetNotice quoted = leaving("{\"type\":\"bye\",\"key\":\"net.host.closed\",\"args\":[\"Mal\\u202Elory\\n\"]}");
        assertThat(quoted.key()).isEqualTo("net.host.closed");
        assertThat(quoted.args().get(0)).doesNotContain("\u202E").doesNotContain("\n");
    }

    @Test
    void aMessageOverTheLimitClosesTheConnection() throws Exception {
        assertThat(leaving("{\"type\":\"ping\",\"pad\":\"" + "x".repeat(Protocol.MAX_HOST_MESSAGE) + "\"}").key())
                .isEqualTo("net.drop.tooBig");
    }
}
