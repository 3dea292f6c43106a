package dev.tabula.zodijak.view;

import dev.tabula.zodijak.ZodijakSeatView;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * The seats on the table: each other seat's box (its name, its sign and zodiac card, its hand's
 * backs, its count and score) and the bottom seat's line above its hand, with the turn's marker and
 * the dealer's chip. A box and its words are sized to its cards ({@link #boxHeight}), so a larger
 * table shows larger names and hands, not the same small box in more felt.
 */
final class SeatDrawer {
    private final Texts texts;

    SeatDrawer(Texts texts) {
        this.texts = texts;
    }

    /** The name's type size in a box whose backs are {@code ow} wide. */
    private static double nameSize(double ow) {
        return Math.max(14, Math.min(22, ow * 0.3));
    }

    /** The small type (the sign, the count) in a box whose backs are {@code ow} wide. */
    private static double smallSize(double ow) {
        return Math.max(12, Math.min(17, ow * 0.23));
    }

    /** The height of a seat's box whose backs are {@code ow} wide: the name, the sign, the backs, the count. */
    static double boxHeight(double ow) {
        return 14 + nameSize(ow) * 1.3 + smallSize(ow) * 1.3 + ow * CardGraphics.RATIO + 8 + smallSize(ow) * 1.4;
    }

    /** The width of a seat's box whose backs are {@code ow} wide. */
    static double boxWidth(double ow) {
        return Math.max(160, ow * 4.4);
    }

    void drawBox(Pane pane, ZodijakSeatView v, int turn, int seat, double x, double y, double ow) {
        double w = boxWidth(ow);
        double h = boxHeight(ow);
        double big = nameSize(ow);
        double small = smallSize(ow);
        boolean onTurn = turn == seat;
        Rectangle box = new Rectangle(x, y, w, h);
        box.setArcWidth(14);
        box.setArcHeight(14);
        box.getStyleClass().add(onTurn ? "zj-seat-box-current" : "zj-seat-box");
        box.setId("seat-" + seat);
        pane.getChildren().add(box);
        double tx = x + 10;
        double marker = big * 0.75;
        double chip = big * 0.65;
        Text name = texts.felt(texts.name(seat), big, true);
        // a long name ("Computadora 3 (Intermedio)") gets a smaller type, not the dealer chip over it
        fitWidth(name, w - 20 - (onTurn ? marker + 5 : 0) - (v.dealer() == seat ? 2 * chip + 6 : 0), big, 10);
        name.setX(tx + (onTurn ? marker + 5 : 0));
        name.setY(y + 6);
        pane.getChildren().add(name);
        if (onTurn) {
            pane.getChildren().add(turnMarker(tx, y + 6 + big * 0.2, marker));
        }
        if (v.dealer() == seat) {
            pane.getChildren().add(dealerChip(x + w - chip - 8, y + 6 + big * 0.65, chip));
        }
        double signY = y + 8 + big * 1.3;
        Text sign = texts.felt(texts.get("sign.shortWithCard", texts.get("sign." + v.sign(seat).id() + ".short"),
                texts.card(v.sign(seat).card())), small, false);
        sign.setX(tx);
        sign.setY(signY);
        pane.getChildren().add(sign);
        double backsY = signY + small * 1.3 + 4;
        double zw = ow * 0.85;
        Group zodiac = CardGraphics.face(v.sign(seat).card(), zw);
        zodiac.setLayoutX(x + w - zw - 8);
        zodiac.setLayoutY(backsY - 2);
        pane.getChildren().add(zodiac);
        int count = v.handSize(seat);
        int shown = Math.min(count, 12);
        double step = shown <= 1 ? 0 : Math.min(ow * 0.3, (w - 40 - ow - ow * 0.85) / (shown - 1));
        for (int i = 0; i < shown; i++) {
            Group back = CardGraphics.back(ow);
            back.setLayoutX(tx + i * step);
            back.setLayoutY(backsY);
            pane.getChildren().add(back);
        }
        Text info = texts.felt(texts.get("seat.info", texts.cardCount(count),
                texts.get("seat.score", v.score(seat))), small, false);
        info.setX(tx);
        info.setY(backsY + ow * CardGraphics.RATIO + 4);
        pane.getChildren().add(info);
        box.setAccessibleText(texts.get("access.seat", texts.name(seat), texts.cardCount(count),
                texts.get("seat.score", v.score(seat))));
    }

    /** The bottom seat's line above its hand, in a type of {@code size}, its top at {@code y}. */
    void drawBottomLine(Pane pane, ZodijakSeatView v, int turn, int seat, double x, double y, double size) {
        boolean onTurn = turn == seat;
        double tx = x;
        double marker = size * 0.75;
        if (onTurn) {
            pane.getChildren().add(turnMarker(x, y + size * 0.2, marker));
            tx += marker + 5;
        }
        String line = texts.get("seat.line", texts.name(seat), texts.get("sign." + v.sign(seat).id() + ".short"),
                texts.card(v.sign(seat).card()), texts.cardCount(v.handSize(seat)),
                texts.get("seat.score", v.score(seat)));
        Text text = texts.felt(line, size, true);
        text.setX(tx);
        text.setY(y);
        pane.getChildren().add(text);
        if (v.dealer() == seat) {
            double chip = size * 0.65;
            pane.getChildren().add(dealerChip(tx + text.getLayoutBounds().getWidth() + chip + 6, y + size * 0.65, chip));
        }
    }

    private static Node turnMarker(double x, double y, double size) {
        Polygon p = new Polygon(x, y, x + size, y + size / 2, x, y + size);
        p.getStyleClass().add("zj-turn-marker");
        return p;
    }

    private Node dealerChip(double cx, double cy, double r) {
        Circle chip = new Circle(cx, cy, r);
        chip.getStyleClass().add("zj-dealer-chip");
        Text d = texts.ink(texts.get("seat.dealer"), r * 1.2, javafx.scene.paint.Color.BLACK);
        d.setX(cx - d.getLayoutBounds().getWidth() / 2);
        d.setY(cy - d.getLayoutBounds().getHeight() / 2);
        return new Group(chip, d);
    }

    /** Makes {@code text} at most {@code width} wide by a smaller type, from {@code size} down to {@code smallest}. */
    private static void fitWidth(Text text, double width, double size, double smallest) {
        double natural = text.getLayoutBounds().getWidth();
        if (natural > width && natural > 0) {
            Font font = text.getFont();
            text.setFont(Font.font(font.getFamily(), FontWeight.BOLD, Math.max(smallest, size * width / natural)));
        }
    }
}
