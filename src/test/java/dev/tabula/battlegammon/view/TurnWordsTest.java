package dev.tabula.battlegammon.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.testing.Lines;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** Battlegammon's move list: one entry per turn, the roll and its moves square to square, in the player's language. */
class TurnWordsTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Ben"));
    private final BattlegammonUi ui = new BattlegammonUi();
    /** Black (the first seat) rolls 3-4 and plays 20/4 and 24/3; White 3-5: 8/5, 8/3; Black rolls 5-6, plays 20/6. */
    private final List<PlayedMove> line = Lines.played(new Battlegammon().start(2, Map.of(), 1L),
            "roll 3-4", "20/4", "24/3", "roll 3-5", "8/5", "8/3", "roll 5-6", "20/6");

    @Test
    void eachTurnIsTheRollAndWhereItsPawnsWent() {
        List<TurnEntry> turns = ui.turns(line, SEATS, bundle(Locale.ROOT));
        assertThat(turns).extracting(TurnEntry::text).containsExactly(
                "Rolled 3 and 4: 20 → 16, 24 → 21",
                "Rolled 3 and 5: 8 → 13, 8 → 11",
                "Rolled 5 and 6: 20 → 14");
        assertThat(turns).extracting(TurnEntry::seat).containsExactly(0, 1, 0);
        assertThat(turns).extracting(TurnEntry::firstPly).containsExactly(0, 3, 6);
        assertThat(turns).extracting(TurnEntry::endPly).containsExactly(3, 6, 8);
        assertThat(turns.get(0).colour()).as("Black's pawns").isEqualTo(TurnWords.colour(0));
        assertThat(turns.get(1).colour()).as("White's pawns").isEqualTo(TurnWords.colour(1));
    }

    @Test
    void theTurnsSpeakSpanish() {
        assertThat(ui.turns(line, SEATS, bundle(Locale.forLanguageTag("es")))).extracting(TurnEntry::text)
                .containsExactly("Sacó 3 y 4: 20 → 16, 24 → 21", "Sacó 3 y 5: 8 → 13, 8 → 11", "Sacó 5 y 6: 20 → 14");
    }

    @Test
    void aRollNotYetPlayedIsATurnOfItsOwn() {
        List<TurnEntry> turns = ui.turns(line.subList(0, 4), SEATS, bundle(Locale.ROOT));
        assertThat(turns).extracting(TurnEntry::text).endsWith("Rolled 3 and 5");
        assertThat(turns.get(1).seat()).as("nobody has decided yet").isEqualTo(-1);
        assertThat(turns.get(1).colour()).as("but the roller's colour").isEqualTo(TurnWords.colour(1));
    }

    @Test
    void theHintSaysBothDice() {
        assertThat(ui.hintText(line.subList(1, 3), bundle(Locale.ROOT))).isEqualTo("play 20 → 16 and then 24 → 21");
        assertThat(ui.hintText(line.subList(7, 8), bundle(Locale.forLanguageTag("ja")))).isEqualTo("20 → 14 と動かします");
    }

    private static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle(BattlegammonUi.BUNDLE, locale, ResourceBundle.Control.getNoFallbackControl(
                ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
