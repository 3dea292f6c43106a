package dev.tabula.zodijak.view;

import dev.tabula.zodijak.Cards;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.layout.Pane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The bottom seat's hand on the table: fanned face up, with the cards chosen so far (numbered),
 * the cards that may go with them, the cards just received and the keyboard cursor; or, when the
 * hand is not open, its backs.
 */
final class HandDrawer {
    private final Texts texts;

    HandDrawer(Texts texts) {
        this.texts = texts;
    }

    void drawHand(Pane pane, long hand, long received, TableDrawer.HandLook look, double x, double w, double top,
            double cw, double raise) {
        List<Integer> cards = TableDrawer.sortedHand(hand);
        double ch = cw * CardGraphics.RATIO;
        int n = cards.size();
        double step = n <= 1 ? 0 : Math.min(cw * 1.06, (w - cw) / (n - 1));
        double start = x + Math.max(0, (w - (step * (n - 1) + cw)) / 2);
        for (int i = 0; i < n; i++) {
            int card = cards.get(i);
            int order = look.selection().indexOf(card);
            boolean selected = order >= 0;
            boolean lit = Cards.contains(look.lit(), card);
            Group node = new Group();
            Group face = CardGraphics.face(card, cw);
            node.getChildren().add(face);
            if (selected) {
                node.getChildren().add(TableDrawer.ring(-3, -3, cw + 6, ch + 6, "zj-selected-ring"));
                Circle badge = new Circle(cw - 4, 4, cw * 0.15);
                badge.getStyleClass().add("zj-badge");
                Text number = CardGraphics.text(String.valueOf(order + 1), cw * 0.18, javafx.scene.paint.Color.BLACK);
                number.setX(cw - 4 - number.getLayoutBounds().getWidth() / 2);
                number.setY(4 - number.getLayoutBounds().getHeight() / 2);
                node.getChildren().addAll(badge, number);
            } else if (lit) {
                node.getChildren().add(TableDrawer.ring(-2, -2, cw + 4, ch + 4, "zj-lit-ring"));
                Polygon marker = new Polygon(cw / 2 - 7, -8, cw / 2 + 7, -8, cw / 2, 0);
                marker.setFill(javafx.scene.paint.Color.web("#4fc3f7"));
                node.getChildren().add(marker);
            }
            if (Cards.contains(received, card)) {
                Rectangle tag = new Rectangle(cw * 0.2, ch - cw * 0.28, cw * 0.6, cw * 0.2);
                tag.setArcWidth(8);
                tag.setArcHeight(8);
                tag.getStyleClass().add("zj-new-tag");
                Text word = texts.ink(texts.get("label.newCard"), cw * 0.13, javafx.scene.paint.Color.WHITE);
                word.setX(cw * 0.2 + (cw * 0.6 - word.getLayoutBounds().getWidth()) / 2);
                word.setY(ch - cw * 0.27);
                node.getChildren().addAll(tag, word);
            }
            if (i == look.cursor()) {
                // in the gap above the buttons under the hand (they start 6 px below the cards), not over them
                Rectangle bar = new Rectangle(0, ch + 1, cw, 4);
                bar.getStyleClass().add("zj-cursor");
                node.getChildren().add(bar);
            }
            node.setLayoutX(start + i * step);
            node.setLayoutY(top - (selected ? raise : 0));
            node.setId("card-" + Cards.name(card));
            node.setAccessibleText(selected ? texts.get("access.selected", texts.card(card), order + 1)
                    : texts.get("access.card", texts.card(card)));
            node.setOnMouseClicked(e -> look.onClick().accept(card));
            node.setCursor(javafx.scene.Cursor.HAND);
            pane.getChildren().add(node);
        }
    }

    void drawHiddenHand(Pane pane, int count, double x, double w, double top, double cw) {
        double step = count <= 1 ? 0 : Math.min(cw * 0.35, (w - cw) / (count - 1));
        double start = x + Math.max(0, (w - (step * (count - 1) + cw)) / 2);
        for (int i = 0; i < count; i++) {
            Group back = CardGraphics.back(cw);
            back.setLayoutX(start + i * step);
            back.setLayoutY(top);
            back.setAccessibleText(texts.get("access.back"));
            pane.getChildren().add(back);
        }
    }
}
