package dev.tabula.battlegammon.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.TableLook;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.Sights;
import dev.tabula.testing.Stages;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.paint.Color;
import javafx.scene.shape.Rectangle;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The panels' wooden tray under the track: it reaches down to the bottom of a large room and its
 * dice chart grows into it, the room is given back when the window shrinks, nothing of it lies
 * outside the board's area, and the chart is painted in the table's materials.
 */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class BattlegammonTrayTest {
    private BattlegammonBoardView view;

    @Start
    void start(Stage stage) {
        Battlegammon game = new Battlegammon();
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 7L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        for (int i = 0; i < 12; i++) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        view = new BattlegammonBoardView(new FakeViewContext(match));
        view.show(Sights.ofPeople(match.current()), null, false);
        // the board's area is sized in a group, not by the window: the headless screen is smaller
        // than a large room, and a window past its edge breaks the headless frame buffer
        Stages.setSized(stage, new Scene(new javafx.scene.Group(view.node()), 1100, 520));
        stage.show();
    }

    private void resize(FxRobot robot, double width, double height) {
        robot.interact(() -> {
            view.node().setPrefSize(width, height);
            view.node().setMaxSize(width, height);
        });
        WaitForAsyncUtils.waitForFxEvents(4);
    }

    private Bounds bounds(FxRobot robot, String query) {
        return WaitForAsyncUtils.waitForAsyncFx(5000, () -> {
            Node node = robot.lookup(query).query();
            return node.localToScene(node.getLayoutBounds());
        });
    }

    @Test
    void onALargeScreenTheTrayReachesTheBottomAndTheChartGrowsIntoIt(FxRobot robot) {
        resize(robot, 1600, 1000);
        Bounds room = bounds(robot, ".battlegammon-view");
        Bounds tray = bounds(robot, ".battlegammon-tray");
        Bounds board = bounds(robot, "#board");
        assertThat(tray.getMinY()).as("the tray right under the board").isBetween(board.getMaxY(), board.getMaxY() + 12);
        assertThat(room.getMaxY() - tray.getMaxY()).as("no empty room under the tray").isBetween(0.0, 12.0);
        Bounds chart = bounds(robot, "#dice-chart");
        assertThat(chart.getHeight()).as("the chart takes the tray's height, not its least")
                .isGreaterThan(tray.getHeight() * 0.5);

        resize(robot, 900, 560);
        Bounds smallRoom = bounds(robot, ".battlegammon-view");
        Bounds smallBoard = bounds(robot, "#board");
        assertThat(smallBoard.getHeight()).as("the board as tall as its width allows once the window shrinks")
                .isCloseTo(smallBoard.getWidth() * TrackGeometry.HEIGHT_PER_WIDTH, org.assertj.core.data.Offset.offset(2.0));
        Bounds smallTray = bounds(robot, ".battlegammon-tray");
        assertThat(smallTray.getMaxY()).as("the tray within the board's area").isLessThanOrEqualTo(smallRoom.getMaxY() + 1);
        assertThat(smallTray.getMinX()).isGreaterThanOrEqualTo(smallRoom.getMinX());
        assertThat(smallTray.getMaxX()).isLessThanOrEqualTo(smallRoom.getMaxX());
    }

    @Test
    void theChartIsIvoryBarsInTheTraysWoodNotAPlainColour(FxRobot robot) {
        for (int face = 1; face <= 6; face++) {
            Rectangle bar = robot.lookup("#dice-stats-face-" + face).queryAs(Rectangle.class);
            assertThat(bar.getFill()).as("face %d's bar", face).isEqualTo(TableLook.ivory()).isNotInstanceOf(Color.class);
        }
        Rectangle slot = robot.lookup("#dice-chart-slot").queryAs(Rectangle.class);
        assertThat(slot.getFill()).isEqualTo(TableLook.shade(TableLook.WALNUT, -0.45));
        Node wood = robot.lookup("#tray-wood").query();
        assertThat(((javafx.scene.layout.Region) wood).getBackground().getFills().get(0).getFill())
                .as("the tray is the board's wood").isEqualTo(TableLook.wood(PanelTray.WOOD));
    }
}
