package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;

/** What the shell would do, in small: play each move on a match and show the result. */
final class FakeViewContext implements ViewContext {
    private final Match match;
    private final ResourceBundle messages = ResourceBundle.getBundle(BattlegammonUi.BUNDLE);
    private BoardView view;
    boolean highlight = true;
    int animationMillis;

    FakeViewContext(Match match) {
        this.match = match;
    }

    void attach(BoardView boardView) {
        this.view = boardView;
    }

    @Override
    public ResourceBundle messages() {
        return messages;
    }

    @Override
    public List<Seat> seats() {
        return match.seats();
    }

    @Override
    public boolean highlightMoves() {
        return highlight;
    }

    @Override
    public int animationMillis() {
        return animationMillis;
    }

    @Override
    public boolean canAct() {
        return !match.current().isTerminal();
    }

    @Override
    public void play(Move move) {
        match.play(move);
        view.show(match.current(), move, animationMillis > 0);
    }
}
