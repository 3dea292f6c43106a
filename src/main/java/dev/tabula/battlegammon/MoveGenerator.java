package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.Move;
import java.util.Arrays;
import java.util.List;

/**
 * The single-die moves of a position, and the must-play-both filter on the first die of a turn.
 *
 * <p>A pawn may move by a die when it stands at the top of its square (or in its own home), it
 * is not the pawn already moved this turn, and it lands exactly in the goal or on a track square
 * with fewer than two pawns. Passing over a stack is allowed.
 */
final class MoveGenerator {
    private MoveGenerator() {
    }

    static List<Move> legalMoves(BattlegammonState state) {
        int[] dice = state.diceToPlay();
        int side = state.side();
        byte[] cells = state.cellsView();
        int home = state.atHome(side);
        int locked = state.movedPawnPosition();
        PawnMove[] moves = new PawnMove[24];
        int n = 0;
        boolean twoDice = dice[1] != 0;
        boolean different = twoDice && dice[0] != dice[1];
        int first = Track.home(side);
        int step = side == WHITE ? 1 : -1;
        int goal = Track.goal(side);
        int colour = Track.colourOf(side);
        for (int from = first; from != goal; from += step) {
            if (!canMoveFrom(cells, home, side, colour, from, locked)) {
                continue;
            }
            if (lands(cells, side, from, dice[0])) {
                moves[n++] = PawnMove.of(from, dice[0]);
            }
            if (different && lands(cells, side, from, dice[1])) {
                moves[n++] = PawnMove.of(from, dice[1]);
            }
        }
        if (n == 0) {
            return List.of(Pass.PASS);
        }
        if (twoDice && state.rules().mustPlayBoth()) {
            n = keepThoseThatLeaveTheOtherDiePlayable(state, moves, n, dice);
        }
        return Arrays.asList(Arrays.copyOf(moves, n, Move[].class));
    }

    /**
     * When some first move lets the other die be played too, the first moves that leave it
     * unplayable are dropped, unless they win at once (the game ends, so no second die is owed).
     */
    private static int keepThoseThatLeaveTheOtherDiePlayable(BattlegammonState state, PawnMove[] moves, int n,
            int[] dice) {
        int side = state.side();
        byte[] scratch = state.cellsView().clone();
        int colour = Track.colourOf(side);
        int goal = Track.goal(side);
        int goalCount = state.inGoal(side);
        int far = state.inEnemyHalf(side);
        boolean[] keep = new boolean[n];
        boolean bothPlayable = false;
        for (int i = 0; i < n; i++) {
            PawnMove move = moves[i];
            int from = move.from();
            int to = move.to(side);
            boolean fromHome = from == Track.home(side);
            boolean crosses = !Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to);
            boolean wins = (to == goal && goalCount + 1 >= Track.GOAL_TO_WIN)
                    || (crosses && far + 1 >= Track.ENEMY_HALF_TO_WIN);
            if (wins) {
                keep[i] = true;
                continue;
            }
            byte savedFrom = scratch[from];
            byte savedTo = scratch[to];
            if (!fromHome) {
                scratch[from] = (byte) Track.pop(savedFrom);
            }
            if (to != goal) {
                scratch[to] = (byte) Track.push(savedTo, colour);
            }
            int other = move.pips() == dice[0] ? dice[1] : dice[0];
            int home = state.atHome(side) - (fromHome ? 1 : 0);
            keep[i] = canPlay(scratch, home, side, other, to);
            bothPlayable |= keep[i];
            scratch[from] = savedFrom;
            scratch[to] = savedTo;
        }
        if (!bothPlayable) {
            return n; // only one die can be played: either die, any pawn
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if (keep[i]) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }

    /** Whether {@code side} can move some pawn other than the one at {@code locked} by {@code die}. */
    static boolean canPlay(byte[] cells, int home, int side, int die, int locked) {
        int colour = Track.colourOf(side);
        int step = side == WHITE ? 1 : -1;
        int goal = Track.goal(side);
        for (int from = Track.home(side); from != goal; from += step) {
            if (canMoveFrom(cells, home, side, colour, from, locked) && lands(cells, side, from, die)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code side} has a free pawn at {@code from}: in its home, or on top of a square. */
    private static boolean canMoveFrom(byte[] cells, int home, int side, int colour, int from, int locked) {
        if (from == Track.home(side)) {
            return home > 0;
        }
        return from != locked && Track.top(cells[from]) == colour;
    }

    /** Whether a pawn at {@code from} moved by {@code pips} lands in the goal exactly or on room. */
    private static boolean lands(byte[] cells, int side, int from, int pips) {
        int to = Track.target(side, from, pips);
        if (to == Track.goal(side)) {
            return true;
        }
        return to > Track.WHITE_HOME && to < Track.BLACK_HOME && Track.count(cells[to]) < 2;
    }
}
