package dev.tabula.app.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.Level;
import dev.tabula.core.Seat;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.view.ZolaUi;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Default seat names follow the interface language; names a player typed stay as typed. */
class SeatNamesTest {
    private final GameEntry zola = new GameEntry(new ZolaGame(), new ZolaUi());

    @Test
    void aComputerKeepingItsDefaultNameIsNamedInTheCurrentLanguage() {
        I18n english = I18n.of(Language.ENGLISH);
        List<Seat> seats = List.of(Seat.person("Ana"),
                Seat.computer(SeatNames.computerName(1, 1, Level.HARD, english), "hard"));

        List<Seat> japanese = SeatNames.forDisplay(seats, zola, I18n.of(Language.JAPANESE));
        List<Seat> serbian = SeatNames.forDisplay(seats, zola, I18n.of(Language.SERBIAN_LATIN));

        assertThat(japanese.get(1).name()).isEqualTo("コンピューター（強い）");
        assertThat(serbian.get(1).name()).isEqualTo("Računar (Teško)");
        assertThat(japanese.get(0).name()).isEqualTo("Ana");
    }

    @Test
    void numberedComputersAndTypedNamesToo() {
        I18n spanish = I18n.of(Language.SPANISH);
        List<Seat> seats = List.of(Seat.computer(SeatNames.computerName(1, 2, Level.EASY, spanish), "easy"),
                Seat.computer("Deep Blue", "medium"));

        List<Seat> english = SeatNames.forDisplay(seats, zola, I18n.of(Language.ENGLISH));

        assertThat(english.get(0).name()).isEqualTo("Computer 1 (Easy)");
        assertThat(english.get(1).name()).isEqualTo("Deep Blue");
    }
}
