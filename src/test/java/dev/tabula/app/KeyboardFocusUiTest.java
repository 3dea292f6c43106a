package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Keyboard play in every game's match screen: Tab walks the tool bar's buttons left to right and
 * then reaches the board, Shift+Tab from the board goes back to the last button, a click on a
 * button leaves the keys with the board, and the board shows a frame while it has the focus of
 * a player on the keyboard.
 */
class KeyboardFocusUiTest extends ShellUiTest {

    @ParameterizedTest
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void tabWalksTheToolBarAndTheBoardShowsItsFocus(String game) {
        click("#new-" + game);
        click("#start-match");
        Node board = onFx(() -> shell().matchScreen().boardNode());
        Node ring = robot.lookup("#board-focus-ring").query();
        assertThat(onFx(board::isFocusWithin)).as("the board has the keys when the match starts").isTrue();
        assertThat(onFx(ring::isVisible)).as("no frame for a player who clicked").isFalse();

        // the buttons that can act now (Undo and Redo are off at the start, Hint before a roll), and the match's menu
        List<String> enabled = onFx(() -> robot.lookup(".match-toolbar").queryAs(javafx.scene.control.ToolBar.class)
                .getItems().stream().filter(node -> node instanceof javafx.scene.control.Control && node.isFocusTraversable()
                        && !node.isDisabled() && node.isVisible()).map(Node::getId).toList());
        assertThat(enabled).contains("back", "match-menu", "rules", "settings-match");

        robot.push(KeyCode.SHIFT, KeyCode.TAB);
        assertThat(focusedId()).as("Shift+Tab from the board").isEqualTo(enabled.get(enabled.size() - 1));
        assertThat(onFx(ring::isVisible)).as("no frame while a button has the focus").isFalse();

        robot.interact(() -> robot.lookup("#back").query().requestFocus());
        List<String> walked = new ArrayList<>();
        for (int i = 0; i < 20 && !onFx(board::isFocusWithin); i++) {
            walked.add(focusedId());
            robot.type(KeyCode.TAB);
        }
        assertThat(walked).isEqualTo(enabled);
        assertThat(onFx(ring::isVisible)).as("Tab to the board: the frame shows").isTrue();

        click("#rules");
        robot.interact(() -> stage.requestFocus());
        assertThat(onFx(board::isFocusWithin)).as("after a click on a button, the keys are the board's again").isTrue();
        assertThat(onFx(ring::isVisible)).as("the frame goes with a click").isFalse();
        robot.type(KeyCode.ESCAPE);
        assertThat(onFx(ring::isVisible)).as("and comes back with a key").isTrue();
    }

    private String focusedId() {
        return onFx(() -> {
            Node owner = stage.getScene().getFocusOwner();
            return owner == null ? null : owner.getId();
        });
    }
}
