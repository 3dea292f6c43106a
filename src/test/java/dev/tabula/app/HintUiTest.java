package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Hint action: worked out through the computers' executor (stepped by hand here), said in the
 * status line as a legal move and a chance, and dropped when the position changes before it comes.
 */
class HintUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheSearchByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    private String status() {
        return onFx(() -> robot.lookup("#status").queryAs(Label.class).getText());
    }

    @Test
    void aHintNamesALegalMoveAndTheChanceAfterIt() {
        startZola();
        click("#hint");
        assertThat(status()).isEqualTo("Looking for a good move…");
        assertThat(computers.isIdle()).as("the search waits for the executor").isFalse();

        computers.runUntilIdle();

        String said = status();
        assertThat(said).startsWith("Hint: ").contains("chance of winning");
        java.util.List<String> legal = onFx(() -> current().legalMoves().stream().map(Move::notation).toList());
        assertThat(legal).anyMatch(notation -> said.startsWith("Hint: " + notation + "."));
        assertThat(onFx(() -> robot.lookup("#hint").queryAs(Button.class).isDisabled())).isFalse();
    }

    @Test
    void aMoveBeforeTheHintComesDropsIt() {
        startZola();
        click("#hint");
        Move move = onFx(() -> current().legalMoves().get(0));
        robot.interact(() -> shell().matchScreen().play(move));

        computers.runUntilIdle();

        assertThat(status()).doesNotStartWith("Hint: ");
        assertThat(onFx(() -> match().cursor())).isEqualTo(1);
    }

    @Test
    void noHintWhileTheCoverHidesTheHandOfTheSeatToMove() {
        click("#new-zodijak");
        click("#start-match");
        assertThat(robot.lookup("#cover").tryQuery()).as("two people: the first meets the cover").isPresent();

        click("#hint");
        computers.runUntilIdle();

        assertThat(status()).startsWith("No hint now");
        assertThat(computers.isIdle()).isTrue();
    }
}
