package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

/**
 * The track squares 2..23 as four bit masks (bit {@code p} is position {@code p}), so a whole
 * board is four ints, copying it is cheap and asking "which pawns can move by a 5" is a few shifts.
 *
 * <ul>
 *   <li>{@code whiteTop}, {@code blackTop}: squares whose top (or only) pawn is white, black;</li>
 *   <li>{@code full}: squares holding a stack of two;</li>
 *   <li>{@code bottomWhite}: stacks whose bottom pawn is white (0 elsewhere).</li>
 * </ul>
 */
record Board(int whiteTop, int blackTop, int full, int bottomWhite) {
    /** Bits 2..23: the track squares, homes excluded. */
    static final int TRACK = ((1 << 24) - 1) & ~0b11;

    static int bit(int position) {
        return 1 << position;
    }

    /** A board from square codes (see {@link Track}) at positions 2..23. */
    static Board fromCodes(byte[] codes) {
        int whiteTop = 0;
        int blackTop = 0;
        int full = 0;
        int bottomWhite = 0;
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME && p < codes.length; p++) {
            int code = codes[p];
            if (code == 0) {
                continue;
            }
            if (Track.top(code) == Track.WHITE_PAWN) {
                whiteTop |= bit(p);
            } else {
                blackTop |= bit(p);
            }
            if (Track.count(code) == 2) {
                full |= bit(p);
                if (Track.bottom(code) == Track.WHITE_PAWN) {
                    bottomWhite |= bit(p);
                }
            }
        }
        return new Board(whiteTop, blackTop, full, bottomWhite);
    }

    /** The square code at track position {@code p} (see {@link Track}). */
    int codeAt(int p) {
        return codeAt(whiteTop, blackTop, full, bottomWhite, p);
    }

    /** The occupied squares as " 5:w 8:ww 19:bw" (bottom pawn first), for logs and test messages. */
    String describe() {
        String[] names = {"", "w", "b"};
        StringBuilder text = new StringBuilder();
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
            int code = codeAt(p);
            if (code != 0) {
                text.append(' ').append(p).append(':').append(Track.count(code) == 1 ? names[code]
                        : names[Track.bottom(code)] + names[Track.top(code)]);
            }
        }
        return text.toString();
    }

    /** The square code at track position {@code p} of the board with these masks. */
    static int codeAt(int whiteTop, int blackTop, int full, int bottomWhite, int p) {
        int b = bit(p);
        int top = (whiteTop & b) != 0 ? Track.WHITE_PAWN : (blackTop & b) != 0 ? Track.BLACK_PAWN : 0;
        if ((full & b) == 0) {
            return top;
        }
        int bottom = (bottomWhite & b) != 0 ? Track.WHITE_PAWN : Track.BLACK_PAWN;
        return bottom * 3 + top;
    }

    /** The hash of the board with these masks: the record's own, so that a state that holds the masks hashes as before. */
    static int hash(int whiteTop, int blackTop, int full, int bottomWhite) {
        return ((whiteTop * 31 + blackTop) * 31 + full) * 31 + bottomWhite;
    }

    @Override
    public int hashCode() {
        return hash(whiteTop, blackTop, full, bottomWhite);
    }

    /**
     * The positions (as a mask) from which {@code side} can move a pawn by {@code die}: its own home
     * if it has pawns there, or a track square with its pawn on top, except {@code locked} (the
     * pawn moved already this turn); landing exactly in the goal or on a square with room.
     */
    static int movable(int sideTop, int full, int home, int side, int die, int locked) {
        int candidates = sideTop & ~bit(locked);
        int froms;
        if (side == WHITE) {
            int targets = candidates << die;
            froms = ((targets & TRACK & ~full) | (targets & bit(Track.BLACK_HOME))) >>> die;
            if (home > 0 && (full & bit(Track.WHITE_HOME + die)) == 0) {
                froms |= bit(Track.WHITE_HOME);
            }
        } else {
            int targets = candidates >>> die;
            froms = ((targets & TRACK & ~full) | (targets & bit(Track.WHITE_HOME))) << die;
            if (home > 0 && (full & bit(Track.BLACK_HOME - die)) == 0) {
                froms |= bit(Track.BLACK_HOME);
            }
        }
        return froms;
    }
}
