package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.LosingMoves;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import javafx.application.Platform;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.DialogPane;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Warn me before a move that loses at once": off by default; once set in the Settings dialog, a
 * person's Zodiac move that lets the opponent win at once is asked about first, and can be taken
 * back or played anyway. The question is waited for through the FX thread's events, not for a time.
 */
class LosingMoveWarningUiTest extends ShellUiTest {

    @Test
    void aLosingMoveIsAskedAboutOnceTheSettingIsOnAndCanBeTakenBackOrPlayed() throws IOException {
        turnTheWarningOnInTheSettingsDialog();
        showZodiacForTwoPeople();
        Move losing = aMoveThat(true);

        playNoWait(losing);
        WaitForAsyncUtils.waitForFxEvents(); // the question's own event loop runs these too
        assertThat(robot.lookup("#confirm-dialog").tryQuery()).as("the question is asked").isPresent();
        String question = onFx(() -> robot.lookup("#confirm-dialog").queryAs(DialogPane.class).getContentText());
        assertThat(question).isEqualTo("This move lets Bo win at once. Play it anyway?");
        assertThat(onFx(() -> robot.lookup("#confirm-yes").queryAs(Button.class).getText())).isEqualTo("Play it");
        click("#confirm-no");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> match().cursor())).as("taken back: not played").isZero();

        playNoWait(losing);
        WaitForAsyncUtils.waitForFxEvents(); // the question's own event loop runs these too
        assertThat(robot.lookup("#confirm-dialog").tryQuery()).as("the question is asked").isPresent();
        click("#confirm-yes");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> match().cursor())).as("played anyway").isEqualTo(1);
    }

    @Test
    void aMoveThatDoesNotLoseAtOnceIsPlayedWithoutAQuestion() throws IOException {
        turnTheWarningOnInTheSettingsDialog();
        showZodiacForTwoPeople();

        playNoWait(aMoveThat(false));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(onFx(() -> match().cursor())).isEqualTo(1);
        assertThat(robot.lookup("#confirm-dialog").tryQuery()).isEmpty();
    }

    @Test
    void byDefaultThereIsNoWarning() {
        assertThat(onFx(() -> shell().settings().warnLosingMoves)).isFalse();
        showZodiacForTwoPeople();

        playNoWait(aMoveThat(true));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(onFx(() -> match().cursor())).isEqualTo(1);
        assertThat(robot.lookup("#confirm-dialog").tryQuery()).isEmpty();
    }

    private void turnTheWarningOnInTheSettingsDialog() throws IOException {
        click("#settings");
        DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        robot.interact(() -> {
            CheckBox warn = robot.lookup("#setting-warn-losing").queryAs(CheckBox.class);
            assertThat(warn.getText()).isEqualTo("Warn me before a move that loses at once");
            assertThat(warn.isSelected()).isFalse();
            warn.setSelected(true);
            ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonType.OK.getButtonData()).findFirst().orElseThrow()))
                    .fire();
        });
        assertThat(onFx(() -> shell().settings().warnLosingMoves)).isTrue();
        settle();
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"warnLosingMoves\" : true");
    }

    /** Zodiac from the start, Ana (black, first) against Bo: some first moves let Bo win at once. */
    private void showZodiacForTwoPeople() {
        GameEntry entry = onFx(() -> shell().registry().entries().stream()
                .filter(e -> e.id().equals("zodiac")).findFirst().orElseThrow());
        Match match = new Match(entry.game(), new Setup(2, entry.game().info().resolveOptions(Map.of()), 9),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
        robot.interact(() -> shell().showMatch(match, null));
    }

    /** A legal first move that loses at once ({@code loses}) or one that does not. */
    private Move aMoveThat(boolean loses) {
        State start = current();
        assertThat(start.currentSeat()).isZero();
        return start.legalMoves().stream()
                .filter(m -> LosingMoves.winnerAfter(start.viewFor(0), m).isPresent() == loses)
                .findFirst().orElseThrow();
    }

    /**
     * A person's move from the board, posted to the FX thread without waiting for it to finish: the
     * question it may ask waits for an answer (the robot's interact would wait for that too).
     */
    private void playNoWait(Move move) {
        Platform.runLater(() -> shell().matchScreen().play(move));
    }
}
