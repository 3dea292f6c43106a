package dev.tabula.zodijak.view;

import dev.tabula.zodijak.Cards;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.SVGPath;
import javafx.scene.transform.Scale;

/**
 * The four suit symbols as vector shapes, so they stay crisp at any size and never depend on a
 * font having the glyphs. The shapes differ in outline (heart, diamond, club, spade), so the
 * suits are told apart without colour too.
 */
final class SuitShapes {
    static final Color RED = Color.web("#c4161c");
    static final Color BLACK = Color.web("#161616");

    private static final String HEART = "M50,92 C22,68 0,48 0,28 C0,12 12,0 27,0 C38,0 46,7 50,17 "
            + "C54,7 62,0 73,0 C88,0 100,12 100,28 C100,48 78,68 50,92 Z";
    private static final String DIAMOND = "M50,0 L90,50 L50,100 L10,50 Z";
    private static final String SPADE = "M50,0 C66,22 100,40 100,62 C100,78 88,88 74,88 C64,88 57,84 53,77 "
            + "C54,87 58,94 67,100 L33,100 C42,94 46,87 47,77 C43,84 36,88 26,88 C12,88 0,78 0,62 C0,40 34,22 50,0 Z";

    private SuitShapes() {
    }

    /** The suit a key names when an 8's suit is picked (C, D, H, S or 1–4, in the cards' suit order), or -1. */
    static int ofKey(KeyCode code) {
        return switch (code) {
            case C, DIGIT1 -> 0;
            case D, DIGIT2 -> 1;
            case H, DIGIT3 -> 2;
            case S, DIGIT4 -> 3;
            default -> -1;
        };
    }

    static Color colour(int suit) {
        return suit == Cards.DIAMONDS || suit == Cards.HEARTS ? RED : BLACK;
    }

    /** The symbol of {@code suit}, {@code size} pixels square, its top-left corner at (x, y). */
    static Node symbol(int suit, double size, double x, double y) {
        return symbol(suit, size, x, y, colour(suit));
    }

    static Node symbol(int suit, double size, double x, double y, Paint fill) {
        Group group = new Group();
        if (suit == Cards.CLUBS) {
            Circle top = new Circle(50, 26, 23, fill);
            Circle left = new Circle(25, 58, 23, fill);
            Circle right = new Circle(75, 58, 23, fill);
            Circle middle = new Circle(50, 50, 14, fill);
            Polygon stem = new Polygon(50, 48, 64, 100, 36, 100);
            stem.setFill(fill);
            group.getChildren().addAll(top, left, right, middle, stem);
        } else {
            SVGPath path = new SVGPath();
            path.setContent(suit == Cards.HEARTS ? HEART : suit == Cards.DIAMONDS ? DIAMOND : SPADE);
            path.setFill(fill);
            group.getChildren().add(path);
        }
        double scale = size / 100.0;
        group.getTransforms().add(new Scale(scale, scale, 0, 0));
        // the outer group's layout bounds include the scale, so controls size it right
        Group placed = new Group(group);
        placed.setLayoutX(x);
        placed.setLayoutY(y);
        placed.setMouseTransparent(true);
        return placed;
    }
}
