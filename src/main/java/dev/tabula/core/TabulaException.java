package dev.tabula.core;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * A problem the user caused or can fix (an unknown game, a bad option, a broken file), with a
 * message written for them. The command line prints the message alone; the app shows it in a
 * dialog. Programming errors are not TabulaExceptions.
 *
 * <p>A message made with {@link #keyed} carries a key of the core bundle
 * ({@code dev/tabula/core/messages*.properties}) and its arguments, so the app can show it in the
 * player's language ({@link #message(Locale)}) while {@link #getMessage()} stays English for the
 * log and the command line. A message made from a plain string is shown as it is. An argument
 * that is a {@link Phrase} (a kind of value, a reason given by the rules) is put in the same
 * language as the message around it, so a message is in one language from its first word to its last.
 */
public class TabulaException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private static final String BUNDLE = "dev.tabula.core.messages";

    private final String key;
    private final transient Object[] args;

    /** An argument of a keyed message that has words of its own in each language. */
    @FunctionalInterface
    public interface Phrase {
        String in(Locale locale);

        /** The core bundle's {@code key} in the message's language, itself with arguments (phrases too). */
        static Phrase of(String key, Object... args) {
            Object[] kept = args.clone();
            return locale -> format(locale, key, kept);
        }
    }

    public TabulaException(String message) {
        this(message, (Throwable) null);
    }

    public TabulaException(String message, Throwable cause) {
        super(message, cause);
        this.key = null;
        this.args = new Object[0];
    }

    protected TabulaException(Throwable cause, String key, Object... args) {
        super(format(Locale.ROOT, key, args), cause);
        this.key = key;
        this.args = args.clone();
    }

    /** A message from the core bundle's {@code key}, with {@link MessageFormat} arguments. */
    public static TabulaException keyed(String key, Object... args) {
        return new TabulaException(null, key, args);
    }

    /** The bundle key, or null for a message made from a plain string. */
    public String key() {
        return key;
    }

    /** The message in {@code locale}'s language where the bundle has it, else English. */
    public String message(Locale locale) {
        return key == null ? getMessage() : format(locale, key, args);
    }

    private static String format(Locale locale, String key, Object[] args) {
        Object[] words = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            words[i] = args[i] instanceof Phrase phrase ? phrase.in(locale) : args[i];
        }
        try {
            ResourceBundle bundle = ResourceBundle.getBundle(BUNDLE, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
            return new MessageFormat(bundle.getString(key), locale).format(words);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("no core message '" + key + "' for " + locale, e);
        }
    }
}
