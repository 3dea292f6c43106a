package dev.tabula.core;

/**
 * A move text that is malformed, or names no legal move in the position it was played in. Its
 * message comes from the core bundle ({@code move.*}), so a player opening a file in another
 * language reads why in that language; the move's text is an argument, as it was written.
 */
public class IllegalMoveException extends TabulaException {
    private static final long serialVersionUID = 1L;

    /** A message of the rules' own that no player sees (a programming error caught as a refused move). */
    public IllegalMoveException(String message) {
        super(message);
    }

    private IllegalMoveException(String key, Object... args) {
        super(null, key, args);
    }

    /** The message of the core bundle's {@code key} ({@code move.*}), with {@code args}. */
    public static IllegalMoveException keyed(String key, Object... args) {
        return new IllegalMoveException(key, args);
    }

    /** {@code text} names no legal move in {@code state}, or comes after its end. */
    public static IllegalMoveException noLegalMove(State state, String text) {
        return keyed(state.isTerminal() ? "move.afterTheEnd" : "move.notLegal", text);
    }
}
