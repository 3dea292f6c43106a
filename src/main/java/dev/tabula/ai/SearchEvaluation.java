package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.State;

/**
 * What a depth-first search ({@link AlphaBetaPlayer}) needs of a game beyond its rules: a static
 * score, the moves that must be searched past the horizon, and a hash of the position: a game's
 * capability ({@link Capabilities#searchEvaluation()}), which makes sense only for two seats,
 * perfect information and no dice.
 */
public interface SearchEvaluation {

    /**
     * The value of non-terminal decision state {@code state} for the seat to move there, in the
     * evaluation's own units (Zola: pieces); higher is better for that seat, and a position equal
     * for both sides scores 0. It must stay well inside ±1,000.
     */
    double score(State state);

    /**
     * Whether {@code move} changes the balance at once (a capture), so that a search at its
     * horizon still looks at it (quiescence search).
     */
    boolean isTactical(State state, Move move);

    /**
     * Whether tactical {@code move} continues the exchange that tactical {@code previous} began
     * (Zola: it captures on the square the previous capture took): past its first ply the
     * quiescence search follows only such moves, or a board full of captures (Zola's start)
     * would make it as wide as the full search.
     */
    boolean continuesExchange(Move previous, Move move);

    /**
     * A 64-bit hash of the state's value, for the transposition table: equal states must hash
     * alike, and distinct ones should collide about as rarely as random 64-bit numbers.
     */
    long hash(State state);

    /**
     * The chance the seat to move wins from a position of {@code score} (this evaluation's units),
     * for a hint: a logistic of the score unless the game knows its own scale better.
     */
    default double winChance(double score) {
        return 1 / (1 + Math.exp(-score));
    }
}
