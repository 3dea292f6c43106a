package dev.tabula.battlegammon;

/**
 * The single-die moves of a position, and the must-play-both filter on the first die of a turn.
 *
 * <p>A pawn may move by a die when it stands at the top of its square (or in its own home), it
 * is not the pawn already moved this turn, and it lands exactly in the goal or on a track square
 * with fewer than two pawns. Passing over a stack is allowed. The work is done on bit masks
 * ({@link Board#movable}), square by square only where the filter must look at the board after
 * a move, and the result stays two masks ({@link MoveList#masks}), which keeps random playouts fast.
 */
final class MoveGenerator {
    /** The most squares one move can take from the other die's starting squares: its own, its target, the square aimed at the target, the home. */
    private static final int TOUCHED_AT_MOST = 4;
    /** By side and die, the squares from which a move by the die enters the enemy half. */
    private static final int[][] CROSSING = new int[2][7];

    static {
        for (int side = 0; side < 2; side++) {
            for (int die = 1; die <= 6; die++) {
                for (int from = Track.WHITE_HOME; from <= Track.BLACK_HOME; from++) {
                    int to = Track.target(side, from, die);
                    if (!Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to)) {
                        CROSSING[side][die] |= Board.bit(from);
                    }
                }
            }
        }
    }

    private MoveGenerator() {
    }

    /**
     * The legal moves of a decision state as the two masks of starting squares packed by
     * {@link MoveList#masks} (none: the one move is a pass). Called as the state is made, from
     * its constructor: it reads only the state's board, pawns, turn and rules.
     */
    static long moveMasks(BattlegammonState state) {
        int dieA = state.dieA();
        int dieB = state.dieB();
        int side = state.side();
        int sideTop = state.topMask(side);
        int full = state.fullMask();
        int home = state.atHome(side);
        int locked = state.movedPawnPosition();
        int fromsA = Board.movable(sideTop, full, home, side, dieA, locked);
        boolean twoDice = dieB != 0;
        boolean doubles = dieB == dieA;
        int fromsB = twoDice && !doubles ? Board.movable(sideTop, full, home, side, dieB, locked) : 0;
        if ((fromsA | fromsB) == 0) {
            return MoveList.masks(0, 0);
        }
        if (twoDice && state.rules().mustPlayBoth() && !eachDieHasManyPawns(fromsA, doubles ? fromsA : fromsB)) {
            int playsBothA = leavingTheOtherDiePlayable(state, fromsA, dieA, doubles ? fromsA : fromsB, dieB);
            int playsBothB = doubles ? 0 : leavingTheOtherDiePlayable(state, fromsB, dieB, fromsA, dieA);
            if ((playsBothA | playsBothB) != 0) { // some order plays both: keep those, and the wins
                fromsA = playsBothA | winning(state, fromsA, dieA);
                fromsB = playsBothB | winning(state, fromsB, dieB);
            }
        }
        return MoveList.masks(fromsA, fromsB);
    }

    /**
     * Whether each die can be played from more than {@value #TOUCHED_AT_MOST} squares: then any
     * first move leaves the other die playable (a move touches at most that many of the other
     * die's starting squares: {@link #otherPawnStillMoves}), so the must-play-both filter keeps
     * every move and need not look. Most first dice of a random game are such.
     */
    private static boolean eachDieHasManyPawns(int fromsA, int fromsB) {
        return Integer.bitCount(fromsA) > TOUCHED_AT_MOST && Integer.bitCount(fromsB) > TOUCHED_AT_MOST;
    }

    /**
     * The squares of {@code froms} from which a move by {@code die} wins at once (the game ends: no
     * second die is owed): the one square a die short of the goal, and the squares from which the
     * die crosses into the enemy half, when one more pawn there wins.
     */
    private static int winning(BattlegammonState state, int froms, int die) {
        int side = state.side();
        int wins = 0;
        if (state.inGoal(side) + 1 >= Track.GOAL_TO_WIN) {
            wins |= Board.bit(Track.target(side, Track.goal(side), -die));
        }
        if (state.inEnemyHalf(side) + 1 >= Track.ENEMY_HALF_TO_WIN) {
            wins |= CROSSING[side][die];
        }
        return froms & wins;
    }

    /**
     * The squares of {@code froms} from which a move by {@code die} that does not win leaves
     * {@code other} playable by another pawn; {@code othersFroms} are the squares that could play
     * {@code other} before the move.
     */
    private static int leavingTheOtherDiePlayable(BattlegammonState state, int froms, int die, int othersFroms,
            int other) {
        if (Integer.bitCount(othersFroms) > TOUCHED_AT_MOST) { // every first move passes otherPawnStillMoves
            return froms & ~winning(state, froms, die);
        }
        int side = state.side();
        int ownHome = Track.home(side);
        int goal = Track.goal(side);
        int home = state.atHome(side);
        int sideTop = state.topMask(side);
        int occupied = state.occupiedMask();
        int full = state.fullMask();
        int ownBottom = state.ownBottomMask(side);
        int result = 0;
        for (int rest = froms & ~winning(state, froms, die); rest != 0; rest &= rest - 1) {
            int from = Integer.numberOfTrailingZeros(rest);
            int to = Track.target(side, from, die);
            if (otherPawnStillMoves(othersFroms, from, to, other, side, ownHome, home)) {
                result |= Board.bit(from);
                continue;
            }
            // The side's top pawns, the stacks and its home after this move, as BattlegammonState.applyPawnMove does.
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
            if (Board.movable(top, stacks, homeAfter, side, other, to) != 0) {
                result |= Board.bit(from);
            }
        }
        return result;
    }

    /**
     * The quick, sufficient half of the test: a move changes only its two squares and the count at
     * home, so a pawn that could play {@code other} before (in {@code othersFroms}) still can unless
     * it is the moved pawn, stood on {@code to}, aimed at {@code to}, or was the last one at home.
     * Most first moves pass here; only the rest need the full test on the board after the move.
     * (For White the square aimed at {@code to} may lie below 0: the shift then sets a bit above
     * the track, which no mask holds.)
     */
    private static boolean otherPawnStillMoves(int othersFroms, int from, int to, int other, int side, int ownHome,
            int home) {
        int touched = Board.bit(from) | Board.bit(to) | Board.bit(Track.target(side, to, -other));
        if (from == ownHome && home == 1) {
            touched |= Board.bit(ownHome);
        }
        return (othersFroms & ~touched) != 0;
    }
}
