package dev.tabula.testing;

import javafx.scene.Node;
import javafx.scene.input.MouseButton;
import org.testfx.api.FxRobot;

/**
 * A real click through the robot, without the pointer's glide across the screen that
 * {@code clickOn} animates (hundreds of small steps per click on a busy machine).
 */
public final class Clicks {
    private Clicks() {
    }

    public static void click(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        var mouse = robot.robotContext().getMouseRobot();
        mouse.move(robot.point(node).query());
        mouse.press(MouseButton.PRIMARY);
        mouse.release(MouseButton.PRIMARY);
    }
}
