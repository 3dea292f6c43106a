package dev.tabula.app.review;

import dev.tabula.app.common.BoardContext;
import dev.tabula.app.common.BoardSettings;
import dev.tabula.app.spi.BoardUse;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;

/**
 * The board of a review: it shows positions of the match and the moves drawn on them, and
 * nothing on it can be played (the match itself is on the match screen, still playable).
 */
final class ReviewBoardContext extends BoardContext {
    private List<Move> movesToShown = List.of();

    /** A still board: no highlights, no animation, no preference (so no game's is named). */
    ReviewBoardContext(ResourceBundle messages, List<Seat> seats, Executor background) {
        super("", messages, seats, BoardSettings.still(background));
    }

    void showing(List<Move> moves) {
        movesToShown = List.copyOf(moves);
    }

    @Override
    public BoardUse use() {
        return BoardUse.REVIEW;
    }

    @Override
    public boolean canAct() {
        return false;
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
