package dev.tabula.app.records;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The tally: a match counts once when it ends, for every person's seat, against the computer levels at the table. */
class RecordsTest {
    static Match match(String gameId, long seed, Seat... seats) {
        var game = GameCatalog.installed().require(gameId);
        return new Match(game, new Setup(seats.length, game.info().resolveOptions(Map.of()), seed), List.of(seats));
    }

    /** Plays random moves to the end. */
    static Match finished(Match match) {
        Rng rng = Rng.fromState(3);
        while (!match.isOver()) {
            match.play(match.current().isChance() ? match.current().sampleChance()
                    : Playouts.randomMove(match.current(), rng));
        }
        return match;
    }

    @Test
    void aResignationCountsAsLostAndResignedForThePersonAndWonForTheOther() {
        Match match = match("zola", 1, Seat.person("Anna"), Seat.person("Bob"));
        match.resign(0);

        Records records = Records.empty().count(match);

        assertThat(records.rows()).containsExactly(
                new Records.Row("Anna", "zola", 1, 0, 0, 1, 1, Map.of()),
                new Records.Row("Bob", "zola", 1, 1, 0, 0, 0, Map.of()));
    }

    @Test
    void computersAreNoRowsButTheLevelPlayedAgainst() {
        Match match = match("zola", 2, Seat.person("Anna"), Seat.computer("Computer (Hard)", "hard"));
        match.resign(0);

        Records records = Records.empty().count(match);

        assertThat(records.rows()).containsExactly(new Records.Row("Anna", "zola", 1, 0, 0, 1, 1,
                Map.of("hard", new Records.Against(1, 0, 0, 1))));
    }

    @Test
    void aFinishedMatchCountsItsWinnerAndLoser() {
        Match match = finished(match("zodiac", 4, Seat.person("Anna"), Seat.computer("C", "easy")));
        boolean annaWon = match.outcome().isWinner(0);
        boolean shared = match.outcome().isDraw() && annaWon;

        Records.Row row = Records.empty().count(match).rows().get(0);

        assertThat(row.played()).isEqualTo(1);
        assertThat(row.won()).isEqualTo(annaWon && !shared ? 1 : 0);
        assertThat(row.shared()).isEqualTo(shared ? 1 : 0);
        assertThat(row.lost()).isEqualTo(annaWon ? 0 : 1);
        assertThat(row.resigned()).isZero();
        assertThat(row.against()).containsOnlyKeys("easy");
    }

    @Test
    void aMatchCountsOnceAndOnlyOnceItEnded() {
        Match going = match("zola", 3, Seat.person("Anna"), Seat.person("Bob"));
        assertThat(Records.empty().count(going)).isEqualTo(Records.empty());
        going.resign(1);

        Records once = Records.empty().count(going);

        assertThat(once.count(going)).isSameAs(once);
        Match sameFileOpenedAgain = match("zola", 3, Seat.person("anna"), Seat.person("Bob"));
        sameFileOpenedAgain.resign(1);
        assertThat(once.count(sameFileOpenedAgain)).isSameAs(once);
    }

    @Test
    void namesMatchCaseInsensitivelyOnTheTrimmedNameAndKeepTheirFirstSpelling() {
        Match first = match("zola", 5, Seat.person("Anna"), Seat.person("Bob"));
        first.resign(1);
        Match second = match("zola", 6, Seat.person("  ANNA "), Seat.person("bob"));
        second.resign(0);

        Records records = Records.empty().count(first).count(second);

        assertThat(records.rows()).extracting(Records.Row::name).containsExactly("Anna", "Bob");
        assertThat(records.rows().get(0).played()).isEqualTo(2);
        assertThat(records.rows().get(0).won()).isEqualTo(1);
        assertThat(records.rows().get(0).resigned()).isEqualTo(1);
    }

    @Test
    void aZodijakResignationAtAFourSeatTableCountsForEveryPerson() {
        Match match = match("zodijak", 7, Seat.person("Anna"), Seat.person("Bob"), Seat.person("Cara"),
                Seat.computer("D", "medium"));
        match.resign(1);

        Records records = Records.empty().count(match);

        assertThat(records.rows()).extracting(Records.Row::name).containsExactly("Anna", "Bob", "Cara");
        assertThat(records.rows()).allMatch(row -> row.played() == 1 && row.against().containsKey("medium"));
        assertThat(records.rows().get(1).resigned()).isEqualTo(1);
        // nobody has a point yet: Anna, Cara and the computer share the win
        assertThat(records.rows().get(0).shared()).isEqualTo(1);
        assertThat(records.rows().get(2).shared()).isEqualTo(1);
    }

    @Test
    void onlyTheNewestCountedMatchesAreRemembered() {
        Records records = Records.empty();
        for (int seed = 0; seed < Records.MAX_COUNTED + 5; seed++) {
            Match match = match("zola", seed, Seat.person("Anna"), Seat.person("Bob"));
            match.resign(0);
            records = records.count(match);
        }
        assertThat(records.counted()).hasSize(Records.MAX_COUNTED);
        assertThat(records.rows().get(0).played()).isEqualTo(Records.MAX_COUNTED + 5);
    }
}
