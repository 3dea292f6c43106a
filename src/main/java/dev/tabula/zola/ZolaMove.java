package dev.tabula.zola;

import dev.tabula.core.Move;

/**
 * A Zola move: a step ({@code c3-b2}), a capture ({@code a1xb1}) or the forced {@link #PASS}.
 * Instances are interned by {@link ZolaGeometry}, one per from/to pair and kind, so generating
 * moves allocates nothing and identity equality holds.
 */
public final class ZolaMove implements Move {
    /** The forced pass of a player with no legal move. */
    public static final ZolaMove PASS = new ZolaMove(-1, -1, false, "pass");

    private final int from;
    private final int to;
    private final boolean capture;
    private final String notation;

    ZolaMove(int from, int to, boolean capture, String notation) {
        this.from = from;
        this.to = to;
        this.capture = capture;
        this.notation = notation;
    }

    /** The square the piece leaves ({@code y * size + x}); -1 for a pass. */
    public int from() {
        return from;
    }

    /** The square the piece lands on; -1 for a pass. */
    public int to() {
        return to;
    }

    public boolean isCapture() {
        return capture;
    }

    public boolean isPass() {
        return this == PASS;
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
