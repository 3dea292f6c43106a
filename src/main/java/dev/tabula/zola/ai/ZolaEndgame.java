package dev.tabula.zola.ai;

import dev.tabula.core.Move;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An exact search of Zola endgames: with few pieces left the game tree is small (every step moves
 * a piece strictly away from the centre, every capture removes one), so an AND/OR search with a
 * table of the positions already decided settles who wins. It gives up, rather than guess, when
 * its node budget runs out or a line would repeat (two forced passes in a row).
 */
final class ZolaEndgame {
    /** Thrown when the question cannot be settled within the budget. */
    private static final class Undecided extends RuntimeException {
        Undecided() {
            super(null, null, false, false);
        }
    }

    private final Map<ZolaState, Boolean> decided = new HashMap<>();
    private final Set<ZolaState> onPath = new HashSet<>();
    private final long budget;
    private long nodes;

    private ZolaEndgame(long budget) {
        this.budget = budget;
    }

    /** Whether the side to move at {@code state} wins with best play, or empty if not settled within {@code budget} nodes. */
    static Optional<Boolean> wins(ZolaState state, long budget) {
        try {
            return Optional.of(new ZolaEndgame(budget).wins(state));
        } catch (Undecided e) {
            return Optional.empty();
        }
    }

    /**
     * A move with which the side to move wins by force (the quickest to find: captures first), or
     * empty when the position is lost or not settled within {@code budget} nodes.
     */
    static Optional<Move> winningMove(ZolaState state, long budget) {
        ZolaEndgame search = new ZolaEndgame(budget);
        try {
            int me = state.currentSeat();
            for (Move move : ordered(state)) {
                if (search.winsFor(me, (ZolaState) state.apply(move))) {
                    return Optional.of(move);
                }
            }
        } catch (Undecided e) {
            // fall through: not settled
        }
        return Optional.empty();
    }

    /** Whether {@code seat} wins at {@code state} (whoever is to move there). */
    private boolean winsFor(int seat, ZolaState state) {
        if (state.isTerminal()) {
            return state.outcome().isWinner(seat);
        }
        return state.currentSeat() == seat ? wins(state) : !wins(state);
    }

    private boolean wins(ZolaState state) {
        Boolean known = decided.get(state);
        if (known != null) {
            return known;
        }
        if (++nodes > budget || !onPath.add(state)) {
            throw new Undecided();
        }
        int me = state.currentSeat();
        boolean result = false;
        for (Move move : ordered(state)) {
            if (winsFor(me, (ZolaState) state.apply(move))) {
                result = true;
                break;
            }
        }
        onPath.remove(state);
        decided.put(state, result);
        return result;
    }

    /** The legal moves, captures first (they end games and shrink the tree). */
    private static List<Move> ordered(ZolaState state) {
        List<Move> moves = state.legalMoves();
        List<Move> ordered = new ArrayList<>(moves.size());
        for (Move move : moves) {
            if (move instanceof ZolaMove zm && zm.isCapture()) {
                ordered.add(move);
            }
        }
        for (Move move : moves) {
            if (!(move instanceof ZolaMove zm && zm.isCapture())) {
                ordered.add(move);
            }
        }
        return ordered;
    }
}
