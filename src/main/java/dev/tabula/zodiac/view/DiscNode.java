package dev.tabula.zodiac.view;

import dev.tabula.zodiac.Discs;
import dev.tabula.app.spi.TableLook;
import javafx.scene.Group;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Polygon;

/**
 * One disc: a round body, plus a mark that tells the sides apart by shape as well as by shade
 * (a small ring on reversible discs, a diamond on the red neutral discs).
 */
final class DiscNode extends Group {
    static final Color BLACK = Color.web("#1b1b1b");
    static final Color WHITE = Color.web("#f4f1e8");
    static final Color RED = Color.web("#b3261e");

    private final Circle body;
    private final Ellipse highlight;
    private final Circle ring;
    private final Polygon diamond;
    private int content;

    DiscNode(double radius) {
        body = new Circle(radius);
        body.setStrokeWidth(Math.max(1.2, radius * 0.08));
        body.setEffect(TableLook.shadow(2 * radius));
        // the light from the upper left of every board (TableLook)
        highlight = new Ellipse(-radius * 0.34, -radius * 0.4, radius * 0.3, radius * 0.17);
        highlight.setRotate(-35);
        highlight.setMouseTransparent(true);
        ring = new Circle(radius * 0.55);
        diamond = new Polygon(0, -radius * 0.5, radius * 0.5, 0, 0, radius * 0.5, -radius * 0.5, 0);
        body.getStyleClass().add("zodiac-disc-body");
        ring.getStyleClass().add("zodiac-disc-ring");
        diamond.getStyleClass().add("zodiac-disc-diamond");
        getChildren().addAll(body, ring, diamond, highlight);
        setMouseTransparent(true);
    }

    /** Shows black, white or red (a disc is never empty). */
    void show(int content) {
        this.content = content;
        String colour = switch (content) {
            case Discs.BLACK -> "black";
            case Discs.WHITE -> "white";
            default -> "red";
        };
        for (var node : getChildren()) {
            node.getStyleClass().removeAll("black", "white", "red");
            node.getStyleClass().add(colour);
        }
        Color base = switch (content) {
            case Discs.BLACK -> BLACK;
            case Discs.WHITE -> WHITE;
            default -> RED;
        };
        body.setFill(TableLook.stone(base));
        body.setStroke(TableLook.rim(base));
        highlight.setFill(Color.rgb(255, 255, 255, content == Discs.BLACK ? 0.22 : 0.45));
        ring.setVisible(content != Discs.RED);
        diamond.setVisible(content == Discs.RED);
    }

    int content() {
        return content;
    }
}
