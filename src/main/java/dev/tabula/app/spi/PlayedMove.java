package dev.tabula.app.spi;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * One move of a match's line as a face may see it: the move, the seat that made it
 * ({@link State#CHANCE} for a roll or another chance outcome) and the public view of the position
 * it was played from, so that a face can say where a piece went (a Battlegammon pawn's square
 * depends on the side that moves it) without ever seeing a hidden card.
 */
public record PlayedMove(Move move, int seat, SeatView before) {

    /** {@code move} played from {@code state}: its mover and the state's public view. */
    public static PlayedMove from(State state, Move move) {
        return new PlayedMove(move, state.currentSeat(), state.publicView());
    }

    /** The whole line of {@code match}, undone moves included, each with the position it was played from. */
    public static List<PlayedMove> lineOf(Match match) {
        List<dev.tabula.core.Move> line = match.line();
        List<PlayedMove> played = new ArrayList<>(line.size());
        for (int ply = 0; ply < line.size(); ply++) {
            played.add(from(match.stateAt(ply), line.get(ply)));
        }
        return played;
    }

    /** Whether a seat chose this move (not a roll of the dice or another chance outcome). */
    public boolean isDecision() {
        return seat >= 0;
    }
}
