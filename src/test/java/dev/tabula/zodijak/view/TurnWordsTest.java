package dev.tabula.zodijak.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Seat;
import dev.tabula.testing.Lines;
import dev.tabula.zodijak.ZodijakGame;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** Zodijak's move list: one entry per card played or drawn, with the player's name, suits as symbols. */
class TurnWordsTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Ben"));
    private final ZodijakUi ui = new ZodijakUi();
    private final List<PlayedMove> line = Lines.played(new ZodijakGame().start(2, Map.of(), 1L),
            "draw", "KC", "draw", "draw", "KD QD JD JH");

    @Test
    void eachCardPlayedOrDrawnIsAnEntryWithItsPlayer() {
        List<TurnEntry> turns = ui.turns(line, SEATS, bundle(Locale.ROOT));
        assertThat(turns).extracting(TurnEntry::text).containsExactly(
                "Ana: Drew a card", "Ben: K♣", "Ana: Drew a card", "Ben: Drew a card", "Ana: K♦ Q♦ J♦ J♥");
        assertThat(turns).extracting(TurnEntry::seat).containsExactly(0, 1, 0, 1, 0);
        assertThat(turns.get(0).colour()).isNotEqualTo(turns.get(1).colour());
    }

    @Test
    void theEntriesSpeakJapanese() {
        assertThat(ui.turns(line, SEATS, bundle(Locale.JAPANESE))).extracting(TurnEntry::text)
                .startsWith("Ana：1枚引いた", "Ben：K♣");
    }

    @Test
    void theHintIsAnInstruction() {
        assertThat(ui.hintText(line.subList(4, 5), bundle(Locale.ROOT))).isEqualTo("play K♦ Q♦ J♦ J♥");
        assertThat(ui.hintText(line.subList(0, 1), bundle(Locale.forLanguageTag("es")))).isEqualTo("roba una carta");
    }

    private static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle("dev.tabula.zodijak.view.messages", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
