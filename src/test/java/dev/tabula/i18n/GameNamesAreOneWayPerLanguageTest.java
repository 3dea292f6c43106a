package dev.tabula.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/**
 * The four games' names are written one way in each language (docs/i18n.md): in katakana or
 * hangul in Japanese and Korean, in Latin letters in the other four, never three one way and one
 * another (Traditional Chinese once translated Battlegammon alone).
 */
class GameNamesAreOneWayPerLanguageTest {
    private static final List<String> GAMES = List.of("battlegammon", "zodiac", "zodijak", "zola");

    private static List<String> names(String tag) {
        Locale locale = Locale.forLanguageTag(tag);
        return GAMES.stream().map(game -> ResourceBundle.getBundle("dev.tabula." + game + ".view.messages", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES))
                .getString("game.name")).toList();
    }

    private static boolean latin(String name) {
        return name.chars().allMatch(c -> c < 0x250);
    }

    @Test
    void latinLettersInEnglishSpanishSerbianAndChinese() {
        for (String tag : List.of("und", "es", "sr-Latn", "zh-TW")) {
            assertThat(names(tag)).as(tag).allMatch(GameNamesAreOneWayPerLanguageTest::latin);
        }
        assertThat(names("zh-TW")).containsExactly("Battlegammon", "Zodiac", "Zodijak", "Zola");
    }

    @Test
    void theLanguagesOwnScriptInJapaneseAndKorean() {
        for (String tag : List.of("ja", "ko")) {
            assertThat(names(tag)).as(tag).noneMatch(GameNamesAreOneWayPerLanguageTest::latin);
        }
    }
}
