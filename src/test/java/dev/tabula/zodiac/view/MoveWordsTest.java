package dev.tabula.zodiac.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Seat;
import dev.tabula.testing.Lines;
import dev.tabula.zodiac.ZodiacGame;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** Zodiac's move list and hint in words: a disc from point to point, the red disc's step named as such. */
class MoveWordsTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Ben"));
    private final ZodiacUi ui = new ZodiacUi();
    private final List<PlayedMove> line = Lines.played(new ZodiacGame().start(2, Map.of(), 1L),
            "I9-I11", "I3-I1", "O12-I3");

    @Test
    void oneEntryPerMoveInTheMoversColour() {
        List<TurnEntry> turns = ui.turns(line, SEATS, bundle(Locale.ROOT));
        assertThat(turns).extracting(TurnEntry::text).containsExactly("red disc I9 → I11", "red disc I3 → I1", "O12 → I3");
        assertThat(turns).extracting(TurnEntry::seat).containsExactly(0, 1, 0);
        assertThat(ui.turns(line, SEATS, bundle(Locale.JAPANESE))).extracting(TurnEntry::text)
                .containsExactly("赤 I9 → I11", "赤 I3 → I1", "O12 → I3");
    }

    @Test
    void theHintSaysTheMoveInWords() {
        assertThat(ui.hintText(line.subList(2, 3), bundle(Locale.ROOT))).isEqualTo("jump the disc on O12 to I3");
        assertThat(ui.hintText(line.subList(0, 1), bundle(Locale.forLanguageTag("es"))))
                .isEqualTo("mueve la ficha roja de I9 a I11");
    }

    private static ResourceBundle bundle(Locale locale) {
        return ResourceBundle.getBundle("dev.tabula.zodiac.view.messages", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }
}
