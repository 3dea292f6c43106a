package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.zola.ZolaState;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * The match area stays where it is when the status line turns to its warning style (a refused
 * click) and back: the sentence keeps one padding in both styles, so nothing above it moves.
 */
class StatusLineStabilityUiTest extends ShellUiTest {

    private Bounds inScene(String query) {
        Node node = robot.lookup(query).query();
        return onFx(() -> node.localToScene(node.getBoundsInLocal()));
    }

    @Test
    void aRefusalMovesNeitherTheBoardNorTheStatusLine() {
        startZola();
        Bounds board = inScene(".board-area");
        Bounds line = inScene(".status-line");

        ZolaState state = (ZolaState) current();
        byte enemy = state.colourToMove() == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED;
        int square = 0;
        while (state.colourAt(square) != enemy) {
            square++;
        }
        click("#cell-" + state.squareName(square));
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertThat(onFx(() -> status.getStyleClass().contains("status-refused"))).as("the warning style is on").isTrue();
        robot.interact(() -> stage.getScene().getRoot().layout());

        assertThat(inScene(".board-area")).as("the match area did not move").isEqualTo(board);
        assertThat(inScene(".status-line")).isEqualTo(line);
    }
}
