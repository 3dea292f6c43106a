package dev.tabula.app.spi;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one way every screen, the shell's and each game's, turns a bundle key into words.
 *
 * <p>Every bundle value is a {@link MessageFormat} pattern, also without arguments ({@code ''}
 * stands for one apostrophe), formatted in a locale so that numbers and choices follow the
 * interface language. Plurals are the pattern's business, not the code's: a {@code choice}
 * format spells out each language's forms (Serbian's three by the last digits, Japanese's one),
 * so code passes the count and never picks a word itself.
 *
 * <p>A key the bundle lacks is a bug, not a case to handle: it is logged once (per bundle,
 * locale and key, so a view repainting every frame does not flood the log) and shown as
 * {@code ⟦key⟧}, a marker no sentence holds, which the scene-wide text check of the UI tests
 * finds wherever it is shown. Keys that may be absent by design (an option without a label of its
 * own) are asked for with {@link #pattern} or {@link #formatOr}.
 */
public final class GameWords {
    /** Opens the marker shown in place of a missing message. */
    public static final String MISSING_OPEN = "⟦";
    /** Closes the marker shown in place of a missing message. */
    public static final String MISSING_CLOSE = "⟧";

    private static final Logger LOG = LoggerFactory.getLogger(GameWords.class);
    private static final Set<String> REPORTED = ConcurrentHashMap.newKeySet();

    private GameWords() {
    }

    /** {@code key} of {@code bundle} with its arguments, in the bundle's own locale. */
    public static String format(ResourceBundle bundle, String key, Object... arguments) {
        return format(bundle, bundle.getLocale(), key, arguments);
    }

    /**
     * {@code key} of {@code bundle} with its arguments, in {@code locale}: for a base bundle,
     * whose own locale is {@code ROOT} (dates would read "2026 November 29").
     */
    public static String format(ResourceBundle bundle, Locale locale, String key, Object... arguments) {
        Optional<String> pattern = pattern(bundle, key);
        if (pattern.isEmpty()) {
            report(bundle, key);
            return missing(key);
        }
        return new MessageFormat(pattern.get(), locale).format(arguments);
    }

    /** {@code key} of {@code bundle}, formatted, or {@code fallback} when the bundle lacks it by design. */
    public static String formatOr(ResourceBundle bundle, String key, String fallback, Object... arguments) {
        return pattern(bundle, key)
                .map(pattern -> new MessageFormat(pattern, bundle.getLocale()).format(arguments))
                .orElse(fallback);
    }

    /** The raw pattern of {@code key}, or empty when the bundle lacks it; nothing is logged. */
    public static Optional<String> pattern(ResourceBundle bundle, String key) {
        try {
            return Optional.of(bundle.getString(key));
        } catch (MissingResourceException e) {
            return Optional.empty();
        }
    }

    /** What is shown for a missing {@code key}: {@code ⟦key⟧}. */
    public static String missing(String key) {
        return MISSING_OPEN + key + MISSING_CLOSE;
    }

    private static void report(ResourceBundle bundle, String key) {
        String name = bundle.getBaseBundleName();
        String language = bundle.getLocale() == null ? "?" : bundle.getLocale().toLanguageTag();
        if (REPORTED.add(name + '|' + language + '|' + key)) {
            LOG.error("missing message '{}' in {} ({}): shown as {}", key, name, language, missing(key));
        }
    }
}
