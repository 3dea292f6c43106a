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
        Wire.Watched seen = Wire.playedWatching(match, Set.of(1), 1, new TestClock());
        int largest = seen.texts().stream().mapToInt(NetworkFigures::bytes).max().orElse(0);
        Match before = Wire.prefix(game, match.setup(), seats, match.line(), match.cursor() - 1);
        int welcome;
        try (Side side = new Side("host", new TestClock(), 1)) {
            welcome = Wire.joiningAt(side, before, Set.of(1), 1).stream().mapToInt(NetworkFigures::bytes).sum();
        }
        System.out.printf("| %s | %d | %d | %d | %,d | %d | %,d | %,d |%n", id, seats.size(), match.cursor(),
                seen.texts().size(), seen.bytes(), seen.bytes() / match.cursor(), largest, welcome);
    }

    private static int bytes(String text) {
        return text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
    }
}
