package dev.tabula.zodijak.view;

import dev.tabula.app.spi.Cue;
import dev.tabula.core.Move;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.TranslateTransition;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.util.Duration;

/**
 * The cards' motion on the table, shown after the table already holds the new moment: the cards
 * of a play travel from the player's place onto the pile, a drawn card travels face down from the
 * stock to the drawer's place. A click finishes every motion at once ({@link #finish}); the sound
 * of each is given as the card lands.
 */
final class TableMotion {
    private final Consumer<Cue> cue;
    /** The motions under way, each with what its end does (its sound, removing a travelling card). */
    private final List<Running> running = new ArrayList<>();

    private record Running(Animation animation, Runnable end) {
    }

    /** The seat whose play or draw is still to be shown travelling, once the table is drawn; -1 for none. */
    private int expectedSeat = -1;
    /** How many cards the move still to be shown drew (0: it was a play). */
    private int expectedDrawn;

    TableMotion(Consumer<Cue> cue) {
        this.cue = cue;
    }

    /**
     * A new moment, {@code next}, came from {@code previous} by {@code move}: a play or a draw is
     * shown travelling on the next table drawn when {@code animate}, else only heard at once.
     */
    void expect(ZodijakSeatView previous, ZodijakSeatView next, Move move, boolean animate) {
        expectedSeat = -1;
        boolean drew = move == ZodijakMove.DRAW || move == ZodijakMove.TAKE;
        if (previous == null || !(move instanceof ZodijakMove.Play || drew)) {
            return;
        }
        int mover = previous.currentSeat();
        if (animate) {
            expectedSeat = mover;
            expectedDrawn = drew ? Math.max(1, next.handSize(mover) - previous.handSize(mover)) : 0;
        } else {
            cue.accept(drew ? Cue.CARD_DRAWN : Cue.CARD_PLAYED);
        }
    }

    /** Starts the motion {@link #expect}ed, on the table {@code drawer} just drew. */
    void startExpected(Pane table, TableDrawer drawer, int millis) {
        if (expectedSeat < 0) {
            return;
        }
        int seat = expectedSeat;
        expectedSeat = -1;
        if (expectedDrawn > 0) {
            draw(table, drawer.stockAt(), drawer.anchor(seat), drawer.cardWidth(), expectedDrawn, millis);
        } else {
            play(table, drawer.anchor(seat), millis);
        }
    }

    /**
     * The pile's cards of the last play ({@link TableDrawer#JUST_PLAYED}) on {@code table} travel
     * there from {@code from} (a card's top-left on the table), one a little after the other.
     */
    void play(Pane table, Point2D from, int millis) {
        Node pile = table.lookup("#pile");
        if (pile == null || from == null || millis <= 0) {
            cue.accept(Cue.CARD_PLAYED);
            return;
        }
        List<Node> cards = pile.lookupAll("." + TableDrawer.JUST_PLAYED).stream().toList();
        for (int i = 0; i < cards.size(); i++) {
            Node card = cards.get(i);
            Point2D at = pile.localToParent(card.getLayoutX(), card.getLayoutY());
            boolean last = i == cards.size() - 1;
            travel(card, from.subtract(at), millis, i * millis * 0.15, last ? () -> cue.accept(Cue.CARD_PLAYED) : () -> { });
        }
        if (cards.isEmpty()) {
            cue.accept(Cue.CARD_PLAYED);
        }
    }

    /** {@code count} card backs travel from the stock to {@code to} on {@code table}, and are gone when they arrive. */
    void draw(Pane table, Point2D stock, Point2D to, double cardWidth, int count, int millis) {
        if (to == null || millis <= 0 || count <= 0) {
            cue.accept(Cue.CARD_DRAWN);
            return;
        }
        for (int i = 0; i < Math.min(count, 3); i++) {
            Group back = CardGraphics.back(cardWidth);
            back.setMouseTransparent(true);
            back.setLayoutX(to.getX());
            back.setLayoutY(to.getY());
            back.getStyleClass().add("zj-travelling");
            table.getChildren().add(back);
            boolean first = i == 0;
            travel(back, stock.subtract(to), millis, i * millis * 0.2, () -> {
                table.getChildren().remove(back);
                if (first) {
                    cue.accept(Cue.CARD_DRAWN);
                }
            });
        }
    }

    private void travel(Node card, Point2D offset, int millis, double delay, Runnable end) {
        card.setTranslateX(offset.getX());
        card.setTranslateY(offset.getY());
        TranslateTransition move = new TranslateTransition(Duration.millis(millis), card);
        move.setDelay(Duration.millis(delay));
        move.setToX(0);
        move.setToY(0);
        move.setInterpolator(Interpolator.EASE_OUT);
        Running motion = new Running(move, () -> {
            card.setTranslateX(0);
            card.setTranslateY(0);
            end.run();
        });
        move.setOnFinished(event -> {
            running.remove(motion);
            motion.end().run();
        });
        running.add(motion);
        move.play();
    }

    /** Whether a card is travelling. */
    boolean isRunning() {
        return !running.isEmpty();
    }

    /** Every card at its place at once, with the sounds that were still to come. */
    void finish() {
        List<Running> all = List.copyOf(running);
        running.clear();
        for (Running motion : all) {
            motion.animation().stop();
            motion.end().run();
        }
    }

    /** Stops every motion without its sounds: the table is drawn anew. */
    void stop() {
        for (Running motion : List.copyOf(running)) {
            motion.animation().stop();
        }
        running.clear();
    }
}
