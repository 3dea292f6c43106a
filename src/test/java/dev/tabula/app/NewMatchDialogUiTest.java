package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.ComboBox;
import org.junit.jupiter.api.Test;

/** The new-match dialog asks only what matters at the table being set up. */
class NewMatchDialogUiTest extends ShellUiTest {
    @Test
    void zodijakAsksForTheSignsOfThePlayersAtTheTableOnly() {
        click("#new-zodijak");
        assertThat(visible("#option-sign1")).isTrue();
        assertThat(visible("#option-sign2")).isTrue();
        assertThat(visible("#option-sign3")).as("no third player at a table of two").isFalse();
        assertThat(visible("#option-sign4")).isFalse();

        ComboBox<?> seats = robot.lookup("#seat-count").queryAs(ComboBox.class);
        robot.interact(() -> seats.getSelectionModel().select(1)); // 2, 3, 4 seats: the second is 3

        assertThat(visible("#option-sign3")).isTrue();
        assertThat(visible("#option-sign4")).isFalse();
        assertThat(visible("#seed")).as("the deal depends on the seed").isTrue();
    }

    @Test
    void zolaAsksForNoSeedSinceNothingInItIsLeftToChance() {
        click("#new-zola");

        assertThat(visible("#seed")).isFalse();
        assertThat(visible("#start-match")).isTrue();
    }
}
