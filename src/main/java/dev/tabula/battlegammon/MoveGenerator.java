package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.Move;
import java.util.List;

/**
 * The single-die moves of a position, and the must-play-both filter on the first die of a turn.
 *
 * <p>A pawn may move by a die when it stands at the top of its square (or in its own home), it
 * is not the pawn already moved this turn, and it lands exactly in the goal or on a track square
 * with fewer than two pawns. Passing over a stack is allowed. The work is done on bit masks
 * ({@link Board#movable}), which keeps random playouts fast.
 */
final class MoveGenerator {
    private MoveGenerator() {
    }

    /** The legal moves of a decision state, in track order from the mover's home, smaller die first. */
    static List<Move> legalMoves(BattlegammonState state) {
        int dieA = state.dieA();
        int dieB = state.dieB();
        int side = state.side();
        int sideTop = state.topMask(side);
        int full = state.fullMask();
        int home = state.atHome(side);
        int locked = state.movedPawnPosition();
        int fromsA = Board.movable(sideTop, full, home, side, dieA, locked);
        boolean twoDice = dieB != 0;
        int fromsB = twoDice && dieB != dieA ? Board.movable(sideTop, full, home, side, dieB, locked) : 0;
        int all = fromsA | fromsB;
        if (all == 0) {
            return List.of(Pass.PASS);
        }
        Move[] moves = new Move[Integer.bitCount(fromsA) + Integer.bitCount(fromsB)];
        int n = 0;
        while (all != 0) {
            int from = side == WHITE ? Integer.numberOfTrailingZeros(all) : 31 - Integer.numberOfLeadingZeros(all);
            int b = Board.bit(from);
            all &= ~b;
            if ((fromsA & b) != 0) {
                moves[n++] = PawnMove.of(from, dieA);
            }
            if ((fromsB & b) != 0) {
                moves[n++] = PawnMove.of(from, dieB);
            }
        }
        if (twoDice && state.rules().mustPlayBoth()) {
            n = keepThoseThatLeaveTheOtherDiePlayable(state, moves, n, dieA, dieB);
        }
        return new MoveList(moves, n);
    }

    /**
     * When some first move lets the other die be played too, the first moves that leave it
     * unplayable are dropped, unless they win at once (the game ends, so no second die is owed).
     */
    private static int keepThoseThatLeaveTheOtherDiePlayable(BattlegammonState state, Move[] moves, int n,
            int dieA, int dieB) {
        int side = state.side();
        int goal = Track.goal(side);
        int ownHome = Track.home(side);
        int goalCount = state.inGoal(side);
        int far = state.inEnemyHalf(side);
        int home = state.atHome(side);
        int sideTop = state.topMask(side);
        int occupied = state.occupiedMask();
        int full = state.fullMask();
        int ownBottom = state.ownBottomMask(side);
        int keep = 0; // bit i: keep moves[i]
        boolean bothPlayable = false;
        for (int i = 0; i < n; i++) {
            PawnMove move = (PawnMove) moves[i];
            int from = move.from();
            int to = move.to(side);
            boolean crosses = !Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to);
            if ((to == goal && goalCount + 1 >= Track.GOAL_TO_WIN)
                    || (crosses && far + 1 >= Track.ENEMY_HALF_TO_WIN)) {
                keep |= 1 << i; // a win ends the game: no second die is owed
                continue;
            }
            // The side's top pawns, the stacks and its home after this move, as Board.lift/land do.
            int top = sideTop;
            int stacks = full;
            int homeAfter = home;
            if (from == ownHome) {
                homeAfter--;
            } else {
                int f = Board.bit(from);
                if ((stacks & f) != 0) {
                    stacks &= ~f;
                    top = (ownBottom & f) != 0 ? top | f : top & ~f;
                } else {
                    top &= ~f;
                }
            }
            if (to != goal) {
                int t = Board.bit(to);
                if ((occupied & t) != 0) {
                    stacks |= t;
                }
                top |= t;
            }
            int other = move.pips() == dieA ? dieB : dieA;
            if (Board.movable(top, stacks, homeAfter, side, other, to) != 0) {
                keep |= 1 << i;
                bothPlayable = true;
            }
        }
        if (!bothPlayable) {
            return n; // only one die can be played: either die, any pawn
        }
        int kept = 0;
        for (int i = 0; i < n; i++) {
            if ((keep & 1 << i) != 0) {
                moves[kept++] = moves[i];
            }
        }
        return kept;
    }
}
