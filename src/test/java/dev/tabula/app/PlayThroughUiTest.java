package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

class PlayThroughUiTest extends ShellUiTest {

    /**
     * From the picker to the banner: the first moves and the last by clicks, the ones between
     * the way the board hands them on (clicking them all took a fifth of the suite).
     */
    @Test
    void aWholeZolaGameIsPlayedByClicksFromThePickerToTheBanner() {
        startZola();
        int plies = 0;
        while (!current().isTerminal()) {
            State before = current();
            Move move = greedy(before);
            if (plies < 6 || before.apply(move).isTerminal()) {
                clickMove(move);
            } else {
                playAsTheBoardWould(move);
            }
            assertThat(match().cursor()).as("ply %d (%s) was played", plies + 1, move.notation()).isEqualTo(plies + 1);
            plies++;
        }
        assertThat(visible("#game-over")).isTrue();
        String winner = robot.lookup("#winner").queryAs(Label.class).getText();
        assertThat(winner).endsWith("wins!");
        assertThat(robot.lookup("#status").queryAs(Label.class).getText()).contains("wins");
        robot.clickOn("#banner-back");
        assertThat(robot.lookup("#picker").tryQuery()).isPresent();
    }
}
