package dev.tabula.zola.ai;

import dev.tabula.ai.PerfectPlay;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.zola.ZolaState;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * Zola's perfect play where it is cheap: with {@value #ENDGAME_PIECES} pieces or fewer on the
 * board, a forced win found by the exact endgame search ({@link ZolaEndgame}). A lost or
 * unsettled position is left to the search; nothing needs preparing.
 */
final class EndgamePlay implements PerfectPlay {
    /** At most this many pieces on the board, the exact endgame search is asked. */
    static final int ENDGAME_PIECES = 6;
    /** The endgame search's node budget: a few tenths of a second at most. */
    static final long ENDGAME_NODES = 150_000;

    @Override
    public Optional<Move> move(SeatView view, SearchBudget budget, Executor background) {
        if (!(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZolaState zola)
                || zola.isTerminal() || zola.pieces(ZolaState.RED) + zola.pieces(ZolaState.BLUE) > ENDGAME_PIECES) {
            return Optional.empty();
        }
        return ZolaEndgame.winningMove(zola, ENDGAME_NODES);
    }
}
