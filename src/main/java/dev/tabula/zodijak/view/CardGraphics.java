package dev.tabula.zodijak.view;

import dev.tabula.app.spi.TableLook;
import dev.tabula.zodijak.Cards;
import javafx.geometry.Bounds;
import javafx.geometry.VPos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextBoundsType;
import javafx.scene.transform.Rotate;

/**
 * Playing cards drawn with vector shapes: a face with corner indices (rank over suit, top left
 * and, turned, bottom right), kept clear of everything else on the face, one large suit symbol
 * for the number cards, and a framed,
 * gold-tinted panel with the big letter and a crown for the court cards, so J, Q and K stand out
 * even when the card is small. Backs have a striped pattern.
 */
final class CardGraphics {
    /** The family of the cards' letters and of the table's words where the language needs no other. */
    static final String CARD_FAMILY = "DejaVu Sans";

    /** Height of a card per unit of width (poker cards are 63 × 88 mm). */
    static final double RATIO = 1.4;
    private static final Color FACE = Color.web("#fffdf7");
    private static final Color EDGE = Color.web("#3a3a3a");
    private static final Color COURT = Color.web("#f4e2a6");
    /** Where the corner index column starts and how wide it is, as parts of the card's width. */
    private static final double CORNER_INSET = 0.04;
    private static final double CORNER_COLUMN = 0.2;
    private static final LinearGradient BACK = new LinearGradient(0, 0, 9, 9, false, CycleMethod.REPEAT,
            new Stop(0, Color.web("#23458a")), new Stop(0.5, Color.web("#23458a")),
            new Stop(0.5, Color.web("#3a63b8")), new Stop(1, Color.web("#3a63b8")));

    private CardGraphics() {
    }

    /** How a rank is shown on the card: 10 for the ten, otherwise the notation letter. */
    static String rankLabel(int card) {
        int rank = Cards.rank(card);
        return rank == 10 ? "10" : String.valueOf(Cards.RANKS.charAt(rank - 1));
    }

    /** The face of {@code card}, {@code width} pixels wide, with its top-left corner at the origin. */
    static Group face(int card, double width) {
        double height = width * RATIO;
        int suit = Cards.suit(card);
        int rank = Cards.rank(card);
        Color ink = SuitShapes.colour(suit);
        Group g = new Group();
        Rectangle base = new Rectangle(width, height, FACE);
        base.setArcWidth(width * 0.16);
        base.setArcHeight(width * 0.16);
        base.setStroke(EDGE);
        base.setStrokeWidth(Math.max(1, width * 0.012));
        base.setEffect(TableLook.shadow(width * 0.45)); // lying on the cloth, lit from the upper left
        g.getChildren().add(base);

        g.getChildren().add(corner(card, ink, width));
        Group lower = corner(card, ink, width);
        lower.getTransforms().add(new Rotate(180, width / 2, height / 2)); // the same corner, turned round the centre
        g.getChildren().add(new Group(lower));

        // everything else keeps out of the two corner columns, so rank and suit stay readable
        double inner = CORNER_INSET + CORNER_COLUMN + 0.02;
        if (rank >= 11) {
            double fx = width * inner;
            double fw = width - 2 * fx;
            double fh = height * 0.62;
            double fy = (height - fh) / 2;
            Rectangle frame = new Rectangle(fx, fy, fw, fh);
            frame.setFill(COURT);
            frame.setStroke(ink);
            frame.setStrokeWidth(Math.max(1, width * 0.02));
            g.getChildren().add(frame);
            double crownW = fw * 0.6;
            double cx = fx + (fw - crownW) / 2;
            double cy = fy + fh * 0.08;
            double ch = fh * 0.16;
            int points = rank - 10; // 1 jag for a jack, 2 for a queen, 3 for a king
            Polygon crown = crown(cx, cy, crownW, ch, points);
            crown.setFill(ink);
            g.getChildren().add(crown);
            Text letter = text(String.valueOf(Cards.RANKS.charAt(rank - 1)), fh * 0.4, ink);
            letter.setX(fx);
            letter.setWrappingWidth(fw);
            letter.setTextAlignment(TextAlignment.CENTER);
            letter.setY(fy + fh * 0.27);
            g.getChildren().add(letter);
            double s = fw * 0.36;
            g.getChildren().add(SuitShapes.symbol(suit, s, fx + (fw - s) / 2, fy + fh * 0.72 - s * 0.1));
        } else {
            double s = width * (1 - 2 * inner) * (rank == Cards.ACE ? 1 : 0.85);
            g.getChildren().add(SuitShapes.symbol(suit, s, (width - s) / 2, (height - s) / 2));
        }
        g.setMouseTransparent(false);
        return g;
    }

    /**
     * The top-left index: the rank (the 10 narrowed to fit) over the suit, centred in a column
     * {@link #CORNER_COLUMN} of the width wide.
     */
    private static Group corner(int card, Color ink, double width) {
        double column = width * CORNER_COLUMN;
        double centre = width * CORNER_INSET + column / 2;
        double top = width * 0.05;
        Text rank = text(rankLabel(card), width * 0.22, ink);
        rank.setBoundsType(TextBoundsType.VISUAL);
        Bounds ink0 = rank.getLayoutBounds();
        rank.setX(centre - ink0.getMinX() - ink0.getWidth() / 2);
        rank.setY(top - ink0.getMinY());
        if (ink0.getWidth() > column) {
            rank.setScaleX(column / ink0.getWidth()); // scales about its own centre, which stays on the column's
        }
        double size = column * 0.8;
        Node suit = SuitShapes.symbol(Cards.suit(card), size, centre - size / 2, top + ink0.getHeight() + width * 0.04);
        return new Group(rank, suit);
    }

    private static Polygon crown(double x, double y, double w, double h, int jags) {
        Polygon p = new Polygon();
        p.getPoints().addAll(x, y + h);
        int teeth = jags * 2;
        for (int i = 0; i <= teeth; i++) {
            double px = x + w * i / teeth;
            double py = i % 2 == 0 ? y : y + h * 0.55;
            p.getPoints().addAll(px, py);
        }
        p.getPoints().addAll(x + w, y + h);
        return p;
    }

    static Text text(String value, double size, Color ink) {
        return text(null, value, size, ink);
    }

    /** {@code value} in bold {@code family}, or in the cards' own family when it is null. */
    static Text text(String family, String value, double size, Color ink) {
        Text t = new Text(value);
        t.setFont(Font.font(family != null ? family : CARD_FAMILY, FontWeight.BOLD, size));
        t.setFill(ink);
        t.setTextOrigin(VPos.TOP);
        return t;
    }

    /** The back of a card. */
    static Group back(double width) {
        double height = width * RATIO;
        Rectangle base = new Rectangle(width, height, Color.WHITE);
        base.setArcWidth(width * 0.16);
        base.setArcHeight(width * 0.16);
        base.setStroke(EDGE);
        base.setStrokeWidth(Math.max(1, width * 0.012));
        base.setEffect(TableLook.shadow(width * 0.3));
        double inset = width * 0.07;
        Rectangle pattern = new Rectangle(inset, inset, width - 2 * inset, height - 2 * inset);
        pattern.setArcWidth(width * 0.08);
        pattern.setArcHeight(width * 0.08);
        pattern.setFill(BACK);
        return new Group(base, pattern);
    }
}
