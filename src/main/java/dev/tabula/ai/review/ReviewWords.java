package dev.tabula.ai.review;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The review's words for its marks and reasons, in the six languages: the command line asks in
 * English ({@link Locale#ROOT}), the review window in the player's language.
 */
public final class ReviewWords {
    private static final String BUNDLE = "dev.tabula.ai.review.messages";

    private ReviewWords() {
    }

    public static String mark(Mark mark, Locale locale) {
        return word(mark.key(), locale);
    }

    /** The sentence that says why a move fell short. */
    public static String reason(Reason reason, Locale locale) {
        return word(reason.key(), locale);
    }

    private static String word(String key, Locale locale) {
        try {
            return ResourceBundle.getBundle(BUNDLE, locale,
                    ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalStateException("the review's words are missing: " + key, e);
        }
    }
}
