package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.Track;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

/**
 * One die, drawn in the colour of the side that rolled it. A used die is greyed out and crossed
 * through (so it reads without colour); a blank die (0) waits for the roll.
 */
final class DieFace extends Pane {
    private static final double[][][] PIPS = {
        {},
        {{0.5, 0.5}},
        {{0.27, 0.27}, {0.73, 0.73}},
        {{0.27, 0.27}, {0.5, 0.5}, {0.73, 0.73}},
        {{0.27, 0.27}, {0.73, 0.27}, {0.27, 0.73}, {0.73, 0.73}},
        {{0.27, 0.27}, {0.73, 0.27}, {0.5, 0.5}, {0.27, 0.73}, {0.73, 0.73}},
        {{0.27, 0.25}, {0.73, 0.25}, {0.27, 0.5}, {0.73, 0.5}, {0.27, 0.75}, {0.73, 0.75}},
    };

    private final double size;

    DieFace(double size) {
        this.size = size;
        setMinSize(size, size);
        setPrefSize(size, size);
        setMaxSize(size, size);
        getStyleClass().add("battlegammon-die");
    }

    void show(int value, int side, boolean used) {
        getChildren().clear();
        boolean white = side == Track.WHITE;
        Rectangle body = new Rectangle(0, 0, size, size);
        body.setArcWidth(size * 0.25);
        body.setArcHeight(size * 0.25);
        body.setFill(value == 0 ? Color.web("#9e9e9e", 0.25) : white ? TrackPane.WHITE_PAWN : TrackPane.BLACK_PAWN);
        body.setStroke(white ? TrackPane.BLACK_PAWN : Color.web("#9e9e9e"));
        body.setStrokeWidth(2);
        Group face = new Group(body);
        for (double[] pip : PIPS[value]) {
            face.getChildren().add(new Circle(pip[0] * size, pip[1] * size, size * 0.09,
                    white ? TrackPane.BLACK_PAWN : TrackPane.WHITE_PAWN));
        }
        getChildren().add(face);
        setOpacity(used ? 0.35 : 1);
        if (used) {
            Line cross = new Line(size * 0.1, size * 0.9, size * 0.9, size * 0.1);
            cross.setStroke(Color.web("#c62828"));
            cross.setStrokeWidth(3);
            getChildren().add(cross);
        }
    }
}
