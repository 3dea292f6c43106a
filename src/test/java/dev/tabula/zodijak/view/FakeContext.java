package dev.tabula.zodijak.view;

import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.ResourceBundle;

/** A stand-in for the shell: applies moves to a match and shows the new moment at once. */
final class FakeContext implements ViewContext {
    private final Match match;
    private ZodijakBoardView view;
    boolean canAct = true;

    FakeContext(Match match) {
        this.match = match;
    }

    void attach(ZodijakBoardView view) {
        this.view = view;
    }

    ZodijakBoardView view() {
        return view;
    }

    Match match() {
        return match;
    }

    @Override
    public ResourceBundle messages() {
        return ResourceBundle.getBundle("dev.tabula.zodijak.view.messages");
    }

    @Override
    public List<Seat> seats() {
        return match.seats();
    }

    @Override
    public boolean highlightMoves() {
        return true;
    }

    @Override
    public int animationMillis() {
        return 0;
    }

    @Override
    public boolean canAct() {
        return canAct && !match.current().isTerminal();
    }

    @Override
    public void play(Move move) {
        match.play(move);
        view.show(match.current(), move, true);
    }
}
