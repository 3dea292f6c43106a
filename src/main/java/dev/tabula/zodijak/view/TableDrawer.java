package dev.tabula.zodijak.view;

import dev.tabula.app.spi.TableLook;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.PublicEvent;
import dev.tabula.zodijak.ZodijakSeatView;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import javafx.geometry.Point2D;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Draws the table from one seat view: the stock and the pile in the middle, the other seats
 * around it (counter-clockwise by default, the next seat on the right), the bottom seat's hand
 * fanned at the bottom (face up only when the view is that seat's own), and the scores and the
 * public log in a column on the right. Everything is rebuilt for the pane's current size; the seats
 * ({@link SeatDrawer}), the middle ({@link CentreDrawer}) and the hand ({@link HandDrawer}) are
 * drawn by their own drawers, at the sizes chosen here.
 */
final class TableDrawer {

    /** How the bottom hand is shown and what it reacts to. */
    record HandLook(List<Integer> selection, long lit, int cursor, IntConsumer onClick) {
    }

    /** The wooden rail's width round the cloth. */
    static final double RAIL = 8;
    /** The style class of the pile's cards that the last play put there. */
    static final String JUST_PLAYED = "zj-just-played";

    private final Texts texts;
    private final HandDrawer hands;
    private final SeatDrawer seats;
    private final CentreDrawer centre;
    /** Where each seat's cards are on the table last drawn (top-left of a card there): where a card travels from or to. */
    private final Map<Integer, Point2D> anchors = new HashMap<>();
    /** Where the stock is on the table last drawn. */
    private Point2D stockAt = Point2D.ZERO;
    private double cardWidth;

    TableDrawer(Texts texts) {
        this.texts = texts;
        this.hands = new HandDrawer(texts);
        this.seats = new SeatDrawer(texts);
        this.centre = new CentreDrawer(texts);
    }

    /** Where {@code seat}'s cards are on the table last drawn, or null for a seat not drawn. */
    Point2D anchor(int seat) {
        return anchors.get(seat);
    }

    /** Where the stock is on the table last drawn. */
    Point2D stockAt() {
        return stockAt;
    }

    /** The width of a card on the table last drawn. */
    double cardWidth() {
        return cardWidth;
    }

    /** Suit order in a hand: clubs, diamonds, spades, hearts, so black and red alternate. */
    static List<Integer> sortedHand(long hand) {
        List<Integer> cards = new ArrayList<>(Cards.list(hand));
        int[] order = {0, 1, 3, 2};
        cards.sort(Comparator.comparingInt((Integer c) -> order[Cards.suit(c)]).thenComparingInt(Cards::rank));
        return cards;
    }

    /**
     * Draws into {@code pane}. {@code bottom} is the seat at the bottom; its hand is face up when
     * {@code look} is given (and {@code v} is its own view), otherwise face down. {@code lastPlayCards}
     * marks the top cards of the pile that the last move put there. {@code turn} is the seat marked
     * as on turn: {@code v}'s seat to act, or -1 when nobody is to act any more (a resignation).
     */
    double draw(Pane pane, ZodijakSeatView v, int turn, int bottom, HandLook look, int lastPlayCards, double width,
            double height) {
        anchors.clear();
        // a wooden rail round the cloth, the cloth lit in the middle (app.spi.TableLook)
        Rectangle rail = new Rectangle(width, height);
        rail.setFill(TableLook.wood(TableLook.WALNUT));
        Rectangle felt = new Rectangle(RAIL, RAIL, width - 2 * RAIL, height - 2 * RAIL);
        felt.getStyleClass().add("zj-felt");
        felt.setFill(TableLook.felt());
        felt.setArcWidth(RAIL * 2);
        felt.setArcHeight(RAIL * 2);
        felt.setEffect(TableLook.inset(RAIL * 6));
        pane.getChildren().addAll(rail, felt);
        double side = Math.max(170, Math.min(270, width * 0.24));
        double tableW = width - side;
        drawSideColumn(pane, v, turn, tableW, side, height);

        int n = v.seatCount();
        double cw = cardWidth(n, tableW, height);
        double ch = cw * CardGraphics.RATIO;
        double statusH = 30;
        double buttonsH = 44;
        double handBottom = height - statusH - buttonsH - 6;
        double handTop = handBottom - ch;
        double raise = ch * 0.2;
        double lineTop = handTop - raise - lineSize(cw) * 1.75;

        double ow = backWidth(n, cw);
        double boxW = SeatDrawer.boxWidth(ow);
        double boxH = SeatDrawer.boxHeight(ow);
        double topAreaBottom = 10 + boxH;
        // the middle (its cards and the words under them) halfway between the seats above and the hand's line
        double centerY = (topAreaBottom + lineTop) / 2 - (CentreDrawer.height(cw) - ch) / 2;
        boolean clockwise = v.rules().clockwiseSeats();
        for (int k = 1; k < n; k++) {
            int seat = (bottom + k) % n;
            double[] pos = seatPosition(n, k, clockwise, tableW, centerY, boxW, boxH);
            seats.drawBox(pane, v, turn, seat, pos[0], pos[1], ow);
            anchors.put(seat, new Point2D(pos[0] + boxW / 2 - cw / 2, pos[1] + boxH / 2 - ch / 2));
        }
        anchors.put(bottom, new Point2D(tableW / 2 - cw / 2, handTop));
        stockAt = centre.draw(pane, v, tableW / 2, centerY, cw, lastPlayCards);
        cardWidth = cw;
        seats.drawBottomLine(pane, v, turn, bottom, 14, lineTop, lineSize(cw));
        if (look != null) {
            hands.drawHand(pane, v.ownHand(), v.received(), look, 14, tableW - 28, handTop, cw, raise);
        } else {
            hands.drawHiddenHand(pane, v.handSize(bottom), 14, tableW - 28, handTop, cw);
        }
        return handBottom + 6;
    }

    /**
     * The cards as large as the table allows, from 150 down to 34 wide: on a large screen the cloth
     * is covered, not empty. Above the middle sit the seats' boxes, below it the hand's line, the
     * hand and its buttons; with four seats the side boxes sit level with the middle, so it must
     * leave them room beside it, and the cards are smaller.
     */
    private static double cardWidth(int n, double tableW, double height) {
        for (double cw = 150; cw > 34; cw--) {
            double ow = backWidth(n, cw);
            // 16 above and below the middle: room for the stock's layers and the cards' shadows
            double below = 16 + lineSize(cw) * 1.75 + cw * CardGraphics.RATIO * 1.2 + 80;
            double box = SeatDrawer.boxHeight(ow);
            // with four seats the side boxes sit under the top one at the least
            double tall = Math.max(10 + box + 16 + CentreDrawer.height(cw), n >= 4 ? 16 + 2 * box : 0) + below;
            double wide = 2 * (CentreDrawer.reach(cw) + (n >= 4 ? SeatDrawer.boxWidth(ow) + 20 : 8));
            if (tall <= height && wide <= tableW && cw <= tableW / 6) {
                return cw;
            }
        }
        return 34;
    }

    /** The width of the other seats' backs beside cards {@code cw} wide. */
    private static double backWidth(int n, double cw) {
        return clamp(cw * (n >= 4 ? 0.5 : 0.62), 22, 80);
    }

    /** The type size of the bottom seat's line beside cards {@code cw} wide. */
    private static double lineSize(double cw) {
        return clamp(cw * 0.14, 15, 20);
    }

    private static double[] seatPosition(int n, int k, boolean clockwise, double w, double centerY, double bw,
            double bh) {
        double x;
        double y;
        if (n == 2) {
            x = (w - bw) / 2;
            y = 10;
        } else if (n == 3) {
            x = k == 1 ? w * 0.75 - bw / 2 : w * 0.25 - bw / 2;
            y = 10;
        } else if (k == 2) {
            x = (w - bw) / 2;
            y = 10;
        } else {
            x = k == 1 ? w - bw - 10 : 10;
            y = Math.max(10 + bh + 6, centerY - bh / 2);
        }
        if (clockwise) {
            x = w - bw - x;
        }
        return new double[] {x, y};
    }

    private void drawSideColumn(Pane pane, ZodijakSeatView v, int turn, double x, double w, double height) {
        Rectangle bg = new Rectangle(x, 0, w, height);
        bg.getStyleClass().add("zj-side");
        pane.getChildren().add(bg);
        double y = 10;
        Text title = texts.felt(texts.get("label.scores", v.rules().targetScore()), 14, true);
        title.setWrappingWidth(w - 20);
        title.setX(x + 10);
        title.setY(y);
        pane.getChildren().add(title);
        y += title.getLayoutBounds().getHeight() + 6;
        for (int q = 0; q < v.seatCount(); q++) {
            Text line = texts.felt(texts.get("label.scoreLine", texts.nameMarkingDealer(v, q), v.score(q)), 13,
                    turn == q);
            // a long name with "(dealer)" wraps in the column instead of running past its edge
            line.setWrappingWidth(w - 24);
            line.setX(x + 14);
            line.setY(y);
            pane.getChildren().add(line);
            y += line.getLayoutBounds().getHeight() + 3;
        }
        y += 12;
        Text logTitle = texts.felt(texts.get("label.log"), 14, true);
        logTitle.setWrappingWidth(w - 20);
        logTitle.setX(x + 10);
        logTitle.setY(y);
        pane.getChildren().add(logTitle);
        y += logTitle.getLayoutBounds().getHeight() + 6;
        int room = (int) Math.max(1, (height - y - 10) / 34);
        for (PublicEvent e : v.log().latest(room)) {
            Text line = texts.felt(texts.event(e), 12, false);
            line.setWrappingWidth(w - 22);
            line.setX(x + 12);
            line.setY(y);
            pane.getChildren().add(line);
            y += line.getLayoutBounds().getHeight() + 5;
        }
    }

    static Rectangle ring(double x, double y, double w, double h, String style) {
        Rectangle ring = new Rectangle(x, y, w, h);
        ring.setArcWidth(w * 0.16);
        ring.setArcHeight(w * 0.16);
        ring.getStyleClass().add(style);
        ring.setMouseTransparent(true);
        return ring;
    }

    /** Words on the felt, in {@code family} (null: the cards' own). */
    static Text felt(String family, String value, double size, boolean strong) {
        Text t = new Text(value);
        t.setFont(Font.font(family != null ? family : CardGraphics.CARD_FAMILY,
                strong ? FontWeight.BOLD : FontWeight.NORMAL, size));
        t.getStyleClass().add(strong ? "zj-felt-text-strong" : "zj-felt-text");
        t.setFill(javafx.scene.paint.Color.WHITE);
        t.setTextOrigin(javafx.geometry.VPos.TOP);
        return t;
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }
}
