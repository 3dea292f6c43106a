package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.save.MatchCodec;
import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;

/**
 * A host that quits tells everybody, and loses nothing: the match is saved as any match is, and a
 * new host resumes it from the file with new join codes (the old ways back no longer open it), and
 * the friends join again and play it to its end.
 */
class HostLeavesTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Hana"), Seat.person("Ana"), Seat.person("Ben"));
    private static final Set<Integer> FRIENDS = Set.of(1, 2);
    private final TestClock clock = new TestClock();

    @Test
    void theFriendsAreToldAndTheMatchIsResumedLaterFromItsFile() throws Exception {
        Game game = GameCatalog.installed().require("zodijak");
        Match match = new Match(game, new Setup(3, game.info().resolveOptions(Map.of()), 55L), SEATS);
        MatchCodec codec = new MatchCodec(GameCatalog.installed());
        try (Side hostSide = new Side("host", clock, 1); Side sideA = new Side("a", clock, 2);
             Side sideB = new Side("b", clock, 3)) {
            HostSeats first = new HostSeats(hostSide, 4);
            Host host = first.start(HostSetup.loopback(match, FRIENDS, "Hana"));
            CompletableFuture<String> saved = new CompletableFuture<>();
            first.afterMove = ply -> { // the app saves after every move; at move 30 Hana quits
                if (ply == 30) {
                    first.playing = false;
                    saved.complete(codec.write(match));
                    host.close();
                }
            };
            ScriptedGuest ana = new ScriptedGuest(sideA, 5).join(address(host), hostSide.call(() -> host.joinCode(1).orElseThrow()));
            ScriptedGuest ben = new ScriptedGuest(sideB, 6).join(address(host), hostSide.call(() -> host.joinCode(2).orElseThrow()));
            String file = Side.await(saved);
            Side.await(ana.ended());
            Side.await(ben.ended());
            assertThat(ana.endings).extracting(NetNotice::key).containsExactly("net.host.closed");
            assertThat(ana.endings.get(0).args()).containsExactly("Hana");
            assertThat(hostSide.call(match::cursor)).as("nothing played after the host left").isEqualTo(30);
            Ticket oldWayBack = sideA.call(() -> ana.guest().ticket());

            Match resumed = codec.read(file);
            assertThat(resumed.played()).isEqualTo(hostSide.call(match::played));
            HostSeats second = new HostSeats(hostSide, 7);
            Host again = second.start(HostSetup.loopback(resumed, FRIENDS, "Hana"));
            RawGuest stale = RawGuest.connect(address(again));
            stale.send(RawGuest.helloWith("\"seat\":1,\"secret\":\"" + oldWayBack.secret() + "\""));
            assertThat(stale.next("dropped").get("key").asText()).isEqualTo("net.refused.secret");
            ScriptedGuest anaAgain = new ScriptedGuest(sideA, 8).join(address(again), hostSide.call(() -> again.joinCode(1).orElseThrow()));
            ScriptedGuest benAgain = new ScriptedGuest(sideB, 9).join(address(again), hostSide.call(() -> again.joinCode(2).orElseThrow()));
            Side.await(second.over);
            Side.await(anaAgain.over);
            Side.await(benAgain.over);
            assertThat(hostSide.call(() -> resumed.current().isTerminal())).isTrue();
            WholeMatchTest.holdsExactlyItsViews(hostSide, resumed, sideA, anaAgain.guest(), 1);
            WholeMatchTest.holdsExactlyItsViews(hostSide, resumed, sideB, benAgain.guest(), 2);
            hostSide.call(again::close).join();
        }
    }

    private static URI address(Host host) {
        return URI.create("ws://127.0.0.1:" + host.port() + "/");
    }
}
