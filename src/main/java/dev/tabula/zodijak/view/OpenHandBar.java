package dev.tabula.zodijak.view;

import dev.tabula.core.Move;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.layout.HBox;

/** What goes with an open hand: its row of buttons (play, clear, draw or take, pass) and its status line. */
final class OpenHandBar {
    private final Texts texts;

    OpenHandBar(Texts texts) {
        this.texts = texts;
    }

    /** The status line under the open hand {@code own}, with the cards chosen so far. */
    String statusText(ZodijakSeatView table, ZodijakSeatView own, PlayBuilder builder) {
        if (own.currentSeat() != own.seat()) {
            return texts.publicStatus(table); // a computer's turn, watched with the hand open
        }
        boolean canDraw = own.canDrawAny() && own.legalMoves().contains(ZodijakMove.DRAW);
        String text = texts.ownerStatus(own, own.hasPlay(), canDraw || own.pendingKind() != 0);
        if (!builder.isEmpty()) {
            String chosen = texts.cards(builder.cards());
            text = texts.get("status.withSelection", text, builder.isComplete(own)
                    ? texts.get("status.selection", chosen) : texts.get("status.selectionIllegal", chosen));
        }
        return text;
    }

    /**
     * The buttons under the open hand; {@code active}: whether the person may act now. Play
     * runs {@code playSelection}, Clear {@code clear}, and the others {@code act} their move.
     */
    HBox actionButtons(ZodijakSeatView own, PlayBuilder builder, boolean active, Runnable playSelection,
                       Runnable clear, Consumer<Move> act) {
        Button play = button("play", texts.get("button.play"), active && builder.isComplete(own), playSelection);
        Button clearButton = button("clear", texts.get("button.clear"), active && !builder.isEmpty(), clear);
        HBox box = new HBox(10, play, clearButton);
        box.setAlignment(Pos.CENTER_LEFT);
        List<Move> legal = own.legalMoves(); // none while a computer acts: nothing to take or pass then
        if (legal.contains(ZodijakMove.TAKE)) {
            box.getChildren().add(button("take", texts.get("button.take", own.pendingCount()), active,
                    () -> act.accept(ZodijakMove.TAKE)));
        } else {
            box.getChildren().add(button("draw", texts.get("button.draw"), active && legal.contains(ZodijakMove.DRAW),
                    () -> act.accept(ZodijakMove.DRAW)));
        }
        if (legal.contains(ZodijakMove.PASS)) {
            box.getChildren().add(button("pass", texts.get("button.pass"), active, () -> act.accept(ZodijakMove.PASS)));
        }
        return box;
    }

    private static Button button(String id, String text, boolean enabled, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.setDisable(!enabled);
        button.setFocusTraversable(false);
        button.setOnAction(e -> action.run());
        return button;
    }
}
