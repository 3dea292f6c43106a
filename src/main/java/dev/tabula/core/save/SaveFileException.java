package dev.tabula.core.save;

import dev.tabula.core.TabulaException;

/** A match file that cannot be read, with a message that names the problem. */
public class SaveFileException extends TabulaException {
    private static final long serialVersionUID = 1L;

    public SaveFileException(String message) {
        super(message);
    }

    public SaveFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
