package dev.tabula.app;

import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * The Records window from the picker: a row per person and game with the counts and the results
 * against each computer level; Clear after a confirmation; a failed write told in a notice.
 */
class RecordsWindowUiTest extends ShellUiTest {
    /** Anna resigns a match of {@code gameId} against {@code opponent}, from the match screen. */
    private void resignAgainst(String gameId, long seed, Seat opponent) {
        var game = GameCatalog.installed().require(gameId);
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), seed),
                List.of(Seat.person("Anna"), opponent));
        robot.interact(() -> shell().showMatch(match, null));
        click("#resign");
        click("#confirm-yes");
        settle();
    }

    private String cell(int row, int column) {
        return onFx(() -> robot.lookup("#records-" + row + "-" + column).queryAs(Label.class).getText());
    }

    private void openRecords() {
        robot.interact(() -> shell().showPicker());
        click("#records");
        robot.lookup("#records-page").query(); // the window is there
    }

    @Test
    void theWindowShowsARowPerPersonAndGameWithTheComputerLevels() throws Exception {
        resignAgainst("zola", 1, Seat.computer("Computer (Hard)", "hard"));
        resignAgainst("zola", 2, Seat.person("bob"));
        resignAgainst("zodiac", 3, Seat.computer("Computer (Easy)", "easy"));

        openRecords();

        // Anna/Zodiac, Anna/Zola, bob/Zola; columns: player, game, played, won, lost, resigned, vs Easy, Medium, Hard
        assertThat(List.of(cell(1, 0), cell(1, 1), cell(1, 2), cell(1, 4), cell(1, 5), cell(1, 6), cell(1, 7)))
                .containsExactly("Anna", "Zodiac", "1", "1", "1", "0–1", "—");
        assertThat(List.of(cell(2, 0), cell(2, 1), cell(2, 2), cell(2, 3), cell(2, 5), cell(2, 8)))
                .containsExactly("Anna", "Zola", "2", "0", "2", "0–1");
        assertThat(List.of(cell(3, 0), cell(3, 2), cell(3, 3), cell(3, 4))).containsExactly("bob", "1", "1", "0");
        assertThat(Files.readString(home.resolve("records.json"))).contains("\"tabula-records\"", "\"hard\"");

        robot.interact(() -> stage.toFront());
        resignAgainst("zola", 5, Seat.person("Bob"));
        click("#banner-records");
        assertThat(cell(2, 2)).as("opened from the banner, with the newest match").isEqualTo("3");

        click("#records-clear");
        click("#confirm-yes");
        assertThat(robot.lookup("#records-none").tryQuery()).isPresent();
        assertThat(robot.lookup("#records-clear").queryButton().isDisabled()).as("nothing left to clear").isTrue();
    }

    @Test
    void inSpanishTheWindowIsAsWideAsTheTableAndTheLegendWrapsInsideIt() {
        robot.interact(() -> shell().switchLanguage(Language.fromTag("es").orElseThrow()));
        resignAgainst("zola", 1, Seat.computer("Computadora (Difícil)", "hard"));

        openRecords();

        javafx.scene.layout.Region table = robot.lookup("#records-table").queryAs(javafx.scene.layout.Region.class);
        javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) onFx(
                () -> table.getScene().getRoot().lookup(".scroll-pane"));
        assertThat(onFx(() -> scroll.getViewportBounds().getWidth()))
                .as("every column in view, no sideways scrolling").isGreaterThanOrEqualTo(onFx(() -> table.getWidth()));
        Label legend = robot.lookup(".muted").queryAs(Label.class);
        assertThat(onFx(() -> legend.getBoundsInParent().getMaxX()))
                .isLessThanOrEqualTo(onFx(() -> scroll.getViewportBounds().getWidth()));
        assertThat(onFx(() -> table.getScene().getFocusOwner().getId())).as("Close has the focus, not Clear")
                .isEqualTo("records-close");
    }

    @Test
    void aFailedWriteIsToldInANotice() {
        writes.failWith(path -> path.getFileName().toString().equals("records.json")
                ? new FileSystemException(path.toString(), null, "No space left on device") : null);

        resignAgainst("zola", 4, Seat.person("Bob"));

        DialogPane notice = robot.lookup("#notice-dialog").queryAs(DialogPane.class);
        assertThat(notice.getContentText()).startsWith("The records could not be saved in ")
                .contains("The disk is full");
        click("#notice-ok");
        openRecords();
        assertThat(onFx(() -> robot.lookup("#records-problem").queryAs(Label.class).getText()))
                .as("the window says it too").isEqualTo(notice.getContentText());

        writes.succeed();
        resignAgainst("zola", 5, Seat.person("Bob"));
        assertThat(robot.lookup("#records-problem").tryQuery()).as("gone after a write that worked").isEmpty();
    }
}
