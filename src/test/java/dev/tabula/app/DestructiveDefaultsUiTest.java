package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.Test;

/**
 * What cannot be taken back is never the default button: in "Remove the match" and "Clear
 * records" Cancel is, as in the Resign question, so a reflexive Enter destroys nothing.
 */
class DestructiveDefaultsUiTest extends ShellUiTest {

    private boolean isDefault(String id) {
        return onFx(() -> robot.lookup(id).queryAs(Button.class).isDefaultButton());
    }

    @Test
    void removingAMatchInProgressDefaultsToCancelAndEnterKeepsIt() {
        startZola();
        clickMove(greedy(current()));
        click("#back");
        settle();
        click("#remove-0");
        assertThat(robot.lookup("#remove-dialog").tryQuery()).isPresent();
        assertThat(isDefault("#confirm-no")).as("Cancel is the default").isTrue();
        assertThat(isDefault("#confirm-yes")).as("Remove is not").isFalse();
        robot.push(KeyCode.ENTER);
        settle();
        assertThat(robot.lookup("#remove-dialog").tryQuery()).isEmpty();
        assertThat(robot.lookup("#remove-0").tryQuery()).as("Enter kept the match").isPresent();
    }

    @Test
    void clearingTheRecordsDefaultsToCancel() {
        startZola();
        click("#resign");
        click("#confirm-yes");
        settle();
        robot.interact(() -> shell().records().show());
        click("#records-clear");
        assertThat(robot.lookup("#clear-records-dialog").tryQuery()).isPresent();
        assertThat(isDefault("#confirm-no")).as("Cancel is the default").isTrue();
        assertThat(isDefault("#confirm-yes")).as("Clear is not").isFalse();
        click("#confirm-no");
        assertThat(robot.lookup("#records-none").tryQuery()).as("nothing cleared").isEmpty();
    }
}
