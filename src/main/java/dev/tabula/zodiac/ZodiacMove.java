package dev.tabula.zodiac;

import dev.tabula.core.Move;

/**
 * A move: an own disc's jump or a neutral disc's step, written {@code O4-I1} / {@code I3-I5}
 * (rulings section 13). The two points fix the move: a jump's run is the points between them on
 * their common line, and a step joins two neighbours of the inner ring, which no jump does. One
 * instance per pair, so generating moves allocates nothing.
 */
public final class ZodiacMove implements Move {
    private static final ZodiacMove[][] MOVES = new ZodiacMove[Star.POINTS][Star.POINTS];

    static {
        for (int from = 0; from < Star.POINTS; from++) {
            for (int to = 0; to < Star.POINTS; to++) {
                if (from != to) {
                    MOVES[from][to] = new ZodiacMove(from, to);
                }
            }
        }
    }

    private final int from;
    private final int to;
    private final boolean step;
    private final String notation;

    private ZodiacMove(int from, int to) {
        this.from = from;
        this.to = to;
        this.step = Star.ringAdjacent(from, to);
        this.notation = Star.name(from) + "-" + Star.name(to);
    }

    public static ZodiacMove of(int from, int to) {
        return MOVES[from][to];
    }

    public int from() {
        return from;
    }

    public int to() {
        return to;
    }

    /** A neutral disc's step along the inner ring (otherwise an own disc's jump). */
    public boolean isNeutralStep() {
        return step;
    }

    /** The points this jump passes over, whose discs it flips (empty for a step). */
    public int[] jumped() {
        return step ? new int[0] : Star.between(from, to).clone();
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public String toString() {
        return notation;
    }
}
