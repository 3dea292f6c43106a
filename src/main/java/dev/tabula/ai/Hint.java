package dev.tabula.ai;

import dev.tabula.core.Move;

/**
 * A hint for the seat to move: the move the top level would play, and how good the position
 * looks for that seat after it.
 *
 * @param move      the move the top level (Hard) would play
 * @param winChance the seat's chance to win, 0 to 1 (with more than two seats: its expected share
 *                  of the win); 1 or 0 when {@code proved}
 * @param proved    whether the value is exact (a solved game, an exact endgame search, or a
 *                  win or loss the search proved) rather than an estimate
 * @param plies     with a proved value, the plies to the end with best play when known, else -1
 * @param searched  the search iterations behind the estimate (0 for a solved position)
 */
public record Hint(Move move, double winChance, boolean proved, int plies, long searched) {

    public Hint {
        if (move == null || winChance < 0 || winChance > 1) {
            throw new IllegalArgumentException("bad hint: " + move + ", " + winChance);
        }
    }

    /** An exact verdict: a win (chance 1) or a loss (0) in {@code plies} plies (-1: length unknown). */
    public static Hint proved(Move move, boolean wins, int plies) {
        return new Hint(move, wins ? 1 : 0, true, plies, 0);
    }
}
