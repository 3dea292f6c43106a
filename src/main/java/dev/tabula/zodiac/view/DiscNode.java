package dev.tabula.zodiac.view;

import dev.tabula.zodiac.Discs;
import javafx.scene.Group;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;

/**
 * One disc: a round body, plus a mark that tells the sides apart by shape as well as by shade
 * (a small ring on reversible discs, a diamond on the red neutral discs).
 */
final class DiscNode extends Group {
    private final Circle body;
    private final Circle ring;
    private final Polygon diamond;
    private int content;

    DiscNode(double radius) {
        body = new Circle(radius);
        ring = new Circle(radius * 0.55);
        diamond = new Polygon(0, -radius * 0.5, radius * 0.5, 0, 0, radius * 0.5, -radius * 0.5, 0);
        body.getStyleClass().add("zodiac-disc-body");
        ring.getStyleClass().add("zodiac-disc-ring");
        diamond.getStyleClass().add("zodiac-disc-diamond");
        getChildren().addAll(body, ring, diamond);
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
        ring.setVisible(content != Discs.RED);
        diamond.setVisible(content == Discs.RED);
    }

    int content() {
        return content;
    }
}
