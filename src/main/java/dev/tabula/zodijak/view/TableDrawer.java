package dev.tabula.zodijak.view;

import dev.tabula.app.spi.TableLook;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.PublicEvent;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntConsumer;
import javafx.geometry.Point2D;
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
 * Draws the table from one seat view: the stock and the pile in the middle, the other seats
 * around it (counter-clockwise by default, the next seat on the right), the bottom seat's hand
 * fanned at the bottom (face up only when the view is that seat's own), and the scores and the
 * public log in a column on the right. Everything is rebuilt for the pane's current size.
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
    /** Where each seat's cards are on the table last drawn (top-left of a card there): where a card travels from or to. */
    private final Map<Integer, Point2D> anchors = new HashMap<>();
    /** Where the stock is on the table last drawn. */
    private Point2D stockAt = Point2D.ZERO;
    private double cardWidth;

    TableDrawer(Texts texts) {
        this.texts = texts;
        this.hands = new HandDrawer(texts);
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

        // the cards as large as the table allows: on a large screen the cloth is covered, not empty
        double cw = clamp(Math.min(tableW / 8, height / 5.2), 34, 130);
        double ch = cw * CardGraphics.RATIO;
        double statusH = 30;
        double buttonsH = 44;
        double handBottom = height - statusH - buttonsH - 6;
        double handTop = handBottom - ch;
        double raise = ch * 0.2;

        int n = v.seatCount();
        double ow = clamp(cw * 0.5, 22, 56);
        double boxW = Math.max(160, ow * 4.4);
        double boxH = ow * CardGraphics.RATIO + 64;
        double topAreaBottom = 10 + boxH;
        double centerY = (topAreaBottom + handTop - raise - 26) / 2;
        boolean clockwise = v.rules().clockwiseSeats();
        for (int k = 1; k < n; k++) {
            int seat = (bottom + k) % n;
            double[] pos = seatPosition(n, k, clockwise, tableW, centerY, boxW, boxH);
            drawSeatBox(pane, v, turn, seat, pos[0], pos[1], boxW, boxH, ow);
            anchors.put(seat, new Point2D(pos[0] + boxW / 2 - cw / 2, pos[1] + boxH / 2 - ch / 2));
        }
        anchors.put(bottom, new Point2D(tableW / 2 - cw / 2, handTop));
        drawCentre(pane, v, tableW / 2, centerY, cw, lastPlayCards);
        drawBottomSeat(pane, v, turn, bottom, 14, handTop - raise - 26);
        if (look != null) {
            hands.drawHand(pane, v.ownHand(), v.received(), look, 14, tableW - 28, handTop, cw, raise);
        } else {
            hands.drawHiddenHand(pane, v.handSize(bottom), 14, tableW - 28, handTop, cw);
        }
        return handBottom + 6;
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

    private void drawSeatBox(Pane pane, ZodijakSeatView v, int turn, int seat, double x, double y, double w,
            double h, double ow) {
        boolean onTurn = turn == seat;
        Rectangle box = new Rectangle(x, y, w, h);
        box.setArcWidth(14);
        box.setArcHeight(14);
        box.getStyleClass().add(onTurn ? "zj-seat-box-current" : "zj-seat-box");
        box.setId("seat-" + seat);
        pane.getChildren().add(box);
        double tx = x + 10;
        Text name = felt(texts.name(seat), 15, true);
        // a long name ("Computadora 3 (Intermedio)") gets a smaller type, not the dealer chip over it
        fitWidth(name, w - 20 - (onTurn ? 16 : 0) - (v.dealer() == seat ? 24 : 0), 15, 10);
        name.setX(tx + (onTurn ? 16 : 0));
        name.setY(y + 6);
        pane.getChildren().add(name);
        if (onTurn) {
            pane.getChildren().add(turnMarker(tx, y + 9, 11));
        }
        if (v.dealer() == seat) {
            pane.getChildren().add(dealerChip(x + w - 18, y + 16, 10));
        }
        Text sign = felt(texts.get("sign.shortWithCard", texts.get("sign." + v.sign(seat).id() + ".short"),
                texts.card(v.sign(seat).card())), 12, false);
        sign.setX(tx);
        sign.setY(y + 26);
        pane.getChildren().add(sign);
        double zw = ow * 0.85;
        Group zodiac = CardGraphics.face(v.sign(seat).card(), zw);
        zodiac.setLayoutX(x + w - zw - 8);
        zodiac.setLayoutY(y + 30);
        pane.getChildren().add(zodiac);
        int count = v.handSize(seat);
        int shown = Math.min(count, 12);
        double step = shown <= 1 ? 0 : Math.min(ow * 0.3, (w - 40 - ow - ow * 0.85) / (shown - 1));
        for (int i = 0; i < shown; i++) {
            Group back = CardGraphics.back(ow);
            back.setLayoutX(tx + i * step);
            back.setLayoutY(y + 46);
            pane.getChildren().add(back);
        }
        Text info = felt(texts.get("seat.info", texts.cardCount(count), texts.get("seat.score", v.score(seat))), 12,
                false);
        info.setX(tx);
        info.setY(y + 50 + ow * CardGraphics.RATIO);
        pane.getChildren().add(info);
        box.setAccessibleText(texts.get("access.seat", texts.name(seat), texts.cardCount(count),
                texts.get("seat.score", v.score(seat))));
    }

    private void drawBottomSeat(Pane pane, ZodijakSeatView v, int turn, int seat, double x, double y) {
        boolean onTurn = turn == seat;
        double tx = x;
        if (onTurn) {
            pane.getChildren().add(turnMarker(x, y + 4, 11));
            tx += 16;
        }
        String line = texts.get("seat.line", texts.name(seat), texts.get("sign." + v.sign(seat).id() + ".short"),
                texts.card(v.sign(seat).card()), texts.cardCount(v.handSize(seat)),
                texts.get("seat.score", v.score(seat)));
        Text text = felt(line, 15, true);
        text.setX(tx);
        text.setY(y);
        pane.getChildren().add(text);
        if (v.dealer() == seat) {
            pane.getChildren().add(dealerChip(tx + text.getLayoutBounds().getWidth() + 16, y + 9, 10));
        }
    }

    private void drawCentre(Pane pane, ZodijakSeatView v, double cx, double cy, double cw, int lastPlayCards) {
        double ch = cw * CardGraphics.RATIO;
        double top = cy - ch / 2;
        // the stock, a few layers thick
        double stockX = cx - cw * 2.3;
        Group stock = new Group();
        int layers = Math.min(4, (v.stockSize() + 9) / 10);
        for (int i = layers - 1; i >= 0; i--) {
            Group back = CardGraphics.back(cw);
            back.setLayoutX(i * 2.5);
            back.setLayoutY(-i * 2.5);
            stock.getChildren().add(back);
        }
        if (v.stockSize() == 0) {
            Rectangle empty = new Rectangle(cw, ch);
            empty.setArcWidth(cw * 0.16);
            empty.setArcHeight(cw * 0.16);
            empty.getStyleClass().add("zj-seat-box");
            stock.getChildren().add(empty);
        }
        stock.setLayoutX(stockX);
        stock.setLayoutY(top);
        stockAt = new Point2D(stockX, top);
        cardWidth = cw;
        stock.setId("stock");
        stock.setAccessibleText(texts.get("access.stock", v.stockSize()));
        pane.getChildren().add(stock);
        Text stockLabel = felt(texts.get("label.stock", v.stockSize()), 13, false);
        stockLabel.setX(stockX);
        stockLabel.setY(top + ch + 6);
        pane.getChildren().add(stockLabel);

        // the pile: its last few cards spread, the top one whole and rightmost
        int visible = Math.min(4, v.pileSize());
        double spread = cw * 0.3;
        double pileX = cx - cw * 0.6;
        Group pile = new Group();
        for (int i = 0; i < visible; i++) {
            int index = v.pileSize() - visible + i;
            Group face = CardGraphics.face(v.pileCard(index), cw);
            face.setLayoutX(i * spread);
            pile.getChildren().add(face);
            boolean fromLastMove = index >= v.pileSize() - lastPlayCards;
            if (fromLastMove) {
                face.getStyleClass().add(JUST_PLAYED); // the cards that travel onto the pile
                Rectangle ring = ring(i * spread - 3, -3, cw + 6, ch + 6, "zj-last-ring");
                pile.getChildren().add(ring);
            }
        }
        pile.setLayoutX(pileX);
        pile.setLayoutY(top);
        pile.setId("pile");
        pile.setAccessibleText(texts.get("access.pile", texts.card(v.top())));
        pane.getChildren().add(pile);

        double infoX = pileX + (visible - 1) * spread + cw + 16;
        double infoY = top;
        if (v.declaredSuit() >= 0) {
            double size = cw * 0.7;
            Circle disc = new Circle(infoX + size * 0.6, infoY + size * 0.6, size * 0.62, javafx.scene.paint.Color.WHITE);
            disc.setStroke(javafx.scene.paint.Color.web("#222222"));
            disc.setStrokeWidth(2);
            pane.getChildren().add(disc);
            pane.getChildren().add(SuitShapes.symbol(v.declaredSuit(), size * 0.8, infoX + size * 0.2, infoY + size * 0.2));
            Text named = felt(texts.get("label.declared", texts.suit(v.declaredSuit())), 13, true);
            named.setX(infoX);
            named.setY(infoY + size * 1.3);
            named.setId("declaredSuit");
            pane.getChildren().add(named);
        }
        if (v.pendingKind() != ZodijakState.PENDING_NONE) {
            String key = v.pendingKind() == ZodijakState.PENDING_ACE ? "label.pendingAce" : "label.pendingZodiac";
            Text warn = felt(texts.get(key, texts.name(v.currentSeat()), v.pendingCount()), 14, true);
            double wx = cx - warn.getLayoutBounds().getWidth() / 2;
            double wy = top + ch + 30;
            Rectangle bg = new Rectangle(wx - 10, wy - 6, warn.getLayoutBounds().getWidth() + 20,
                    warn.getLayoutBounds().getHeight() + 12);
            bg.setArcWidth(10);
            bg.setArcHeight(10);
            bg.getStyleClass().add("zj-warning-box");
            warn.setX(wx);
            warn.setY(wy);
            warn.setId("pending");
            pane.getChildren().addAll(bg, warn);
        } else {
            List<PublicEvent> latest = v.log().latest(1);
            if (!latest.isEmpty() && latest.get(0).type() != PublicEvent.Type.DEAL) {
                Text last = felt(texts.get("label.last", texts.event(latest.get(0))), 13, false);
                last.setX(cx - last.getLayoutBounds().getWidth() / 2);
                last.setY(top + ch + 30);
                last.setId("lastMove");
                pane.getChildren().add(last);
            }
        }
    }

    private void drawSideColumn(Pane pane, ZodijakSeatView v, int turn, double x, double w, double height) {
        Rectangle bg = new Rectangle(x, 0, w, height);
        bg.getStyleClass().add("zj-side");
        pane.getChildren().add(bg);
        double y = 10;
        Text title = felt(texts.get("label.scores", v.rules().targetScore()), 14, true);
        title.setWrappingWidth(w - 20);
        title.setX(x + 10);
        title.setY(y);
        pane.getChildren().add(title);
        y += title.getLayoutBounds().getHeight() + 6;
        for (int q = 0; q < v.seatCount(); q++) {
            Text line = felt(texts.get("label.scoreLine", texts.nameMarkingDealer(v, q), v.score(q)), 13,
                    turn == q);
            // a long name with "(dealer)" wraps in the column instead of running past its edge
            line.setWrappingWidth(w - 24);
            line.setX(x + 14);
            line.setY(y);
            pane.getChildren().add(line);
            y += line.getLayoutBounds().getHeight() + 3;
        }
        y += 12;
        Text logTitle = felt(texts.get("label.log"), 14, true);
        logTitle.setWrappingWidth(w - 20);
        logTitle.setX(x + 10);
        logTitle.setY(y);
        pane.getChildren().add(logTitle);
        y += logTitle.getLayoutBounds().getHeight() + 6;
        int room = (int) Math.max(1, (height - y - 10) / 34);
        for (PublicEvent e : v.log().latest(room)) {
            Text line = felt(texts.event(e), 12, false);
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

    private static Node turnMarker(double x, double y, double size) {
        Polygon p = new Polygon(x, y, x + size, y + size / 2, x, y + size);
        p.getStyleClass().add("zj-turn-marker");
        return p;
    }

    private Node dealerChip(double cx, double cy, double r) {
        Circle chip = new Circle(cx, cy, r);
        chip.getStyleClass().add("zj-dealer-chip");
        Text d = CardGraphics.text(texts.get("seat.dealer"), r * 1.2, javafx.scene.paint.Color.BLACK);
        d.setX(cx - d.getLayoutBounds().getWidth() / 2);
        d.setY(cy - d.getLayoutBounds().getHeight() / 2);
        return new Group(chip, d);
    }

    static Text felt(String value, double size, boolean strong) {
        Text t = new Text(value);
        t.setFont(Font.font("DejaVu Sans", strong ? FontWeight.BOLD : FontWeight.NORMAL, size));
        t.getStyleClass().add(strong ? "zj-felt-text-strong" : "zj-felt-text");
        t.setFill(javafx.scene.paint.Color.WHITE);
        t.setTextOrigin(javafx.geometry.VPos.TOP);
        return t;
    }

    /** Makes {@code text} at most {@code width} wide by a smaller type, from {@code size} down to {@code smallest}. */
    private static void fitWidth(Text text, double width, double size, double smallest) {
        double natural = text.getLayoutBounds().getWidth();
        if (natural > width && natural > 0) {
            Font font = text.getFont();
            text.setFont(Font.font(font.getFamily(), FontWeight.BOLD, Math.max(smallest, size * width / natural)));
        }
    }

    private static double clamp(double value, double min, double max) {
        return Math.max(min, Math.min(max, value));
    }
}
