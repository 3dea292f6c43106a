package dev.tabula.battlegammon;

import dev.tabula.core.Move;

/**
 * One pawn moved by one die: the pawn on top at {@code from} (1..24, a home included) goes
 * {@code pips} squares forward. Written {@code from/pips}, e.g. {@code 24/5}.
 *
 * <p>Interned: there is exactly one instance per (from, pips), so generating moves allocates
 * nothing and equality is identity.
 */
public final class PawnMove implements Move {
    private static final PawnMove[][] ALL = new PawnMove[Track.BLACK_HOME + 1][7];

    static {
        for (int from = Track.WHITE_HOME; from <= Track.BLACK_HOME; from++) {
            for (int pips = 1; pips <= 6; pips++) {
                ALL[from][pips] = new PawnMove(from, pips);
            }
        }
    }

    private final int from;
    private final int pips;
    private final String notation;

    private PawnMove(int from, int pips) {
        this.from = from;
        this.pips = pips;
        this.notation = from + "/" + pips;
    }

    /** The move from {@code from} (1..24) by {@code pips} (1..6). */
    public static PawnMove of(int from, int pips) {
        if (from < Track.WHITE_HOME || from > Track.BLACK_HOME || pips < 1 || pips > 6) {
            throw new IllegalArgumentException("no pawn move " + from + "/" + pips);
        }
        return ALL[from][pips];
    }

    public int from() {
        return from;
    }

    public int pips() {
        return pips;
    }

    /** Where the pawn lands when {@code side} moves it. */
    public int to(int side) {
        return Track.target(side, from, pips);
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
