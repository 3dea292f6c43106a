package dev.tabula.battlegammon.ai;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;

/**
 * How many turns a side still needs to win, roughly: for each finish line (3 pawns in the goal,
 * 8 in the enemy half) the pips its nearest missing pawns still have to go, at about 7 pips a
 * turn and at most two pawns a turn, the nearer of the two lines counting. A pawn frozen under an
 * enemy pawn counts as some pips further away; reaching the goal needs an exact die, which costs
 * about a turn more.
 *
 * <p>It is the inner loop of Hard's leaves (a few dozen estimates a leaf), so it keeps each
 * side's distances sorted as it reads them, in a per-thread scratch space, and allocates nothing.
 */
final class RaceEstimate {
    /** Returned when a side has too few pawns left for a line. */
    private static final double OUT_OF_REACH = 1000;

    private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[2 * Track.PAWNS_PER_SIDE]);

    private RaceEstimate() {
    }

    /** White's turns to win minus Black's, with the hand-set constants: how many turns Black is ahead. */
    static double blackLead(BattlegammonState state) {
        return blackLead(state, RaceWeights.CLASSIC);
    }

    /** White's turns to win minus Black's with {@code weights}. */
    static double blackLead(BattlegammonState state, RaceWeights weights) {
        int[] scratch = SCRATCH.get();
        return turnsToWin(state, Track.WHITE, weights, scratch) - turnsToWin(state, Track.BLACK, weights, scratch);
    }

    static double turnsToWin(BattlegammonState state, int side) {
        return turnsToWin(state, side, RaceWeights.CLASSIC, SCRATCH.get());
    }

    /**
     * {@code scratch} holds the pawns' distances to the goal (from 0) and to the enemy half (from
     * {@link Track#PAWNS_PER_SIDE}), each run kept in ascending order as it fills.
     */
    private static double turnsToWin(BattlegammonState state, int side, RaceWeights weights, int[] scratch) {
        int goal = Track.goal(side);
        int colour = Track.colourOf(side);
        int home = Track.home(side);
        int toHalf = Track.PAWNS_PER_SIDE;
        int n = 0;
        for (int position = Track.WHITE_HOME + 1; position < Track.BLACK_HOME; position++) {
            int code = state.codeAt(position);
            if (code == 0) {
                continue;
            }
            int top = Track.top(code);
            if (top == colour) {
                insert(scratch, toHalf, n, halfDistance(side, position));
                insert(scratch, 0, n++, Math.abs(goal - position));
            }
            if (Track.count(code) == 2 && Track.bottom(code) == colour) {
                int penalty = top == colour ? 0 : weights.frozenPenalty();
                int half = halfDistance(side, position);
                insert(scratch, toHalf, n, half + (half > 0 ? penalty : 0));
                insert(scratch, 0, n++, Math.abs(goal - position) + penalty);
            }
        }
        for (int i = 0; i < state.atHome(side); i++) {
            insert(scratch, toHalf, n, halfDistance(side, home));
            insert(scratch, 0, n++, Math.abs(goal - home));
        }
        double pipsPerTurn = weights.pipsPerTurn();
        double half = turns(scratch, toHalf, n, Track.ENEMY_HALF_TO_WIN - state.inEnemyHalf(side), pipsPerTurn,
                weights.enemyHalfTurns());
        double goalTurns = turns(scratch, 0, n, Track.GOAL_TO_WIN - state.inGoal(side), pipsPerTurn,
                weights.exactGoalTurns());
        return Math.min(half, goalTurns);
    }

    private static void insert(int[] sorted, int from, int n, int value) {
        int i = from + n;
        while (i > from && sorted[i - 1] > value) {
            sorted[i] = sorted[i - 1];
            i--;
        }
        sorted[i] = value;
    }

    /**
     * Turns to bring {@code missing} more pawns over their line, from their sorted distances to it
     * (0 = over it already).
     */
    private static double turns(int[] sorted, int from, int n, int missing, double pipsPerTurn, double extra) {
        if (missing <= 0) {
            return 0;
        }
        int pips = 0;
        int counted = 0;
        for (int i = from; i < from + n && counted < missing; i++) {
            if (sorted[i] > 0) {
                pips += sorted[i];
                counted++;
            }
        }
        if (counted < missing) {
            return OUT_OF_REACH;
        }
        return Math.max(Math.ceil(missing / 2.0), pips / pipsPerTurn) + extra;
    }

    private static int halfDistance(int side, int position) {
        return side == Track.WHITE ? Math.max(0, Track.BLACK_HALF_START - position)
                : Math.max(0, position - Track.WHITE_HALF_END);
    }
}
