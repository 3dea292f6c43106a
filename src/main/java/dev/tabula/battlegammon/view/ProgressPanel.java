package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.TableLook;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;

/**
 * Each side's progress toward its two wins: pawns in the goal (0–3, drawn as circles) and pawns
 * in the enemy half (0–8, drawn as squares), filled with the side's stone as they are reached.
 */
final class ProgressPanel extends GridPane {
    private final ResourceBundle messages;

    ProgressPanel(ResourceBundle messages) {
        this.messages = messages;
        setHgap(8);
        setVgap(4);
        setId("progress");
        setMinWidth(Region.USE_PREF_SIZE); // the message beside it wraps instead
        getStyleClass().add("battlegammon-progress");
    }

    void show(BattlegammonState state, List<String> seatNames) {
        getChildren().clear();
        Label title = new Label(GameWords.format(messages, "progress.title"));
        title.getStyleClass().add("battlegammon-panel-title");
        add(title, 0, 0, 3, 1);
        for (int side : new int[] {Track.BLACK, Track.WHITE}) {
            int row = 1 + 2 * side;
            String sideName = Words.sideName(messages, side);
            String name = seatNames.get(side).equals(sideName) ? sideName // not "Black (Black)"
                    : GameWords.format(messages, "progress.name", seatNames.get(side), sideName);
            Label who = new Label(name);
            who.getStyleClass().add("battlegammon-progress-name");
            add(who, 0, row, 3, 1);
            int goal = state.inGoal(side);
            int half = state.inEnemyHalf(side);
            Label goalText = new Label(GameWords.format(messages, "progress.goal", goal));
            goalText.setId("progress-goal-" + side);
            Label halfText = new Label(GameWords.format(messages, "progress.half", half));
            halfText.setId("progress-half-" + side);
            // the marks are drawn in pixels: they grow with the window's text, as their words do
            add(TextScale.follow(marks(side, goal, Track.GOAL_TO_WIN, true), goalText, 1), 0, row + 1);
            add(goalText, 1, row + 1);
            add(TextScale.follow(marks(side, half, Track.ENEMY_HALF_TO_WIN, false), halfText, 1), 2, row + 1);
            add(halfText, 3, row + 1);
        }
    }

    private static HBox marks(int side, int reached, int needed, boolean circles) {
        HBox row = new HBox(2);
        Color fill = side == Track.WHITE ? TrackPane.WHITE_PAWN : TrackPane.BLACK_PAWN;
        for (int i = 0; i < needed; i++) {
            Shape mark = circles ? new Circle(6) : new Rectangle(10, 10);
            if (i < reached) {
                // a pawn of the side's stone, rimmed as on the board: Black's light rim shows on the tray's dark wood
                mark.setFill(TableLook.stone(fill));
                mark.setStroke(TableLook.rim(fill));
                mark.setStrokeWidth(1.5);
                mark.getStyleClass().add("battlegammon-mark-reached");
            } else {
                // Not reached yet: a faint dashed outline, so a white mark reached reads apart from an empty one.
                mark.setFill(Color.TRANSPARENT);
                mark.setStroke(Color.web("#f6eedb", 0.55));
                mark.setStrokeWidth(1.2);
                mark.getStrokeDashArray().setAll(2.0, 2.0);
            }
            row.getChildren().add(mark);
        }
        return row;
    }
}
