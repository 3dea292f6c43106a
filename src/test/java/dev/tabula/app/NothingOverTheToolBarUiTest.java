package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * In the smallest window (640 × 480) no game's board reaches over the tool bar or the status
 * line, and every tool bar control is whole inside the window.
 */
class NothingOverTheToolBarUiTest extends ShellUiTest {

    private Bounds inScene(Node node) {
        return onFx(() -> node.localToScene(node.getBoundsInLocal()));
    }

    @Test
    void at640By480EveryBoardStaysBetweenTheToolBarAndTheStatusLine() {
        robot.interact(() -> {
            stage.setWidth(640);
            stage.setHeight(480);
        });
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            robot.interact(() -> shell().startMatch(new MatchRequest(entry, List.of(Seat.person("Ana"), Seat.person("Bo")),
                    Map.of(), 3)));
            WaitForAsyncUtils.waitForFxEvents(5);
            Bounds bar = inScene(robot.lookup(".match-toolbar").query());
            Bounds status = inScene(robot.lookup(".status-line").query());
            Bounds board = inScene(robot.lookup(".board-area").query());
            assertThat(board.getMinY()).as(entry.id() + ": the board below the tool bar").isGreaterThanOrEqualTo(bar.getMaxY());
            assertThat(board.getMaxY()).as(entry.id() + ": above the status line").isLessThanOrEqualTo(status.getMinY());
            double width = onFx(() -> stage.getScene().getWidth());
            for (Node item : onFx(() -> robot.lookup(".match-toolbar").queryAs(javafx.scene.control.ToolBar.class).getItems())) {
                if (onFx(item::isVisible) && item instanceof javafx.scene.control.Control) {
                    assertThat(onFx(item::getScene)).as(entry.id() + ": " + item.getId() + " not behind the overflow arrow")
                            .isNotNull();
                    assertThat(inScene(item).getMaxX()).as(entry.id() + ": " + item.getId() + " in the window")
                            .isLessThanOrEqualTo(width);
                }
            }
        }
    }
}
