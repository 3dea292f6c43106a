package dev.tabula.core.save;

import dev.tabula.core.TabulaException;
import java.util.Locale;

/** A match file that cannot be read, with a message that names the problem. */
public class SaveFileException extends TabulaException {
    private static final long serialVersionUID = 1L;

    public SaveFileException(String message) {
        super(message);
    }

    public SaveFileException(String message, Throwable cause) {
        super(message, cause);
    }

    private SaveFileException(Throwable cause, String key, Object... args) {
        super(cause, key, args);
    }

    /** A message from the core bundle's {@code key} (see {@link TabulaException#keyed}). */
    public static SaveFileException keyed(String key, Object... args) {
        return new SaveFileException(null, key, args);
    }

    /** A message from the core bundle's {@code key}, caused by {@code cause}. */
    public static SaveFileException keyed(Throwable cause, String key, Object... args) {
        return new SaveFileException(cause, key, args);
    }

    /**
     * The message in {@code locale}'s language; a file problem found by the rules (a bad option,
     * a wrong seat count) shows the translation its own exception carries, if it has one.
     */
    @Override
    public String message(Locale locale) {
        if (key() == null && getCause() instanceof TabulaException cause && cause.key() != null) {
            return Echo.oneLine(cause.message(locale), 300);
        }
        return super.message(locale);
    }
}
