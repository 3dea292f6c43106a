package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

/**
 * The pawns counted off the track squares, per side: in their own home (they may still leave),
 * in the goal (the opponent's home; three win) and in the opponent's half, goal included (eight win).
 */
record Pawns(int whiteHome, int blackHome, int whiteGoal, int blackGoal, int whiteFar, int blackFar) {

    /** The counts of a position set up square by square ({@code board}), with these at home and in the goal. */
    static Pawns countedOff(Board board, int whiteHome, int blackHome, int whiteGoal, int blackGoal) {
        int whiteFar = whiteGoal;
        int blackFar = blackGoal;
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
            int code = board.codeAt(p);
            int whites = (Track.bottom(code) == Track.WHITE_PAWN ? 1 : 0)
                    + (Track.count(code) == 2 && Track.top(code) == Track.WHITE_PAWN ? 1 : 0);
            int blacks = Track.count(code) - whites;
            if (Track.inEnemyHalf(WHITE, p)) {
                whiteFar += whites;
            } else {
                blackFar += blacks;
            }
        }
        return new Pawns(whiteHome, blackHome, whiteGoal, blackGoal, whiteFar, blackFar);
    }

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
