package dev.tabula.zodijak.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.MarkPainter;
import dev.tabula.core.Move;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/**
 * Moves drawn but not played over the open hand ({@link dev.tabula.app.spi.BoardView#mark}): the
 * cards of a play lifted a little out of the hand and outlined where they lie, the stock outlined
 * for a draw. Nothing is drawn for a hand that is not open: a mark never shows a hidden card.
 */
final class TableMarks {
    private TableMarks() {
    }

    static void draw(Pane table, List<BoardMark> marks, double cardWidth) {
        for (BoardMark mark : marks) {
            for (Move move : mark.moves()) {
                for (Node place : places(table, move, cardWidth)) {
                    Node outline = MarkPainter.outline(mark.kind(), place.getLayoutX(), place.getLayoutY(), cardWidth,
                            cardWidth * CardGraphics.RATIO, cardWidth * 0.16);
                    outline.setTranslateY(place.getTranslateY());
                    outline.setId("mark-" + place.getId());
                    table.getChildren().add(outline);
                }
            }
        }
    }

    /** Where {@code move} is played from on the table: the hand's cards of a play (lifted), the stock for a draw. */
    private static List<Node> places(Pane table, Move move, double cardWidth) {
        List<Node> places = new ArrayList<>();
        if (move instanceof ZodijakMove.Play play) {
            for (int card : play.cards()) {
                Node place = table.lookup("#card-" + Cards.name(card));
                if (place != null) {
                    place.setTranslateY(place.getTranslateY() - cardWidth * 0.12);
                    places.add(place);
                }
            }
        } else if (move == ZodijakMove.DRAW || move == ZodijakMove.TAKE) {
            Node stock = table.lookup("#stock");
            if (stock != null) {
                places.add(stock);
            }
        }
        return places;
    }
}
