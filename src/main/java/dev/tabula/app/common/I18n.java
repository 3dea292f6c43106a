package dev.tabula.app.common;

import dev.tabula.app.spi.GameWords;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The interface language: the app's own bundle ({@code dev/tabula/app/messages}) and, on request,
 * each game's bundle, all in one locale picked from the settings. Sentences are MessageFormat
 * patterns with arguments, never glued together, so that translations may reorder them.
 */
public final class I18n {
    public static final String APP_BUNDLE = "dev.tabula.app.messages";
    /** No fallback to the system locale: a missing translation falls back to the English base bundle. */
    private static final ResourceBundle.Control CONTROL =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final Language language;
    private final Locale locale;
    private final ResourceBundle app;

    private I18n(Language language) {
        this.language = language;
        this.locale = language.locale();
        this.app = bundle(APP_BUNDLE);
    }

    public static I18n of(Language language) {
        return new I18n(language);
    }

    /**
     * The language named by a settings value: one of ours by its tag, or, when blank or unknown,
     * the one that fits the system's language ({@link Language#forSystem}).
     */
    public static I18n forLanguage(String languageTag) {
        return new I18n(resolve(languageTag));
    }

    /** The language a settings value stands for (see {@link #forLanguage}). */
    public static Language resolve(String languageTag) {
        return Language.fromTag(languageTag)
                .orElseGet(() -> Language.forSystem(Locale.getDefault(Locale.Category.DISPLAY)));
    }

    public Language language() {
        return language;
    }

    /** The locale of the interface language, for formats (numbers, dates) and rules pages. */
    public Locale locale() {
        return locale;
    }

    /** A bundle (the app's or a game's) in this language. */
    public ResourceBundle bundle(String baseName) {
        // English asks for the base file itself: no "en" file exists, and ROOT cannot pick another
        return ResourceBundle.getBundle(baseName, language == Language.ENGLISH ? Locale.ROOT : locale,
                I18n.class.getClassLoader(), CONTROL);
    }

    /** The app's message {@code key} with its arguments filled in ({@link GameWords} says what a missing key shows). */
    public String text(String key, Object... arguments) {
        // in the language's locale, not the bundle's: English's base bundle is ROOT, whose dates read "2026 November 29"
        return GameWords.format(app, locale, key, arguments);
    }

    /**
     * Names in a row ("Ana, Bo and Cleo"), joined by the language's own separator
     * ({@code list.more}) and, before the last, its own "and" ({@code list.last}).
     */
    public String list(java.util.List<String> items) {
        if (items.size() < 2) {
            return items.isEmpty() ? "" : items.get(0);
        }
        String head = items.subList(0, items.size() - 1).stream()
                .reduce((joined, next) -> text("list.more", joined, next)).orElseThrow(); // i18n-ok: a key
        return text("list.last", head, items.get(items.size() - 1)); // i18n-ok: a key
    }

    /** {@code key} of {@code bundle}, formatted, as {@link GameWords#format} does. */
    public static String format(ResourceBundle bundle, String key, Object... arguments) {
        return GameWords.format(bundle, key, arguments);
    }

    /** {@code key} of {@code bundle}, formatted, or {@code fallback} when the bundle lacks the key by design. */
    public static String formatOr(ResourceBundle bundle, String key, String fallback, Object... arguments) {
        return GameWords.formatOr(bundle, key, fallback, arguments);
    }
}
