package dev.tabula.battlegammon;

/**
 * The geometry of the shared track 1..24 and the encoding of what stands on one square.
 *
 * <p>Position 1 is White's home (Black's goal), 24 Black's home (White's goal); 2..12 are the
 * white squares, 13..23 the black ones. White moves up, Black down.
 *
 * <p>A track square holds at most two pawns, bottom and top, described by one small code (for
 * setting up and drawing positions; the state itself keeps bit masks, see {@link Board}): 0 empty,
 * 1 one white pawn, 2 one black pawn, and for a stack {@code 3 * bottom + top} (4 white on white,
 * 5 black on white, 7 white on black, 8 black on black).
 */
public final class Track {
    public static final int WHITE_HOME = 1;
    public static final int BLACK_HOME = 24;
    /** The first square of the black half; White's pawns from here on are in the enemy half. */
    public static final int BLACK_HALF_START = 13;
    /** The last square of the white half; Black's pawns from here down are in the enemy half. */
    public static final int WHITE_HALF_END = 12;
    public static final int PAWNS_PER_SIDE = 10;
    public static final int GOAL_TO_WIN = 3;
    public static final int ENEMY_HALF_TO_WIN = 8;

    /** Seat of the player with black pawns, who moves first. */
    public static final int BLACK = 0;
    /** Seat of the player with white pawns. */
    public static final int WHITE = 1;

    /** Square codes of one pawn. */
    public static final int WHITE_PAWN = 1;
    public static final int BLACK_PAWN = 2;

    private Track() {
    }

    /** The pawn colour code of a seat. */
    public static int colourOf(int side) {
        return side == WHITE ? WHITE_PAWN : BLACK_PAWN;
    }

    public static int home(int side) {
        return side == WHITE ? WHITE_HOME : BLACK_HOME;
    }

    /** The opponent's home, where {@code side}'s pawns score. */
    public static int goal(int side) {
        return side == WHITE ? BLACK_HOME : WHITE_HOME;
    }

    /** Where a pawn of {@code side} at {@code from} lands after {@code pips}; may be off the track. */
    public static int target(int side, int from, int pips) {
        return side == WHITE ? from + pips : from - pips;
    }

    /** Whether {@code position} (1..24) counts as the opponent's half for {@code side}. */
    public static boolean inEnemyHalf(int side, int position) {
        return side == WHITE ? position >= BLACK_HALF_START : position <= WHITE_HALF_END;
    }

    /** The number of pawns in a square code (0..2). */
    public static int count(int code) {
        return code == 0 ? 0 : code < 3 ? 1 : 2;
    }

    /** The colour of the top pawn of a square code, 0 if empty. */
    public static int top(int code) {
        return code < 3 ? code : code % 3;
    }

    /** The colour of the bottom pawn of a stack, or of the single pawn, 0 if empty. */
    public static int bottom(int code) {
        return code < 3 ? code : code / 3;
    }
}
