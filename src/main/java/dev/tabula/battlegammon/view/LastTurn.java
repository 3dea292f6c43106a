package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.core.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * The pawn moves the track marks as the last turn, worked out from the moves that led to the
 * shown position, never remembered from what was shown before: so undo, redo, a jump in the
 * move list and a file just opened all mark exactly the turn that led there.
 *
 * <p>The marks are the pawn moves of the turn in progress, or, while the player to move has only
 * rolled, those of the opponent's turn before; a pass marks nothing.
 */
final class LastTurn {
    private LastTurn() {
    }

    /** Each move as {from, to}, first to last; {@code line} are the moves up to {@code shown}. */
    static List<int[]> of(BattlegammonState shown, List<Move> line) {
        int at = line.size() - 1;
        int side;
        if (shown.isTerminal()) {
            side = shown.side(); // the winner made the last move
        } else if (shown.isChance()) {
            side = 1 - shown.side(); // the turn just ended; the other side rolls next
        } else if (at >= 0 && line.get(at) instanceof Roll) {
            at--; // only rolled so far: the opponent's turn stays marked
            side = 1 - shown.side();
        } else {
            side = shown.side();
        }
        List<int[]> moves = new ArrayList<>();
        for (; at >= 0 && line.get(at) instanceof PawnMove pawn; at--) {
            moves.add(0, new int[] {pawn.from(), pawn.to(side)});
        }
        return List.copyOf(moves);
    }
}
