package dev.tabula.zodiac.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.TableLook;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacState;
import java.util.ResourceBundle;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.text.Text;

/**
 * Draws the star (its two triangles, the inner ring marked as the goal, the 12 points with their
 * names) and the discs of a state into a pane, scaled to the pane's size. Layers, bottom to top:
 * board, marks (last move, landing points, flips, hints), discs, click targets.
 */
final class StarPainter {
    private final Pane pane = new Pane();
    private final ResourceBundle messages;
    private final Group boardLayer = new Group();
    private final Group marks = new Group();
    private final Group discLayer = new Group();
    private final Group hitLayer = new Group();
    private final DiscNode[] discs = new DiscNode[Star.POINTS];
    private final Circle[] hits = new Circle[Star.POINTS];
    private double cx;
    private double cy;
    private double scale;

    /** {@code messages} may be null for a picture that nobody clicks or reads aloud. */
    StarPainter(ResourceBundle messages) {
        this.messages = messages;
        pane.getStyleClass().add("zodiac-board");
        pane.getStylesheets().add(StarPainter.class.getResource("zodiac.css").toExternalForm());
        pane.getChildren().addAll(boardLayer, marks, discLayer, hitLayer);
        pane.setMinSize(0, 0);
    }

    Pane pane() {
        return pane;
    }

    /** Rebuilds everything for {@code state} at the given size. */
    void paint(ZodiacState state, double width, double height) {
        cx = width / 2;
        cy = height / 2;
        // the wooden board (1.36 × scale round the centre) fills the shorter side
        scale = Math.max(10, Math.min(width, height) * 0.365);
        paintBoard();
        discLayer.getChildren().clear();
        hitLayer.getChildren().clear();
        for (int p = 0; p < Star.POINTS; p++) {
            discs[p] = null;
            if (state.at(p) != Discs.EMPTY) {
                DiscNode disc = new DiscNode(discRadius());
                disc.setId("disc-" + Star.name(p));
                disc.show(state.at(p));
                disc.relocate(0, 0);
                disc.setLayoutX(x(p));
                disc.setLayoutY(y(p));
                discs[p] = disc;
                discLayer.getChildren().add(disc);
            }
            Circle hit = new Circle(x(p), y(p), discRadius() * 1.15);
            hit.getStyleClass().add("zodiac-hit");
            hit.setId("point-" + Star.name(p));
            if (messages != null) {
                hit.setAccessibleText(describe(state, p));
            }
            hits[p] = hit;
            hitLayer.getChildren().add(hit);
        }
    }

    private void paintBoard() {
        boardLayer.getChildren().clear();
        // a round wooden board under the star, with a walnut rim, large enough for the points' names
        double rim = scale * 1.36;
        Circle edge = new Circle(cx, cy, rim);
        edge.setFill(TableLook.wood(TableLook.WALNUT));
        edge.setEffect(TableLook.boardShadow(2 * rim));
        Circle field = new Circle(cx, cy, rim * 0.95);
        field.setFill(TableLook.wood(TableLook.MAPLE));
        field.setStroke(TableLook.INK);
        field.setStrokeWidth(Math.max(1, scale * 0.006));
        Circle gloss = new Circle(cx, cy, rim);
        gloss.setFill(TableLook.sheen());
        edge.getStyleClass().add("zodiac-wood");
        boardLayer.getChildren().addAll(edge, field, gloss);
        Polygon ring = new Polygon();
        for (int p : Star.INNER) {
            ring.getPoints().addAll(x(p), y(p));
        }
        ring.getStyleClass().add("zodiac-ring");
        ring.setId("ring");
        boardLayer.getChildren().add(ring);
        for (int[] corners : new int[][] {{0, 4, 8}, {2, 6, 10}}) {
            Polygon triangle = new Polygon();
            for (int p : corners) {
                triangle.getPoints().addAll(x(p), y(p));
            }
            triangle.getStyleClass().add("zodiac-triangle");
            boardLayer.getChildren().add(triangle);
        }
        for (int p = 0; p < Star.POINTS; p++) {
            Circle point = new Circle(x(p), y(p), scale * 0.028);
            point.getStyleClass().addAll("zodiac-point", Star.isInner(p) ? "inner" : "outer");
            Text label = new Text(Star.name(p));
            label.getStyleClass().add("zodiac-label");
            label.setStyle("-fx-font-size: " + Math.max(9, scale * 0.07) + "px;");
            // apex names sit outside the star, inner names towards the centre, clear of lines and discs
            double at = Star.isInner(p) ? 0.36 : 1.22;
            double angle = Math.toRadians(30 * p);
            label.setX(cx + Math.sin(angle) * at * scale - label.getLayoutBounds().getWidth() / 2);
            label.setY(cy - Math.cos(angle) * at * scale + label.getLayoutBounds().getHeight() / 4);
            boardLayer.getChildren().addAll(point, label);
        }
    }

    String describe(ZodiacState state, int p) {
        String name = Star.name(p);
        String text = switch (state.at(p)) {
            case Discs.BLACK -> GameWords.format(messages, "view.point.black", name);
            case Discs.WHITE -> GameWords.format(messages, "view.point.white", name);
            case Discs.RED -> GameWords.format(messages, "view.point.red", name);
            default -> GameWords.format(messages, "view.point.empty", name);
        };
        return Star.isInner(p) ? GameWords.format(messages, "view.point.onRing", text) : text;
    }

    double x(int p) {
        return cx + Star.x(p) * scale;
    }

    double y(int p) {
        return cy - Star.y(p) * scale;
    }

    double discRadius() {
        return scale * 0.105;
    }

    Group marks() {
        return marks;
    }

    DiscNode disc(int p) {
        return discs[p];
    }

    Circle hit(int p) {
        return hits[p];
    }
}
