package dev.tabula.zola.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Seat;
import dev.tabula.testing.Lines;
import dev.tabula.zola.ZolaGame;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;

/** Zola's move list and hint in words: squares joined by an arrow or a cross, never the notation's x. */
class MoveWordsTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Ben"));
    private final ZolaUi ui = new ZolaUi();
    private final List<PlayedMove> line = Lines.played(new ZolaGame().start(2, Map.of(), 1L), "f6xf5", "c4xc3", "a1xb1");

    @Test
    void oneEntryPerMoveInTheMoversColour() {
        List<TurnEntry> turns = ui.turns(line, SEATS, ZolaUiTest.MESSAGES);
        assertThat(turns).extracting(TurnEntry::text).containsExactly("f6 × f5", "c4 × c3", "a1 × b1");
        assertThat(turns).extracting(TurnEntry::seat).containsExactly(0, 1, 0);
        assertThat(turns.get(0).colour()).isNotEqualTo(turns.get(1).colour()).isEqualTo(turns.get(2).colour());
    }

    @Test
    void theHintSaysTheMoveInWords() {
        assertThat(ui.hintText(line.subList(0, 1), ZolaUiTest.MESSAGES)).isEqualTo("move the piece on f6 to f5, capturing");
        assertThat(ui.hintText(line.subList(0, 1), ResourceBundle.getBundle(ZolaUi.BUNDLE, Locale.forLanguageTag("es"))))
                .isEqualTo("mueve la pieza de f6 a f5 y captura");
    }
}
