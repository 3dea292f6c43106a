package dev.tabula.zodiac;

import dev.tabula.core.Move;
import java.util.Arrays;

/**
 * A move: an own disc's jump or a neutral disc's step, written {@code O4-I1} / {@code I3-I5}
 * (rulings section 13). The two points fix the move: a jump's run is the points between them on
 * their common line, and a step joins two neighbours of the inner ring, which no jump does. One
 * instance per pair, so generating moves allocates nothing.
 *
 * <p>Under the {@code jump=chain} variant a move may be several single hops, written with every
 * landing point ({@code O4-I1-O10}); those are made on demand and compared by value.
 */
public final class ZodiacMove implements Move {
    private static final ZodiacMove[][] MOVES = new ZodiacMove[Star.POINTS][Star.POINTS];

    static {
        for (int from = 0; from < Star.POINTS; from++) {
            for (int to = 0; to < Star.POINTS; to++) {
                if (from != to) {
                    boolean step = Star.ringAdjacent(from, to);
                    int[] between = Star.between(from, to);
                    MOVES[from][to] = new ZodiacMove(from, new int[] {to}, step,
                            step || between == null ? new int[0] : between);
                }
            }
        }
    }

    private final int from;
    private final int[] path;
    private final boolean step;
    private final int[] jumped;
    private final String notation;

    private ZodiacMove(int from, int[] path, boolean step, int[] jumped) {
        this.from = from;
        this.path = path;
        this.step = step;
        this.jumped = jumped;
        StringBuilder text = new StringBuilder(Star.name(from));
        for (int p : path) {
            text.append('-').append(Star.name(p));
        }
        this.notation = text.toString();
    }

    public static ZodiacMove of(int from, int to) {
        return MOVES[from][to];
    }

    /** A chain of single hops from {@code from} through the landing points {@code path} (chain variant). */
    static ZodiacMove chain(int from, int[] path) {
        if (path.length == 1) {
            return of(from, path[0]);
        }
        int[] jumped = new int[path.length];
        int at = from;
        for (int i = 0; i < path.length; i++) {
            jumped[i] = Star.between(at, path[i])[0];
            at = path[i];
        }
        return new ZodiacMove(from, path.clone(), false, jumped);
    }

    public int from() {
        return from;
    }

    /** Where the disc ends. */
    public int to() {
        return path[path.length - 1];
    }

    /** The landing points in order (one, except for a chain of hops). */
    public int[] path() {
        return path.clone();
    }

    /** A neutral disc's step along the inner ring (otherwise an own disc's jump). */
    public boolean isNeutralStep() {
        return step;
    }

    /** The points this jump passes over, in order, whose discs it turns over (empty for a step). */
    public int[] jumped() {
        return jumped.clone();
    }

    int jumpedCount() {
        return jumped.length;
    }

    int jumpedAt(int i) {
        return jumped[i];
    }

    @Override
    public String notation() {
        return notation;
    }

    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof ZodiacMove other && from == other.from && Arrays.equals(path, other.path);
    }

    @Override
    public int hashCode() {
        return from * 31 + Arrays.hashCode(path);
    }

    @Override
    public String toString() {
        return notation;
    }
}
