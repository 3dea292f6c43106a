package dev.tabula.zodiac;

/**
 * A board packed into one int: 2 bits per point, point {@code p} at bits {@code 2p..2p+1}, with
 * the contents below. All 24 bits together are the "arrangement" of rule 9.
 */
public final class Discs {
    public static final int EMPTY = 0;
    public static final int BLACK = 1;
    public static final int WHITE = 2;
    public static final int RED = 3;

    /** Seat 0 plays Black, seat 1 White (the first player is chosen separately). */
    public static final int BLACK_SEAT = 0;
    public static final int WHITE_SEAT = 1;

    private Discs() {
    }

    public static int at(int board, int point) {
        return (board >>> (2 * point)) & 3;
    }

    public static int with(int board, int point, int content) {
        return (board & ~(3 << (2 * point))) | (content << (2 * point));
    }

    /** The colour a seat owns. */
    public static int colourOf(int seat) {
        return seat + 1;
    }

    /** Turns a disc over: black and white swap, red shows red on both sides, empty stays empty. */
    public static int flipped(int content) {
        return content == BLACK || content == WHITE ? content ^ 3 : content;
    }

    /** Whether all 6 inner points are occupied. */
    public static boolean ringFull(int board) {
        for (int p : Star.INNER) {
            if (at(board, p) == EMPTY) {
                return false;
            }
        }
        return true;
    }

    /** How many discs of the seat's colour stand on the inner ring. */
    public static int innerCount(int board, int seat) {
        int colour = colourOf(seat);
        int count = 0;
        for (int p : Star.INNER) {
            if (at(board, p) == colour) {
                count++;
            }
        }
        return count;
    }

    /** The seat holding the majority of a full ring (rulings 10), or -1 if the ring is open or tied. */
    public static int ringWinner(int board) {
        if (!ringFull(board)) {
            return -1;
        }
        int black = innerCount(board, BLACK_SEAT);
        int white = innerCount(board, WHITE_SEAT);
        return black > white ? BLACK_SEAT : white > black ? WHITE_SEAT : -1;
    }
}
