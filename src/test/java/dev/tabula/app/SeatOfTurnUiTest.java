package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Labeled;
import org.junit.jupiter.api.Test;

/** The side panel marks whose turn it is while the dice are still to roll, not only once they are rolled. */
class SeatOfTurnUiTest extends ShellUiTest {
    @Test
    void theSeatToRollIsMarked() {
        click("#new-battlegammon");
        click("#start-match");
        assertThat(current().isChance()).as("a Battlegammon match starts with a roll").isTrue();

        assertThat(robot.lookup(".seat-to-move").queryAll()).hasSize(1);
        String marked = robot.lookup(".seat-to-move").lookup(".label").queryAllAs(Labeled.class).stream()
                .map(Labeled::getText).filter(text -> text.equals(match().seats().get(current().seatOfTurn()).name()))
                .findFirst().orElse("");
        assertThat(marked).isNotEmpty();
    }
}
