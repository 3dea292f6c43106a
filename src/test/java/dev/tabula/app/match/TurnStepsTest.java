package dev.tabula.app.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.TurnEntry;
import java.util.List;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

/** Stepping by the move list's rows: a roll and its two moves (plies 0..3) are one step. */
class TurnStepsTest {
    private static final List<TurnEntry> TURNS = List.of(turn(0, 3), turn(3, 6), turn(6, 7), turn(7, 10));

    @Test
    void aStepBackLandsOnTheEndOfThePreviousRowAndTheFirstRowStepsToTheStart() {
        assertThat(new TurnSteps(TURNS, 6, 10).previousPly()).isEqualTo(3);
        assertThat(new TurnSteps(TURNS, 3, 10).previousPly()).isZero();
        assertThat(new TurnSteps(TURNS, 0, 10).previousPly()).isEqualTo(TurnSteps.NONE);
    }

    @Test
    void aStepForwardLandsOnTheEndOfTheNextRowAndNeverPastTheLiveGame() {
        assertThat(new TurnSteps(TURNS, 0, 10).nextPly()).isEqualTo(3);
        assertThat(new TurnSteps(TURNS, 6, 10).nextPly()).isEqualTo(7);
        // undone rows after the live game (ply 8, inside the last row) are not stepped into
        assertThat(new TurnSteps(TURNS, 7, 8).nextPly()).isEqualTo(8);
    }

    @Test
    void theCountIsOfRowsAsTheListNumbersThemWithAnUnfinishedTurnCounted() {
        TurnSteps steps = new TurnSteps(TURNS, 6, 8);
        assertThat(steps.shownTurn()).isEqualTo(2);
        assertThat(steps.turnsInEffect()).isEqualTo(4);
        assertThat(new TurnSteps(TURNS, 6, 7).turnsInEffect()).as("the undone row is not counted").isEqualTo(3);
        assertThat(new TurnSteps(TURNS, 0, 7).shownTurn()).isZero();
    }

    private static TurnEntry turn(int first, int end) {
        return new TurnEntry(first, end, 0, Color.GRAY, "turn " + end);
    }
}
