package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A host and two friends on the loopback address play a whole match of every game to its end:
 * the friends play their seats from their own views, the host its people's and computer's seats,
 * one friend's connection is cut in the middle (as a network drops it) and comes back, and at the
 * end each friend holds, at every ply, exactly the views its seat is entitled to, and nothing it
 * was never sent.
 */
class WholeMatchTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void aHostAndTwoFriendsPlayAWholeMatchThroughADroppedConnection(String gameId) throws Exception {
        TestClock clock = new TestClock();
        Game game = GameCatalog.installed().require(gameId);
        boolean cards = gameId.equals("zodijak");
        List<Seat> seats = cards
                ? List.of(Seat.person("Hana"), Seat.person("Ana"), Seat.computer("Tabula", "easy"), Seat.person("Ben"))
                : List.of(Seat.person("Ana"), Seat.person("Ben"));
        int seatA = cards ? 1 : 0;
        int seatB = cards ? 3 : 1;
        Match match = new Match(game, new Setup(seats.size(), game.info().resolveOptions(Map.of()), 20260101L), seats);
        try (Side hostSide = new Side("host", clock, 1); Side sideA = new Side("a", clock, 2);
             Side sideB = new Side("b", clock, 3)) {
            HostSeats hostSeats = new HostSeats(hostSide, 11);
            Host host = hostSeats.start(HostSetup.loopback(match, Set.of(seatA, seatB), "Hana"));
            try (WireTap tapA = new WireTap(host.port())) {
                int cutAt = 4;
                hostSeats.afterMove = ply -> {
                    if (ply == cutAt) {
                        tapA.cut();
                    }
                };
                ScriptedGuest a = new ScriptedGuest(sideA, 21)
                        .join(tapA.address(), hostSide.call(() -> host.joinCode(seatA).orElseThrow()));
                ScriptedGuest b = new ScriptedGuest(sideB, 22)
                        .join(URI.create("ws://127.0.0.1:" + host.port()), hostSide.call(() -> host.joinCode(seatB).orElseThrow()));

                Side.await(hostSeats.over);
                Side.await(a.over);
                Side.await(b.over);

                assertThat(hostSide.call(() -> match.current().isTerminal())).as("the game reached its end").isTrue();
                assertThat(a.endings).as("after %s", hostSide.call(match::played)).extracting(NetNotice::key)
                        .contains("net.host.lost");
                assertThat(a.joins()).as("A joined, was cut off and came back").isEqualTo(2);
                Side.await(hostSeats.noticed("net.guest.lost")); // told as a lost connection, not a friend who left
                Side.await(hostSeats.noticed("net.guest.back"));
                holdsExactlyItsViews(hostSide, match, sideA, a.guest(), seatA);
                holdsExactlyItsViews(hostSide, match, sideB, b.guest(), seatB);
            }
            hostSide.call(host::close).join();
        }
    }

    /** At every ply, the friend's copy is the host's match as the friend's seat sees it. */
    static void holdsExactlyItsViews(Side hostSide, Match match, Side guestSide, Guest guest, int seat) {
        int plies = hostSide.call(match::cursor);
        assertThat(guestSide.call(guest::ply)).isEqualTo(plies);
        assertThat(guestSide.call(guest::moves)).isEqualTo(hostSide.call(match::played));
        assertThat(guestSide.call(guest::outcome)).contains(hostSide.call(match::outcome));
        for (int ply = 0; ply <= plies; ply++) {
            int at = ply;
            assertThat(guestSide.call(() -> guest.viewAt(at))).as("ply %d: seat %d's view", ply, seat)
                    .isEqualTo(hostSide.call(() -> match.stateAt(at).viewFor(seat)));
            assertThat(guestSide.call(() -> guest.publicViewAt(at))).as("ply %d: the public view", ply)
                    .isEqualTo(hostSide.call(() -> match.stateAt(at).publicView()));
        }
    }
}
