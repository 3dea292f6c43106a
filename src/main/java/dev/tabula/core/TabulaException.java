package dev.tabula.core;

/**
 * A problem the user caused or can fix (an unknown game, a bad option, a broken file), with a
 * message written for them. The command line prints the message alone; the app shows it in a
 * dialog. Programming errors are not TabulaExceptions.
 */
public class TabulaException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TabulaException(String message) {
        super(message);
    }

    public TabulaException(String message, Throwable cause) {
        super(message, cause);
    }
}
