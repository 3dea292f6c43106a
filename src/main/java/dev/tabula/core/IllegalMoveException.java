package dev.tabula.core;

/** A move text that is malformed, or names no legal move in the position it was played in. */
public class IllegalMoveException extends TabulaException {
    private static final long serialVersionUID = 1L;

    public IllegalMoveException(String message) {
        super(message);
    }
}
