package dev.tabula.battlegammon.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.core.Game;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** The words the shell shows for Battlegammon: status line and seat summaries. */
class BattlegammonUiTest {
    private final BattlegammonUi ui = new BattlegammonUi();
    private final ResourceBundle messages = ResourceBundle.getBundle(BattlegammonUi.BUNDLE);
    private final List<Seat> seats = List.of(Seat.person("Ada"), Seat.person("Ben"));
    private final Game game = new Battlegammon();

    @Test
    void theBundleNamesTheGameSeatsOptionsAndWins() {
        for (String key : List.of("game.name", "game.pitch", "seat.0", "seat.1", "option.mustplayboth",
                "option.mustplayboth.on", "option.mustplayboth.off", "option.autoforced", "option.autoforced.on",
                "option.autoforced.off", "battlegammon.end.goal", "battlegammon.end.enemyHalf")) {
            assertThat(messages.getString(key)).as(key).isNotBlank();
        }
        assertThat(ui.gameId()).isEqualTo(game.info().id());
    }

    @Test
    void theStatusSaysWhoRollsThenWhatToPlay() {
        State start = game.start(2, Map.of(), 1L);
        assertThat(ui.status(start.publicView(), seats, messages)).isEqualTo("Ada (Black) to roll the dice");
        State rolled = start.apply(game.parseMove(start, "roll 2-5"));
        assertThat(ui.status(rolled.publicView(), seats, messages)).startsWith("Ada (Black) to play the 2 and the 5");
        State half = rolled.apply(game.parseMove(rolled, "24/2"));
        assertThat(ui.status(half.publicView(), seats, messages)).isEqualTo("Ada (Black) to play the 5");
    }

    @Test
    void aMoveWithItsPositionIsWordedSquareToSquareNotInItsNotation() {
        State start = game.start(2, Map.of(), 1L);
        State rolled = start.apply(game.parseMove(start, "roll 2-5"));
        dev.tabula.core.Move pawn = game.parseMove(rolled, "24/2");
        // what the review's lines say: "24/2" read as "24 to 2" though the pawn goes two squares
        assertThat(ui.moveText(dev.tabula.app.spi.PlayedMove.from(rolled, pawn), messages)).isEqualTo("24 → 22");
    }

    @Test
    void withTheSecondSeatBlackTheStatusNamesThatSeat() {
        State start = game.start(2, Map.of("colours", "secondSeatBlack"), 1L);
        assertThat(ui.status(start.publicView(), seats, messages)).isEqualTo("Ben (Black) to roll the dice");
        State rolled = start.apply(game.parseMove(start, "roll 2-5"));
        assertThat(rolled.currentSeat()).isEqualTo(1);
        assertThat(ui.status(rolled.publicView(), seats, messages)).startsWith("Ben (Black) to play the 2 and the 5");
    }

    @Test
    void aSeatThatKeptTheOtherColoursDefaultNameIsCalledByItsOwnColour() {
        State start = game.start(2, Map.of("colours", "secondSeatBlack"), 1L);
        List<Seat> defaults = List.of(Seat.person("Black"), Seat.person("White"));
        assertThat(ui.status(start.publicView(), defaults, messages)).isEqualTo("Black to roll the dice");
    }

    @Test
    void aSeatWithItsDefaultNameIsNotNamedTwice() {
        State start = game.start(2, Map.of(), 1L);
        List<dev.tabula.core.Seat> defaults = List.of(dev.tabula.core.Seat.person("Black"), dev.tabula.core.Seat.person("White"));
        assertThat(ui.status(start.publicView(), defaults, messages)).isEqualTo("Black to roll the dice");
    }

    @Test
    void theSeatSummaryCountsProgressTowardBothWins() {
        State start = game.start(2, Map.of(), 1L);
        assertThat(ui.seatSummary(start.publicView(), 0, messages)).isEqualTo("Black · 0/3 in the goal · 0/8 in the enemy half");
    }

    /** Under every colours option, each text about a seat gives the colour it plays, and no default name gives another. */
    @Test
    void everyTextUsesTheColourTheSeatReallyPlays() {
        for (String colours : List.of("firstSeatBlack", "secondSeatBlack", "random")) {
            for (long seed = 1; seed <= 6; seed++) {
                BattlegammonState start = (BattlegammonState) game.start(2, Map.of("colours", colours), seed);
                int black = start.seatOf(0);
                String[] colour = {messages.getString("side.0"), messages.getString("side.1")};
                assertThat(ui.seatSummary(start.publicView(), black, messages)).as(colours + " " + seed).startsWith("Black · ");
                assertThat(ui.seatSummary(start.publicView(), 1 - black, messages)).as(colours + " " + seed).startsWith("White · ");
                assertThat(ui.status(start.publicView(), seats, messages)).as(colours + " " + seed)
                        .isEqualTo(seats.get(black).name() + " (Black) to roll the dice");
                List<Seat> defaults = List.of(Seat.person(messages.getString("seat.0")), Seat.person(messages.getString("seat.1")));
                assertThat(ui.status(start.publicView(), defaults, messages)).as(colours + " " + seed)
                        .isEqualTo(defaults.get(black).name() + " (Black) to roll the dice");
                assertThat(List.of(messages.getString("seat.0"), messages.getString("seat.1")))
                        .as("default seat names are not colours").doesNotContain(colour);
            }
        }
    }
}
