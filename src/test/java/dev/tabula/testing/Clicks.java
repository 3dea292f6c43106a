package dev.tabula.testing;

import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;
import org.testfx.api.FxRobot;

/**
 * A real click through the robot, without the pointer's glide across the screen that
 * {@code clickOn} animates (hundreds of small steps per click on a busy machine).
 *
 * <p>The node is looked up and its point taken on the FX thread, once it and everything above it
 * are laid out: a board may replace its nodes when it shows a new position, and a node that just
 * appeared or moved (a Roll button after the computer's turn) keeps its old bounds until the next
 * layout pass; a click taken from either would land beside the node.
 */
public final class Clicks {
    private Clicks() {
    }

    public static void click(FxRobot robot, String query) {
        Scene scene = FxWait.call(() -> sceneOf(robot, query));
        Point2D[] point = new Point2D[1];
        Point2D[] lastPass = new Point2D[1];
        FxWait.untilLaidOut(scene, () -> {
            Optional<Node> found = robot.lookup(query).tryQuery();
            Point2D now = found.map(Clicks::centreOf).orElse(null);
            // settled: nothing above it waits for layout, or (while an animation keeps asking for
            // layout on every pulse) it stood on the same spot through a whole layout pass
            boolean settled = now != null && (laidOut(found.get()) || now.equals(lastPass[0]));
            lastPass[0] = now;
            point[0] = now;
            return settled;
        }, query + " on screen and laid out");
        var mouse = robot.robotContext().getMouseRobot();
        mouse.move(point[0]);
        mouse.press(MouseButton.PRIMARY);
        mouse.release(MouseButton.PRIMARY);
    }

    /** The scene that shows {@code query}'s node, or the first one showing. */
    private static Scene sceneOf(FxRobot robot, String query) {
        return robot.lookup(query).tryQuery().map(Node::getScene)
                .or(() -> Window.getWindows().stream().filter(Window::isShowing).map(Window::getScene).findFirst())
                .orElseThrow(() -> new AssertionError("no window shows " + query));
    }

    /** The centre of {@code node} on screen, or null while it is detached from a window. */
    private static Point2D centreOf(Node node) {
        Bounds bounds = node.localToScreen(node.getBoundsInLocal());
        return bounds == null ? null : new Point2D(bounds.getCenterX(), bounds.getCenterY());
    }

    /** Whether no layout is pending from {@code node} up to its scene's root. */
    private static boolean laidOut(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n instanceof Parent parent && parent.isNeedsLayout()) {
                return false;
            }
        }
        return true;
    }
}
