package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.transform.Scale;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The table uses its room: at two and three seats the cards are larger than at four (the sides are
 * free), nothing is drawn past the table's edge, and no seat's box lies over the stock or the pile,
 * at a small, the usual and a large size.
 */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakTableRoomTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    @Test
    void withTwoSeatsTheHandsCardsTakeMoreOfTheTableThanWithFour(FxRobot robot) {
        double two = cardShare(robot, 2);
        double four = cardShare(robot, 4);
        assertThat(two).as("a card's width over the table's, two seats").isGreaterThan(0.105);
        assertThat(two).isGreaterThan(four * 1.15);
    }

    @Test
    void nothingRunsPastTheTableNorOverTheMiddleAtAnySize(FxRobot robot) {
        for (int seats = 2; seats <= 4; seats++) {
            FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(seats, 3));
            click(robot, "#coverButton");
            // the table's room is sized in a group, not by the window: the headless screen is smaller
            // than a large room, and a window past its edge breaks the headless frame buffer
            javafx.scene.layout.Region view = context.view().node();
            robot.interact(() -> stage.setScene(new javafx.scene.Scene(new javafx.scene.Group(view), 1100, 760)));
            for (double[] size : new double[][] {{820, 540}, {1100, 760}, {1700, 1000}}) {
                robot.interact(() -> {
                    view.setPrefSize(size[0], size[1]);
                    view.setMaxSize(size[0], size[1]);
                });
                WaitForAsyncUtils.waitForFxEvents();
                String at = seats + " seats at " + (int) size[0] + " x " + (int) size[1];
                Pane table = (Pane) robot.lookup("#pile").query().getParent();
                Bounds room = room(table, context);
                for (Node child : List.copyOf(table.getChildren())) {
                    Bounds drawn = child.getBoundsInParent();
                    assertThat(drawn.getMinX()).as(at + ": " + child).isGreaterThanOrEqualTo(room.getMinX() - 1);
                    assertThat(drawn.getMinY()).as(at + ": " + child).isGreaterThanOrEqualTo(room.getMinY() - 1);
                    assertThat(drawn.getMaxX()).as(at + ": " + child).isLessThanOrEqualTo(room.getMaxX() + 1);
                    assertThat(drawn.getMaxY()).as(at + ": " + child).isLessThanOrEqualTo(room.getMaxY() + 1);
                }
                List<Bounds> middle = List.of(bounds(robot, "#stock"), bounds(robot, "#pile"));
                List<Node> boxes = List.copyOf(robot.lookup(node -> node.getId() != null
                        && node.getId().startsWith("seat-")).queryAll());
                assertThat(boxes).as(at + ": the other seats' boxes").hasSize(seats - 1);
                for (Node box : boxes) {
                    for (Bounds cards : middle) {
                        assertThat(box.getBoundsInParent().intersects(cards)).as(at + ": " + box.getId() + " " + box.getBoundsInParent() + " over " + cards)
                                .isFalse();
                    }
                }
            }
        }
    }

    /** A hand card's width over the table's width, at the table's usual size, with {@code seats} seats. */
    private double cardShare(FxRobot robot, int seats) {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(seats, 3));
        click(robot, "#coverButton");
        Pane table = (Pane) robot.lookup("#pile").query().getParent();
        Node card = robot.lookup(node -> node.getId() != null && node.getId().startsWith("card-")).query();
        return card.getBoundsInParent().getWidth() / room(table, context).getWidth();
    }

    /** The table's room in its own (unscaled) coordinates: the view's size over the table's scale. */
    private static Bounds room(Pane table, FakeContext context) {
        double scale = ((Scale) table.getTransforms().get(0)).getX();
        javafx.scene.layout.Region view = context.view().node();
        return new BoundingBox(0, 0, view.getWidth() / scale, view.getHeight() / scale);
    }

    private static Bounds bounds(FxRobot robot, String query) {
        List<Bounds> found = new ArrayList<>();
        robot.interact(() -> found.add(robot.lookup(query).query().getBoundsInParent()));
        return found.get(0);
    }
}
