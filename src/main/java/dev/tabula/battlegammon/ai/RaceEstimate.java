package dev.tabula.battlegammon.ai;

import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import java.util.Arrays;

/**
 * How many turns a side still needs to win, roughly: for each finish line (3 pawns in the goal,
 * 8 in the enemy half) the pips its nearest missing pawns still have to go, at about 7 pips a
 * turn and at most two pawns a turn, the nearer of the two lines counting. A pawn frozen under an
 * enemy pawn counts as some pips further away; reaching the goal needs an exact die, which costs
 * about a turn more.
 */
final class RaceEstimate {
    /** Pips added for a pawn that is covered by an enemy pawn and cannot move. */
    static final int FROZEN_PENALTY = 5;
    static final double PIPS_PER_TURN = 7.0;
    static final double EXACT_GOAL_TURNS = 1.0;

    private RaceEstimate() {
    }

    static double turnsToWin(BattlegammonState state, int side) {
        int[] toHalf = new int[Track.PAWNS_PER_SIDE];
        int[] toGoal = new int[Track.PAWNS_PER_SIDE];
        int n = 0;
        int goal = Track.goal(side);
        int colour = Track.colourOf(side);
        int home = Track.home(side);
        for (int i = 0; i < state.atHome(side); i++) {
            toHalf[n] = halfDistance(side, home);
            toGoal[n] = Math.abs(goal - home);
            n++;
        }
        for (int position = Track.WHITE_HOME + 1; position < Track.BLACK_HOME; position++) {
            int code = state.codeAt(position);
            if (code == 0) {
                continue;
            }
            int count = Track.count(code);
            int top = Track.top(code);
            int bottom = Track.bottom(code);
            if (top == colour) {
                toHalf[n] = halfDistance(side, position);
                toGoal[n] = Math.abs(goal - position);
                n++;
            }
            if (count == 2 && bottom == colour) {
                int penalty = top == colour ? 0 : FROZEN_PENALTY;
                toHalf[n] = halfDistance(side, position) + (halfDistance(side, position) > 0 ? penalty : 0);
                toGoal[n] = Math.abs(goal - position) + penalty;
                n++;
            }
        }
        double half = turns(toHalf, n, Track.ENEMY_HALF_TO_WIN - state.inEnemyHalf(side), 0);
        double toGoalTurns = turns(toGoal, n, Track.GOAL_TO_WIN - state.inGoal(side), EXACT_GOAL_TURNS);
        return Math.min(half, toGoalTurns);
    }

    /** Turns to bring {@code missing} more pawns over their line, from their distances to it (0 = over it). */
    private static double turns(int[] distances, int n, int missing, double extra) {
        if (missing <= 0) {
            return 0;
        }
        Arrays.sort(distances, 0, n);
        int pips = 0;
        int counted = 0;
        for (int i = 0; i < n && counted < missing; i++) {
            if (distances[i] > 0) {
                pips += distances[i];
                counted++;
            }
        }
        if (counted < missing) {
            return 1000; // not enough pawns left for this line
        }
        return Math.max(Math.ceil(missing / 2.0), pips / PIPS_PER_TURN) + extra;
    }

    private static int halfDistance(int side, int position) {
        return side == Track.WHITE ? Math.max(0, Track.BLACK_HALF_START - position)
                : Math.max(0, position - Track.WHITE_HALF_END);
    }
}
