package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

class UndoRedoUiTest extends ShellUiTest {

    @Test
    void undoAndRedoWalkTheLineAndANewMoveReplacesTheRedo() {
        startZola();
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isTrue();
        State start = current();
        clickMove(greedy(start));
        State afterOne = current();
        clickMove(greedy(afterOne));
        State afterTwo = current();
        assertThat(match().cursor()).isEqualTo(2);

        robot.push(KeyCode.CONTROL, KeyCode.Z);
        assertThat(match().cursor()).isEqualTo(1);
        assertThat(current()).isEqualTo(afterOne);
        click("#undo");
        assertThat(current()).isEqualTo(start);
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isTrue();

        robot.push(KeyCode.CONTROL, KeyCode.Y);
        assertThat(current()).isEqualTo(afterOne);
        robot.push(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z);
        assertThat(current()).isEqualTo(afterTwo);
        assertThat(robot.lookup("#redo").queryAs(Button.class).isDisabled()).isTrue();

        robot.push(KeyCode.CONTROL, KeyCode.Z);
        Move other = afterOne.legalMoves().get(afterOne.legalMoves().size() - 1);
        clickMove(other);
        assertThat(match().line()).hasSize(2).last().isEqualTo(other);
        assertThat(match().canRedo()).isFalse();
    }

    @Test
    void clickingAMoveInTheListShowsThatPositionUntilBackToTheGame() {
        startZola();
        State start = current();
        clickMove(greedy(start));
        clickMove(greedy(current()));
        clickMove(greedy(current()));
        click("#turn-1"); // the move list's first entry
        assertThat(visible("#browse-bar")).isTrue();
        assertThat(robot.lookup("#browse-label").queryAs(Label.class).getText()).contains("1", "3");
        // while browsing the board takes no moves
        State live = current();
        clickMove(greedy(match().stateAt(1)));
        assertThat(match().cursor()).isEqualTo(3);
        assertThat(current()).isEqualTo(live);
        click("#back-to-game");
        assertThat(visible("#browse-bar")).isFalse();
        clickMove(greedy(current()));
        assertThat(match().cursor()).isEqualTo(4);
    }
}
