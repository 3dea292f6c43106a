package dev.tabula.app.review;

import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/**
 * The board of a review: it shows positions of the match and the moves drawn on them, and
 * nothing on it can be played (the match itself is on the match screen, still playable).
 */
final class ReviewBoardContext implements ViewContext {
    private final ResourceBundle messages;
    private final List<Seat> seats;
    private final Executor background;
    private List<Move> movesToShown = List.of();

    ReviewBoardContext(ResourceBundle messages, List<Seat> seats, Executor background) {
        this.messages = messages;
        this.seats = List.copyOf(seats);
        this.background = background;
    }

    void showing(List<Move> moves) {
        movesToShown = List.copyOf(moves);
    }

    @Override
    public ResourceBundle messages() {
        return messages;
    }

    @Override
    public List<Seat> seats() {
        return seats;
    }

    @Override
    public boolean highlightMoves() {
        return false;
    }

    @Override
    public int animationMillis() {
        return 0;
    }

    @Override
    public boolean canAct() {
        return false;
    }

    @Override
    public Executor background() {
        return background;
    }

    @Override
    public List<Move> movesToShown() {
        return movesToShown;
    }

    /** Nothing is played from a review's board. */
    @Override
    public void play(Move move) {
    }

    /** Nothing is rolled on a review's board. */
    @Override
    public void roll() {
    }
}
