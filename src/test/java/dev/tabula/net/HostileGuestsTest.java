package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.java_websocket.enums.Opcode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Friends who are not friends: a wrong or spent join code, a guessing address, a move for another
 * seat or out of turn, broken JSON, an oversized message, a flood, a connection that never speaks
 * or stops answering. Each is refused or dropped with a notice at both ends (its key is what the
 * screens will say), the seat waits for its player, and the match goes on to its end.
 */
class HostileGuestsTest {
    private final TestClock clock = new TestClock();
    private Side hostSide;
    private Side guestSide;
    private HostSeats hostSeats;
    private Host host;
    private URI address;

    @BeforeEach
    void sides() {
        hostSide = new Side("host", clock, 1);
        guestSide = new Side("guest", clock, 2);
    }

    @AfterEach
    void close() {
        if (host != null) {
            hostSide.call(host::close).join();
        }
        hostSide.close();
        guestSide.close();
    }

    /** A Zola match of Hana (at the host, or a friend with {@code bothFriends}) and Ben (a friend). */
    private void host(boolean bothFriends) {
        host(bothFriends, true);
    }

    private void host(boolean bothFriends, boolean hostPlays) {
        var game = GameCatalog.installed().require("zola");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 7L),
                List.of(Seat.person("Hana"), Seat.person("Ben")));
        hostSeats = new HostSeats(hostSide, 3);
        hostSeats.playing = hostPlays;
        host = hostSeats.start(HostSetup.loopback(match, bothFriends ? Set.of(0, 1) : Set.of(1), "Hana"));
        address = URI.create("ws://127.0.0.1:" + host.port() + "/");
    }

    private String code(int seat) {
        return hostSide.call(() -> host.joinCode(seat).orElseThrow());
    }

    private static void droppedWith(RawGuest guest, String key) {
        assertThat(guest.next("dropped").get("key").asText()).isEqualTo(key);
        assertThat(guest.awaitClose()).isEqualTo(new RawGuest.Closed(Link.DROPPED, key));
    }

    private static String refusal(RawGuest guest) {
        return guest.next("refused").get("key").asText();
    }

    /** The match goes on: a scripted Tabula takes the seat back and the game is played to its end. */
    private void playedToTheEnd(Ticket ben) {
        ScriptedGuest back = new ScriptedGuest(guestSide, 5).rejoin(ben);
        Side.await(hostSeats.over);
        Side.await(back.over);
        assertThat(hostSide.call(() -> host.match().current().isTerminal())).isTrue();
    }

    @Test
    void wrongAndSpentCodesAreRefusedAndTheMatchGoesOn() {
        host(true);
        RawGuest wrong = RawGuest.connect(address);
        wrong.send(RawGuest.helloWith("\"code\":\"000-000\"")); // no code has a 0: it cannot be right
        droppedWith(wrong, "net.refused.code");
        Side.await(hostSeats.noticed("net.guest.wrongCode"));

        String codeA = code(0);
        ScriptedGuest ana = new ScriptedGuest(guestSide, 8).join(address, codeA);
        Side.await(ana.firstJoin);
        RawGuest reuse = RawGuest.connect(address);
        reuse.send(RawGuest.helloWith("\"code\":\"" + codeA + "\""));
        droppedWith(reuse, "net.refused.code");
        RawGuest badSecret = RawGuest.connect(address);
        badSecret.send(RawGuest.helloWith("\"seat\":0,\"secret\":\"" + "0".repeat(32) + "\""));
        droppedWith(badSecret, "net.refused.secret");

        // a code is typed as people type it: lower case, with or without its dash
        ScriptedGuest ben = new ScriptedGuest(guestSide, 9).join(address, code(1).toLowerCase().replace("-", " "));
        Side.await(ana.over);
        Side.await(ben.over);
        assertThat(hostSide.call(() -> host.match().current().isTerminal())).isTrue();
        assertThat(hostSide.call(() -> host.joinCode(0).isEmpty() && host.joinCode(1).isEmpty())).isTrue();
    }

    @Test
    void anAddressThatKeepsGuessingIsShutOutEvenWithTheRightCode() {
        host(true);
        for (int attempt = 1; attempt <= HostInbox.MAX_WRONG_CODES; attempt++) {
            RawGuest guess = RawGuest.connect(address);
            guess.send(RawGuest.helloWith("\"code\":\"00000" + attempt + "\""));
            droppedWith(guess, attempt < HostInbox.MAX_WRONG_CODES ? "net.refused.code" : "net.refused.tooManyTries");
        }
        RawGuest right = RawGuest.connect(address);
        right.send(RawGuest.helloWith("\"code\":\"" + code(0) + "\""));
        droppedWith(right, "net.refused.tooManyTries");
        assertThat(hostSide.call(() -> host.joinCode(0))).as("the code is not spent").isPresent();
    }

    @Test
    void aFriendMovesOnlyForTheirOwnSeatAndOnlyInTurn() {
        host(false, false);
        RawGuest ben = RawGuest.joined(address, code(1));
        assertThat(ben.welcome.get("seat").asInt()).isEqualTo(1);
        Move red = hostSide.call(() -> host.match().current().legalMoves().get(0));

        ben.send(move(0, 0, red.notation()));
        assertThat(refusal(ben)).isEqualTo("net.refused.notYourSeat");
        ben.send(move(1, 0, red.notation()));
        assertThat(refusal(ben)).isEqualTo("net.refused.notYourTurn");
        ben.send("{\"type\":\"roll\",\"seat\":1,\"ply\":0}");
        assertThat(refusal(ben)).isEqualTo("net.refused.notYourTurn");
        ben.send("{\"type\":\"resign\",\"seat\":0,\"ply\":0}");
        assertThat(refusal(ben)).isEqualTo("net.refused.notYourSeat");
        assertThat(hostSide.call(() -> host.match().cursor())).isZero();

        assertThat(hostSide.call(() -> host.play(red))).isEmpty();
        assertThat(ben.next("step").get("ply").asInt()).isZero();
        Move blue = hostSide.call(() -> host.match().current().legalMoves().get(0));
        ben.send(move(1, 0, blue.notation()));
        assertThat(refusal(ben)).as("a move for a position that is gone").isEqualTo("net.refused.stale");
        ben.send(move(1, 1, "a1-z9"));
        assertThat(refusal(ben)).isEqualTo("net.refused.illegal");
        assertThat(hostSide.call(() -> host.play(blue))).as("the host's screen cannot move for a friend")
                .map(NetNotice::key).contains("net.refused.notYourSeat");
        assertThat(hostSide.call(() -> host.resign(1))).map(NetNotice::key).contains("net.refused.notYourSeat");
        assertThat(hostSide.call(() -> host.match().cursor())).isEqualTo(1);

        ben.send(move(1, 1, blue.notation()));
        assertThat(ben.next("step").get("move").asText()).isEqualTo(blue.notation());
        assertThat(hostSide.call(() -> host.match().cursor())).isEqualTo(2);
        hostSeats.playing = true;
        hostSide.run(hostSeats::pump);
        ben.close();
        playedToTheEnd(ben.ticket(address));
    }

    private static String move(int seat, int ply, String notation) {
        return "{\"type\":\"move\",\"seat\":" + seat + ",\"ply\":" + ply + ",\"move\":\"" + notation + "\"}";
    }

    @Test
    void brokenMessagesEndTheConnectionAndTheSeatWaitsForItsFriend() {
        host(false);
        RawGuest ben = RawGuest.joined(address, code(1));
        for (String broken : List.of("{not json", "[1, 2]", "{\"type\":\"pong\",\"type\":\"pong\"}",
                "{\"type\":\"pong\"} and more", "{\"type\":\"teleport\"}", "{\"type\":\"move\",\"seat\":1}",
                "{\"type\":\"hello\",\"protocol\":1,\"code\":\"AAAAAA\"}", "{\"kind\":\"pong\"}")) {
            ben.send(broken);
            droppedWith(ben, "net.drop.malformed");
            ben = RawGuest.back(address, ben);
        }
        ben.send(ByteBuffer.wrap(new byte[] {1, 2, 3}));
        droppedWith(ben, "net.drop.malformed");
        Side.await(hostSeats.noticed("net.guest.dropped.malformed"));
        assertThat(hostSeats.presence).contains(-2); // seat 1 away

        ben = RawGuest.back(address, ben);
        ben.send("{\"type\":\"pong\",\"pad\":\"" + "x".repeat(Protocol.MAX_GUEST_MESSAGE) + "\"}");
        assertThat(ben.awaitClose().code()).as("the library's own refusal").isEqualTo(1009);
        ben = RawGuest.back(address, ben);
        byte[] part = "x".repeat(Protocol.MAX_GUEST_MESSAGE / 2).getBytes(StandardCharsets.US_ASCII);
        ben.sendFragmentedFrame(Opcode.TEXT, ByteBuffer.wrap(part), false);
        ben.sendFragmentedFrame(Opcode.TEXT, ByteBuffer.wrap(part), false);
        ben.sendFragmentedFrame(Opcode.TEXT, ByteBuffer.wrap(part), true);
        assertThat(ben.awaitClose().code()).as("a message too large in pieces").isEqualTo(1009);
        Side.await(hostSeats.noticed("net.guest.dropped.tooBig"));

        RawGuest stranger = RawGuest.connect(address);
        stranger.send(move(1, 1, "a1-a2"));
        droppedWith(stranger, "net.drop.malformed");
        Side.await(hostSeats.noticed("net.guest.stranger"));
        playedToTheEnd(RawGuest.back(address, ben).closing().ticket(address));
    }

    @Test
    void aFloodIsDroppedAndTheMatchGoesOn() {
        host(false);
        RawGuest ben = RawGuest.joined(address, code(1));
        clock.hold();
        for (int i = 0; i <= Timing.DEFAULT.burst(); i++) {
            ben.send("{\"type\":\"pong\"}");
        }
        droppedWith(ben, "net.drop.flood");
        Side.await(hostSeats.noticed("net.guest.dropped.flood"));
        clock.release();
        playedToTheEnd(RawGuest.back(address, ben).closing().ticket(address));
    }

    @Test
    void aFriendWhoStopsAnsweringAndAConnectionThatNeverSaysHelloAreDropped() {
        host(false);
        RawGuest ben = RawGuest.joined(address, code(1));
        RawGuest nameless = RawGuest.connect(address);
        hostSide.run(() -> { });
        clock.hold();
        clock.advance(Timing.DEFAULT.silentAfter().plusSeconds(1));
        hostSide.beat();
        droppedWith(ben, "net.drop.silent");
        droppedWith(nameless, "net.drop.noHello");
        Side.await(hostSeats.noticed("net.guest.dropped.silent"));
        clock.release();
        playedToTheEnd(RawGuest.back(address, ben).closing().ticket(address));
    }

    @Test
    void aHostThatStopsAnsweringIsGivenUpAndTheSeatTakenBackLater() {
        host(false, false); // the host sends nothing after the welcome: no move, no ping
        ScriptedGuest ben = new ScriptedGuest(guestSide, 4);
        ben.playing = false;
        ben.join(address, code(1));
        Side.await(ben.firstJoin);
        clock.hold();
        clock.advance(Timing.DEFAULT.silentAfter().plusSeconds(1));
        guestSide.beat();
        assertThat(ben.endings).extracting(NetNotice::key).containsExactly("net.host.silent");
        clock.release();
        Ticket ticket = guestSide.call(() -> ben.guest().ticket());
        hostSeats.playing = true;
        hostSide.run(hostSeats::pump);
        playedToTheEnd(ticket);
    }

    @Test
    void aNewerOrOlderTabulaIsToldWhichOneToUpdate() {
        host(false);
        RawGuest newer = RawGuest.connect(address);
        newer.send("{\"type\":\"hello\",\"protocol\":" + (Protocol.VERSION + 1) + ",\"app\":\"9.0\",\"code\":\"" + code(1)
                + "\"}");
        JsonNode refused = newer.next("dropped");
        assertThat(refused.get("key").asText()).isEqualTo("net.refused.hostOlder");
        assertThat(NetNotice.fromPeer(refused.get("key").asText(), List.of(refused.get("args").get(0).asText(),
                refused.get("args").get(1).asText())).message(java.util.Locale.ROOT))
                .contains(Protocol.appVersion()).contains("9.0").contains("host should update");
        RawGuest older = RawGuest.connect(address);
        older.send("{\"type\":\"hello\",\"protocol\":" + (Protocol.VERSION - 1) + ",\"app\":\"0.0.1\",\"code\":\""
                + code(1) + "\"}");
        JsonNode tooOld = older.next("dropped");
        assertThat(tooOld.get("key").asText()).isEqualTo("net.refused.guestOlder");
        assertThat(tooOld.get("args").get(1).asText()).isEqualTo("0.0.1");
        Side.await(hostSeats.noticed("net.guest.versionRefused"));
        assertThat(hostSide.call(() -> host.joinCode(1))).as("a refused hello spends no code").isPresent();
    }
}
