package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Track;
import java.util.List;

/** What the board asks of a position's pawn moves: which start from a square, which goes to one, whether a pawn landed on an enemy. */
final class PawnMoves {
    private PawnMoves() {
    }

    /** The legal pawn moves of {@code state} from {@code position}. */
    static List<PawnMove> from(BattlegammonState state, int position) {
        return state.legalMoves().stream()
                .filter(move -> move instanceof PawnMove pawnMove && pawnMove.from() == position)
                .map(PawnMove.class::cast)
                .toList();
    }

    /** The legal pawn move of {@code state} from {@code from} to {@code to}, or null. */
    static PawnMove between(BattlegammonState state, int from, int to) {
        for (PawnMove move : from(state, from)) {
            if (move.to(state.side()) == to) {
                return move;
            }
        }
        return null;
    }

    /** Whether the pawn that arrived at {@code to} landed on an enemy pawn (it now covers it, freezing it). */
    static boolean covers(BattlegammonState state, int to) {
        if (to <= Track.WHITE_HOME || to >= Track.BLACK_HOME) {
            return false;
        }
        int code = state.codeAt(to);
        return Track.count(code) > 1 && Track.top(code) != Track.bottom(code);
    }
}
