package dev.tabula.ai.review;

import dev.tabula.core.Move;

/**
 * What one legal move is worth to its mover: its chance of winning (its expected share of the win
 * with more than two seats), exact where the game is solved there or the search proved it.
 */
public record MoveValue(Move move, double value, boolean exact) {
    public MoveValue {
        if (move == null || !(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException("bad move value: " + move + ", " + value);
        }
    }
}
