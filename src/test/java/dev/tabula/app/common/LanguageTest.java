package dev.tabula.app.common;

import dev.tabula.app.rules.RulesWindow;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The starting language from the system locale, the settings tags, and the rules page lookup. */
class LanguageTest {

    @Test
    void anySerbianSystemLocaleStartsInLatinScript() {
        for (String tag : new String[] {"sr", "sr-RS", "sr-Cyrl-RS", "sr-Latn", "sr-Latn-BA", "sr-ME"}) {
            assertThat(Language.forSystem(Locale.forLanguageTag(tag))).as(tag).isEqualTo(Language.SERBIAN_LATIN);
        }
    }

    @Test
    void traditionalChineseByScriptOrRegion() {
        for (String tag : new String[] {"zh-TW", "zh-HK", "zh-MO", "zh-Hant", "zh-Hant-HK"}) {
            assertThat(Language.forSystem(Locale.forLanguageTag(tag))).as(tag).isEqualTo(Language.CHINESE_TRADITIONAL);
        }
        for (String tag : new String[] {"zh", "zh-CN", "zh-Hans-TW"}) {
            assertThat(Language.forSystem(Locale.forLanguageTag(tag))).as(tag).isEqualTo(Language.ENGLISH);
        }
    }

    @Test
    void theOthersByLanguageAndEnglishForTheRest() {
        assertThat(Language.forSystem(Locale.forLanguageTag("ja-JP"))).isEqualTo(Language.JAPANESE);
        assertThat(Language.forSystem(Locale.forLanguageTag("ko-KR"))).isEqualTo(Language.KOREAN);
        assertThat(Language.forSystem(Locale.forLanguageTag("es-MX"))).isEqualTo(Language.SPANISH);
        assertThat(Language.forSystem(Locale.forLanguageTag("de-DE"))).isEqualTo(Language.ENGLISH);
        assertThat(Language.forSystem(Locale.ROOT)).isEqualTo(Language.ENGLISH);
    }

    @Test
    void settingsTagsRoundTrip() {
        for (Language language : Language.values()) {
            assertThat(Language.fromTag(language.tag())).contains(language);
        }
        assertThat(Language.fromTag("")).isEmpty();
        assertThat(Language.fromTag("de")).isEmpty();
    }

    @Test
    void everyLanguageLoadsItsOwnBundleWithoutTheMachinesLocale() {
        Locale saved = Locale.getDefault();
        try {
            Locale.setDefault(Locale.JAPAN); // the trap: a fallback to the default locale would answer Japanese
            assertThat(I18n.of(Language.ENGLISH).text("picker.newMatch")).isEqualTo("New match");
            assertThat(I18n.of(Language.SPANISH).text("picker.newMatch")).isEqualTo("Nueva partida");
            assertThat(I18n.of(Language.SERBIAN_LATIN).text("picker.newMatch")).isEqualTo("Nova partija");
            assertThat(I18n.of(Language.CHINESE_TRADITIONAL).text("picker.newMatch")).isEqualTo("新對局");
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void theRulesPageIsLookedUpByLanguageAndCountryThenLanguage() {
        assertThat(RulesWindow.candidatesFor("battlegammon", Language.CHINESE_TRADITIONAL.locale()))
                .containsExactly("/rules/battlegammon.zh-TW.md", "/rules/battlegammon.zh.md", "/rules/battlegammon.md");
        assertThat(RulesWindow.resourceFor("battlegammon", Language.CHINESE_TRADITIONAL.locale()))
                .isEqualTo("/rules/battlegammon.zh-TW.md");
        assertThat(RulesWindow.resourceFor("zola", Language.SPANISH.locale())).isEqualTo("/rules/zola.es.md");
        assertThat(RulesWindow.resourceFor("zodijak", Language.SERBIAN_LATIN.locale())).isEqualTo("/rules/zodijak.sr.md");
        assertThat(RulesWindow.resourceFor("zodiac", Language.JAPANESE.locale())).isEqualTo("/rules/zodiac.ja.md");
        // a language without a page of its own: the English one
        assertThat(RulesWindow.resourceFor("zodiac", java.util.Locale.FRENCH)).isEqualTo("/rules/zodiac.md");
        assertThat(RulesWindow.resourceFor("zola", Language.ENGLISH.locale())).isEqualTo("/rules/zola.md");
    }

    @Test
    void datesInTheRecentFilesFollowTheLanguage() {
        java.util.Date date = new java.util.GregorianCalendar(2026, java.util.Calendar.MARCH, 5, 14, 30).getTime();
        assertThat(I18n.of(Language.ENGLISH).text("picker.recent.tip", "/m.tabula", date)).contains("March 5, 2026");
        assertThat(I18n.of(Language.SPANISH).text("picker.recent.tip", "/m.tabula", date)).contains("5 de marzo de 2026");
        assertThat(I18n.of(Language.JAPANESE).text("picker.recent.tip", "/m.tabula", date)).contains("2026年3月5日");
    }
}
