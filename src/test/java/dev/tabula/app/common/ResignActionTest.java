package dev.tabula.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Who Resign concedes for ({@link ResignAction#resigner}): a person's decision only. */
class ResignActionTest {
    private static Match zola(Seat... seats) {
        var game = GameCatalog.installed().require("zola");
        return new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 5L), List.of(seats));
    }

    @Test
    void thePersonWhoseTurnItIsResignsInHotSeat() {
        Match match = zola(Seat.person("Anna"), Seat.person("Bob"));
        assertThat(ResignAction.resigner(match)).hasValue(0);
        match.play(match.current().legalMoves().get(0));
        assertThat(ResignAction.resigner(match)).hasValue(1);
    }

    @Test
    void theOnePersonAtATableWithTheComputerResignsEvenOnTheComputersTurn() {
        Match match = zola(Seat.person("Anna"), Seat.computer("Computer (Hard)", "hard"));
        match.play(match.current().legalMoves().get(0));
        assertThat(match.current().currentSeat()).isEqualTo(1);
        assertThat(ResignAction.resigner(match)).hasValue(0);
    }

    @Test
    void aComputerNeverResigns() {
        Match watched = zola(Seat.computer("A", "easy"), Seat.computer("B", "hard"));
        assertThat(ResignAction.resigner(watched)).isEqualTo(OptionalInt.empty());
    }

    @Test
    void nobodyResignsOnceTheMatchIsOver() {
        Match match = zola(Seat.person("Anna"), Seat.person("Bob"));
        match.resign(1);
        assertThat(ResignAction.resigner(match)).isEmpty();
    }

    @Test
    void atATableOfSeveralPeopleOnAComputersTurnThePersonWhoMovedLastResigns() {
        var game = GameCatalog.installed().require("zodijak");
        Match match = new Match(game, new Setup(3, game.info().resolveOptions(Map.of()), 9L),
                List.of(Seat.person("Anna"), Seat.person("Bob"), Seat.computer("C", "medium")));
        while (match.current().seatOfTurn() != 2) {
            match.play(match.current().isChance() ? match.current().sampleChance() : match.current().legalMoves().get(0));
        }
        int lastPerson = match.stateAt(match.cursor() - 1).currentSeat();
        assertThat(lastPerson).isIn(0, 1);
        assertThat(ResignAction.resigner(match)).hasValue(lastPerson);
    }
}
