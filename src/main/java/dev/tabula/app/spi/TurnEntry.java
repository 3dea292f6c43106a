package dev.tabula.app.spi;

import javafx.scene.paint.Color;

/**
 * One entry of the move list: the plies {@code firstPly} (inclusive) to {@code endPly}
 * (exclusive) of the match's line that make one turn, the seat whose turn it was (-1 when no seat
 * is concerned), that seat's colour on the board and the turn in the player's words. Browsing and
 * undo still go by ply: a click on the entry shows the position after {@code endPly} plies.
 */
public record TurnEntry(int firstPly, int endPly, int seat, Color colour, String text) {

    public TurnEntry {
        if (firstPly < 0 || endPly <= firstPly) {
            throw new IllegalArgumentException("a turn holds at least one ply: " + firstPly + ".." + endPly);
        }
    }

    /** Whether the position after {@code ply} plies lies within this turn (after its first ply, up to its end). */
    public boolean contains(int ply) {
        return ply > firstPly && ply <= endPly;
    }
}
