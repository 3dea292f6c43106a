package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

/**
 * The pawns counted off the track squares, per side: in their own home (they may still leave),
 * in the goal (the opponent's home; three win) and in the opponent's half, goal included (eight win).
 */
record Pawns(int whiteHome, int blackHome, int whiteGoal, int blackGoal, int whiteFar, int blackFar) {

    int atHome(int side) {
        return side == WHITE ? whiteHome : blackHome;
    }

    int inGoal(int side) {
        return side == WHITE ? whiteGoal : blackGoal;
    }

    int inEnemyHalf(int side) {
        return side == WHITE ? whiteFar : blackFar;
    }

    /** After {@code side} moved a pawn from {@code from} to {@code to}. */
    Pawns afterMove(int side, int from, int to) {
        int home = side == WHITE ? whiteHome : blackHome;
        int goal = side == WHITE ? whiteGoal : blackGoal;
        int far = side == WHITE ? whiteFar : blackFar;
        if (from == Track.home(side)) {
            home--;
        }
        if (to == Track.goal(side)) {
            goal++;
        }
        if (!Track.inEnemyHalf(side, from) && Track.inEnemyHalf(side, to)) {
            far++;
        } else if (home == atHome(side) && goal == inGoal(side)) {
            return this; // most moves: track to track in the same half, nothing counted changes
        }
        return side == WHITE ? new Pawns(home, blackHome, goal, blackGoal, far, blackFar)
                : new Pawns(whiteHome, home, whiteGoal, goal, whiteFar, far);
    }
}
