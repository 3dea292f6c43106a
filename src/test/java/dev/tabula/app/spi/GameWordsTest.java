package dev.tabula.app.spi;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/** The one policy for words: patterns in the interface locale, and a missing key marked and logged once. */
class GameWordsTest {
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
    private final ListAppender<ILoggingEvent> log = new ListAppender<>();
    private Logger wordsLog;

    @BeforeEach
    void listen() {
        wordsLog = (Logger) LoggerFactory.getLogger(GameWords.class);
        log.start();
        wordsLog.addAppender(log);
    }

    @AfterEach
    void stopListening() {
        wordsLog.detachAppender(log);
    }

    private static ResourceBundle zodijak(String tag) {
        return ResourceBundle.getBundle("dev.tabula.zodijak.view.messages", Locale.forLanguageTag(tag), NO_FALLBACK);
    }

    @Test
    void aMissingKeyIsShownMarkedAndLoggedOnceAsAnError() {
        ResourceBundle english = zodijak("und");
        // a key of this test's own: the once-only memory is shared by the whole run
        String key = "gameWordsTest.missing.once";

        assertThat(GameWords.format(english, key, 3)).isEqualTo("⟦gameWordsTest.missing.once⟧");
        assertThat(GameWords.format(english, key)).isEqualTo("⟦gameWordsTest.missing.once⟧");

        assertThat(log.list).singleElement().satisfies(event -> {
            assertThat(event.getLevel()).isEqualTo(Level.ERROR);
            assertThat(event.getFormattedMessage()).contains(key, "dev.tabula.zodijak.view.messages");
        });
    }

    @Test
    void theSameMissingKeyInAnotherLanguageIsLoggedAgain() {
        String key = "gameWordsTest.missing.perLanguage";
        GameWords.format(zodijak("und"), key);
        GameWords.format(zodijak("sr-Latn"), key);
        GameWords.format(zodijak("sr-Latn"), key);
        assertThat(log.list).hasSize(2);
    }

    @Test
    void aKeyAbsentByDesignFallsBackSilently() {
        assertThat(GameWords.formatOr(zodijak("und"), "option.gameWordsTest", "gameWordsTest")).isEqualTo("gameWordsTest");
        assertThat(GameWords.pattern(zodijak("und"), "option.gameWordsTest")).isEmpty();
        assertThat(log.list).isEmpty();
    }

    @Test
    void choicePatternsWordEachLanguagesPlurals() {
        ResourceBundle serbian = zodijak("sr-Latn");
        assertThat(GameWords.format(serbian, "seat.cards", 0)).isEqualTo("bez karata");
        assertThat(GameWords.format(serbian, "seat.cards", 1)).isEqualTo("1 karta");
        assertThat(GameWords.format(serbian, "seat.cards", 3)).isEqualTo("3 karte");
        assertThat(GameWords.format(serbian, "seat.cards", 11)).isEqualTo("11 karata");
        assertThat(GameWords.format(serbian, "seat.cards", 22)).isEqualTo("22 karte");
        assertThat(GameWords.format(zodijak("und"), "seat.cards", 1)).isEqualTo("1 card");
        assertThat(GameWords.format(zodijak("und"), "seat.cards", 7)).isEqualTo("7 cards");
    }

    @Test
    void numbersFollowTheLocaleAsked() {
        ResourceBundle english = zodijak("und");
        // the base bundle's own locale is ROOT; a locale given explicitly wins
        assertThat(GameWords.format(english, Locale.forLanguageTag("sr-Latn"), "seat.cards", 1234))
                .isEqualTo("1.234 cards");
        assertThat(GameWords.format(english, Locale.ENGLISH, "seat.cards", 1234)).isEqualTo("1,234 cards");
    }

    @Test
    void everyValueIsAPatternAlsoWithoutArguments() {
        // '' is one apostrophe in a pattern: a value read raw would show two
        ResourceBundle french = new java.util.ListResourceBundle() {
            @Override
            protected Object[][] getContents() {
                return new Object[][] {{"quote", "l''as"}};
            }
        };
        assertThat(GameWords.format(french, Locale.FRENCH, "quote")).isEqualTo("l'as");
    }
}
