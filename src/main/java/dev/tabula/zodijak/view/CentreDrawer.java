package dev.tabula.zodijak.view;

import dev.tabula.zodijak.PublicEvent;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The middle of the table: the stock a few layers thick, the pile with its last cards spread (those
 * the last play put there ringed), the suit a wild 8 named, and under them the penalty waiting or
 * the last move in words. Its type grows with its cards.
 */
final class CentreDrawer {
    private final Texts texts;

    CentreDrawer(Texts texts) {
        this.texts = texts;
    }

    /** Draws the middle round ({@code cx}, {@code cy}) with cards {@code cw} wide; returns where the stock is. */
    Point2D draw(Pane pane, ZodijakSeatView v, double cx, double cy, double cw, int lastPlayCards) {
        double ch = cw * CardGraphics.RATIO;
        double top = cy - ch / 2;
        double label = Math.max(13, Math.min(19, cw * 0.13));
        // the stock and the pile (four cards spread) centred on the table: 1.8 card widths either side of cx
        double stockX = cx - cw * 1.8;
        drawStock(pane, v, stockX, top, cw, label);

        // the pile: its last few cards spread, the top one whole and rightmost
        int visible = Math.min(4, v.pileSize());
        double spread = cw * 0.3;
        double pileX = cx - cw * 0.1;
        Group pile = new Group();
        for (int i = 0; i < visible; i++) {
            int index = v.pileSize() - visible + i;
            Group face = CardGraphics.face(v.pileCard(index), cw);
            face.setLayoutX(i * spread);
            pile.getChildren().add(face);
            if (index >= v.pileSize() - lastPlayCards) {
                face.getStyleClass().add(TableDrawer.JUST_PLAYED); // the cards that travel onto the pile
                pile.getChildren().add(TableDrawer.ring(i * spread - 3, -3, cw + 6, ch + 6, "zj-last-ring"));
            }
        }
        pile.setLayoutX(pileX);
        pile.setLayoutY(top);
        pile.setId("pile");
        pile.setAccessibleText(texts.get("access.pile", texts.card(v.top())));
        pane.getChildren().add(pile);

        if (v.declaredSuit() >= 0) {
            drawDeclared(pane, v, pileX + (visible - 1) * spread + cw + 16, top, cw, label);
        }
        double below = top + ch + label * 2.2;
        if (v.pendingKind() != ZodijakState.PENDING_NONE) {
            String key = v.pendingKind() == ZodijakState.PENDING_ACE ? "label.pendingAce" : "label.pendingZodiac";
            Text warn = texts.felt(texts.get(key, texts.name(v.currentSeat()), v.pendingCount()), label * 1.08, true);
            double wx = cx - warn.getLayoutBounds().getWidth() / 2;
            Rectangle bg = new Rectangle(wx - 10, below - 6, warn.getLayoutBounds().getWidth() + 20,
                    warn.getLayoutBounds().getHeight() + 12);
            bg.setArcWidth(10);
            bg.setArcHeight(10);
            bg.getStyleClass().add("zj-warning-box");
            warn.setX(wx);
            warn.setY(below);
            warn.setId("pending");
            pane.getChildren().addAll(bg, warn);
        } else {
            List<PublicEvent> latest = v.log().latest(1);
            if (!latest.isEmpty() && latest.get(0).type() != PublicEvent.Type.DEAL) {
                Text last = texts.felt(texts.get("label.last", texts.event(latest.get(0))), label, false);
                last.setX(cx - last.getLayoutBounds().getWidth() / 2);
                last.setY(below);
                last.setId("lastMove");
                pane.getChildren().add(last);
            }
        }
        return new Point2D(stockX, top);
    }

    /** How far right of the middle's centre it reaches with a named suit beside the pile, for cards {@code cw} wide. */
    static double reach(double cw) {
        return cw * 1.8 + 16 + cw * 0.84;
    }

    /** How far below the cards' top the middle's words reach, for cards {@code cw} wide. */
    static double height(double cw) {
        double label = Math.max(13, Math.min(19, cw * 0.13));
        return cw * CardGraphics.RATIO + label * 4;
    }

    private void drawStock(Pane pane, ZodijakSeatView v, double x, double top, double cw, double label) {
        double ch = cw * CardGraphics.RATIO;
        Group stock = new Group();
        int layers = Math.min(4, (v.stockSize() + 9) / 10);
        double layer = Math.max(2.5, cw * 0.025);
        for (int i = layers - 1; i >= 0; i--) {
            Group back = CardGraphics.back(cw);
            back.setLayoutX(i * layer);
            back.setLayoutY(-i * layer);
            stock.getChildren().add(back);
        }
        if (v.stockSize() == 0) {
            Rectangle empty = new Rectangle(cw, ch);
            empty.setArcWidth(cw * 0.16);
            empty.setArcHeight(cw * 0.16);
            empty.getStyleClass().add("zj-seat-box");
            stock.getChildren().add(empty);
        }
        stock.setLayoutX(x);
        stock.setLayoutY(top);
        stock.setId("stock");
        stock.setAccessibleText(texts.get("access.stock", v.stockSize()));
        pane.getChildren().add(stock);
        Text stockLabel = texts.felt(texts.get("label.stock", v.stockSize()), label, false);
        stockLabel.setX(x);
        stockLabel.setY(top + ch + Math.max(6, cw * 0.1)); // below a mark's outline round the stock too
        pane.getChildren().add(stockLabel);
    }

    private void drawDeclared(Pane pane, ZodijakSeatView v, double x, double y, double cw, double label) {
        double size = cw * 0.7;
        Circle disc = new Circle(x + size * 0.6, y + size * 0.6, size * 0.62, javafx.scene.paint.Color.WHITE);
        disc.setStroke(javafx.scene.paint.Color.web("#222222"));
        disc.setStrokeWidth(2);
        pane.getChildren().add(disc);
        pane.getChildren().add(SuitShapes.symbol(v.declaredSuit(), size * 0.8, x + size * 0.2, y + size * 0.2));
        Text named = texts.felt(texts.get("label.declared", texts.suit(v.declaredSuit())), label, true);
        named.setX(x);
        named.setY(y + size * 1.3);
        named.setId("declaredSuit");
        pane.getChildren().add(named);
    }
}
