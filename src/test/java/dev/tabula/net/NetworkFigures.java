package dev.tabula.net;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The figures of docs/network.md: what a friend receives per move in a whole match of each game,
 * read off the wire. Not a test and not in the suite (surefire picks *Test classes only):
 * {@code mvn -B -q -o test -Dtest=NetworkFigures -Dsurefire.failIfNoSpecifiedTests=false}.
 */
class NetworkFigures {

    @Test
    void whatAFriendReceivesPerMove() throws Exception {
        System.out.println("| game | seats | moves | messages | bytes on the wire | bytes a move | largest message | a welcome at the last move |");
        System.out.println("|---|---|---|---|---|---|---|---|");
        for (String id : List.of("zola", "zodiac", "battlegammon", "zodijak")) {
            for (long seed = 1; seed <= 3; seed++) {
                figures(id, seed);
            }
        }
    }

    private static void figures(String id, long seed) throws Exception {
        Game game = GameCatalog.installed().require(id);
        boolean cards = id.equals("zodijak");
        List<Seat> seats = cards
                ? List.of(Seat.person("Hana"), Seat.person("Ana"), Seat.computer("Tabula", "easy"), Seat.person("Ben"))
                : List.of(Seat.person("Hana"), Seat.person("Ana"));
        Match match = new Match(game, new Setup(seats.size(), game.info().resolveOptions(Map.of()), seed), seats);
        TestClock clock = new TestClock();
        try (Side hostSide = new Side("host", clock, 1); Side guestSide = new Side("guest", clock, 2)) {
            HostSeats hostSeats = new HostSeats(hostSide, seed);
            Host host = hostSeats.start(HostSetup.loopback(match, Set.of(1), "Hana"));
            try (WireTap tap = new WireTap(host.port())) {
                ScriptedGuest ana = new ScriptedGuest(guestSide, seed + 10)
                        .join(tap.address(), hostSide.call(() -> host.joinCode(1).orElseThrow()));
                Side.await(hostSeats.over);
                Side.await(ana.over);
                List<String> texts = tap.textsToGuest();
                int bytes = tap.bytesToGuest().length;
                int largest = texts.stream().mapToInt(text -> text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length)
                        .max().orElse(0);
                Match before = Wire.prefix(game, match.setup(), seats, match.line(), match.cursor() - 1);
                int welcome = Wire.joiningAt(hostSide, before, Set.of(1), 1).stream()
                        .mapToInt(text -> text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length).sum();
                System.out.printf("| %s | %d | %d | %d | %,d | %d | %,d | %,d |%n", id, seats.size(), match.cursor(),
                        texts.size(), bytes, bytes / match.cursor(), largest, welcome);
            }
            hostSide.call(host::close).join();
        }
    }
}
