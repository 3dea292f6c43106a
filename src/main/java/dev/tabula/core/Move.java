package dev.tabula.core;

/**
 * One decision in a game: a player's move or a chance outcome (a dice roll).
 *
 * <p>Moves are small immutable values. Games are encouraged to intern them (Zola keeps one
 * instance per from/to pair) so that generating legal moves allocates nothing per move. Equal
 * moves must have equal notation, and {@link Game#parseMove} must give back an equal move for
 * that notation.
 */
public interface Move {

    /** The short text notation of this move, e.g. {@code c3-b2}, {@code roll 3-5}, {@code pass}. */
    String notation();
}
