package dev.tabula.app.spi;

import dev.tabula.core.Move;
import java.util.List;
import java.util.Objects;

/**
 * Moves drawn on the board without being played: a hint, the step of a lesson, or in a review the
 * move played beside the better one. {@code moves} are the legal moves of the position shown, in
 * the order they would be played (both dice's moves of a Battlegammon turn, the cards of a
 * Zodijak play); the view draws each where it is played (from and to, the cards lifted), in the
 * style its {@code kind} names.
 */
public record BoardMark(List<Move> moves, Kind kind) {

    /** What the drawn move means, which decides its colour and line. */
    public enum Kind {
        /** The computer's suggestion for the person to move. */
        HINT,
        /** Where a lesson asks the player to move. */
        LESSON,
        /** The move that was played (in a review). */
        PLAYED,
        /** The better move the engine found (in a review). */
        BETTER
    }

    public BoardMark {
        moves = List.copyOf(moves);
        Objects.requireNonNull(kind, "kind");
        if (moves.isEmpty()) {
            throw new IllegalArgumentException("a mark draws at least one move");
        }
    }

    public static BoardMark of(Kind kind, Move... moves) {
        return new BoardMark(List.of(moves), kind);
    }
}
