package dev.tabula.app.common;

import java.util.Locale;
import java.util.Optional;

/**
 * The interface languages Tabula speaks (docs/i18n.md): each with the tag kept in the settings,
 * the locale its bundles are asked for, and its own name, which is how the settings list it — a
 * player who cannot read the current language still finds theirs.
 */
public enum Language {
    ENGLISH("en", "English"),
    JAPANESE("ja", "日本語"),
    KOREAN("ko", "한국어"),
    SERBIAN_LATIN("sr-Latn", "Srpski"),
    SPANISH("es", "Español"),
    CHINESE_TRADITIONAL("zh-TW", "繁體中文");

    private final String tag;
    private final String ownName;
    private final Locale locale;

    Language(String tag, String ownName) {
        this.tag = tag;
        this.ownName = ownName;
        this.locale = Locale.forLanguageTag(tag);
    }

    /** The BCP 47 tag stored in the settings. */
    public String tag() {
        return tag;
    }

    /** The language's name in itself ("日本語"), never translated. */
    public String ownName() {
        return ownName;
    }

    /** The locale for bundles, formats and rules pages. */
    public Locale locale() {
        return locale;
    }

    /** Whether its script needs a CJK font (checked before switching to it). */
    public boolean needsCjkFont() {
        return this == JAPANESE || this == KOREAN || this == CHINESE_TRADITIONAL;
    }

    /** The language a settings value names, if it is one of ours. */
    public static Optional<Language> fromTag(String tag) {
        if (tag == null || tag.isBlank()) {
            return Optional.empty();
        }
        for (Language language : values()) {
            if (language.tag.equalsIgnoreCase(tag)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }

    /**
     * The language to start with on a system set to {@code system}: any Serbian locale reads as
     * Latin script (Java takes plain {@code sr} for Cyrillic, which we do not ship), Traditional
     * Chinese by script or by region (Taiwan, Hong Kong, Macao), and English for the rest.
     */
    public static Language forSystem(Locale system) {
        String language = system.getLanguage();
        return switch (language) {
            case "ja" -> JAPANESE;
            case "ko" -> KOREAN;
            case "sr", "sh" -> SERBIAN_LATIN;
            case "es" -> SPANISH;
            case "zh" -> isTraditional(system) ? CHINESE_TRADITIONAL : ENGLISH;
            default -> ENGLISH;
        };
    }

    private static boolean isTraditional(Locale chinese) {
        String script = chinese.getScript();
        if (!script.isEmpty()) {
            return "Hant".equals(script);
        }
        return switch (chinese.getCountry()) {
            case "TW", "HK", "MO" -> true;
            default -> false;
        };
    }
}
