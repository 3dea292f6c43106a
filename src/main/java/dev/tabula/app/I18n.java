package dev.tabula.app;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The interface language: the app's own bundle ({@code dev/tabula/app/messages}) and, on request,
 * each game's bundle, all in one locale picked from the settings. Sentences are MessageFormat
 * patterns with arguments, never glued together, so that translations may reorder them.
 */
public final class I18n {
    public static final String APP_BUNDLE = "dev.tabula.app.messages";
    private static final Logger LOG = LoggerFactory.getLogger(I18n.class);
    /** No fallback to the system locale: a missing translation falls back to the English base bundle. */
    private static final ResourceBundle.Control CONTROL =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Locale locale;
    private final ResourceBundle app;

    private I18n(Locale locale) {
        this.locale = locale;
        this.app = bundle(APP_BUNDLE);
    }

    /** The language named by a settings value: a BCP 47 tag, or blank for the system's language. */
    public static I18n forLanguage(String languageTag) {
        Locale locale = languageTag == null || languageTag.isBlank()
                ? Locale.getDefault(Locale.Category.DISPLAY) : Locale.forLanguageTag(languageTag);
        return new I18n(locale);
    }

    public Locale locale() {
        return locale;
    }

    /** A bundle (the app's or a game's) in this language. */
    public ResourceBundle bundle(String baseName) {
        return ResourceBundle.getBundle(baseName, locale, I18n.class.getClassLoader(), CONTROL);
    }

    /** The app's message {@code key} with its arguments filled in. */
    public String text(String key, Object... arguments) {
        return format(app, key, arguments);
    }

    /** {@code key} of {@code bundle}, formatted; a missing key shows as itself (and is logged). */
    public static String format(ResourceBundle bundle, String key, Object... arguments) {
        return formatOr(bundle, key, key, arguments);
    }

    /** {@code key} of {@code bundle}, formatted, or {@code fallback} when the bundle lacks the key. */
    public static String formatOr(ResourceBundle bundle, String key, String fallback, Object... arguments) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            if (fallback.equals(key)) {
                LOG.warn("missing message '{}' in {}", key, bundle.getBaseBundleName());
            }
            return fallback;
        }
        return arguments.length == 0 ? pattern : new MessageFormat(pattern, bundle.getLocale()).format(arguments);
    }
}
