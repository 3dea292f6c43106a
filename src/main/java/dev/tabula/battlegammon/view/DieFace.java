package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.TableLook;
import dev.tabula.battlegammon.Track;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

/**
 * One die, ivory or ebony as the side that rolled it, with hollow pips. A used die is greyed out and crossed
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
        body.setArcWidth(size * 0.3);
        body.setArcHeight(size * 0.3);
        if (value == 0) {
            body.setFill(Color.web("#9e9e9e", 0.25)); // waiting for the roll: an empty place
            body.setStroke(Color.web("#9e9e9e"));
            body.getStrokeDashArray().setAll(size * 0.1, size * 0.08);
        } else {
            // ivory for White, ebony for Black, with the light of the board from the upper left
            body.setFill(white ? TableLook.ivory() : TableLook.ebony());
            body.setStroke(white ? Color.web("#b9ab88") : Color.web("#8a8a8a"));
            body.setEffect(TableLook.shadow(size * 0.7));
        }
        body.setStrokeWidth(Math.max(1, size * 0.03));
        Group face = new Group(body);
        for (double[] pip : PIPS[value]) {
            face.getChildren().add(TableLook.pip(pip[0] * size, pip[1] * size, size * 0.085,
                    white ? Color.web("#1d1d1d") : TableLook.IVORY));
        }
        getChildren().add(face);
        setOpacity(used ? 0.4 : 1);
        if (used) {
            Line cross = new Line(size * 0.12, size * 0.88, size * 0.88, size * 0.12);
            cross.setStroke(Color.web("#c62828"));
            cross.setStrokeWidth(Math.max(2, size * 0.07));
            cross.setStrokeLineCap(javafx.scene.shape.StrokeLineCap.ROUND);
            getChildren().add(cross);
        }
    }
}
