package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.function.Function;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/**
 * Promise 2: an autosave that fails says so. With the data folder refusing writes as a
 * read-only folder or a full disk does, the match screen shows a warning naming the folder and
 * the reason while play goes on; once the folder takes writes again the warning goes and the
 * match in progress is there at its last move.
 */
class AutosaveFailureUiTest extends ShellUiTest {

    @Test
    void aReadOnlyFolderShowsTheWarningWhilePlayGoesOnAndTheMatchIsThereAfterwards() throws Exception {
        playWhileWritesFail(file -> new AccessDeniedException(file.toString()), "Access is denied");
    }

    @Test
    void aFullDiskShowsTheWarningAndSaveAsStillKeepsACopyElsewhere() throws Exception {
        // what FileChannel.write really throws on a full disk (seen on a full tmpfs)
        playWhileWritesFail(file -> new IOException("No space left on device"), "The disk is full");
    }

    @Test
    void aReadOnlyFileSystemShowsTheWarning() throws Exception {
        // what creating the temporary file really throws on a file system mounted read-only
        playWhileWritesFail(file -> new FileSystemException(file.toString(), null, "Read-only file system"),
                "The disk is read-only");
    }

    @Test
    void aDiskThatStopsAnsweringNeverHoldsUpThePlayAndOnlyTheNewestStateIsWritten() throws Exception {
        startZola();
        settle();
        Path slot = onFx(() -> shell().matchScreen().slot().matchFile());
        long before = writes.writesOf(slot);
        java.util.concurrent.CountDownLatch gate = new java.util.concurrent.CountDownLatch(1);
        writes.holdUntil(gate);
        for (int i = 0; i < 4; i++) {
            clickMove(greedy(current())); // the window answers while the autosave waits for the disk
        }
        assertThat(match().cursor()).isEqualTo(4);
        gate.countDown();
        settle();
        assertThat(shell().codec().load(slot).cursor()).isEqualTo(4);
        // the write that was waiting, then the newest state: the two in between were dropped
        assertThat(writes.writesOf(slot) - before).isLessThanOrEqualTo(2);
    }

    /**
     * The case: the disk fills at move 4 and the player goes back to the games. The picker
     * says the autosave fails, the tile shows the 14 moves (not the 4 on disk) and that it is not
     * saved since move 4, and its Save as… keeps a copy elsewhere; once space returns, Continue
     * resumes all 14 moves and nothing older is written over them.
     */
    @Test
    void leavingAMatchWhileTheDiskIsFullSaysSoAndTheTileKeepsTheNewestState() throws Exception {
        robot.interact(() -> shell().autosaver().retryAfter(null));
        startZola();
        for (int i = 0; i < 4; i++) {
            playAsTheBoardWould(greedy(current()));
        }
        settle();
        writes.failWith(file -> new IOException("No space left on device"));
        for (int i = 0; i < 10; i++) {
            playAsTheBoardWould(greedy(current()));
        }
        java.util.List<dev.tabula.core.Move> played = match().line();
        Path slot = onFx(() -> shell().matchScreen().slot().matchFile());
        click("#back");
        settle();

        assertThat(visible("#picker-autosave-warning")).isTrue();
        assertThat(robot.lookup("#picker-autosave-warning-text").queryAs(Label.class).getText())
                .contains(home.resolve("matches").toAbsolutePath().toString(), "The disk is full", "not saved");
        assertThat(robot.lookup("#in-progress-0 .label").queryAllAs(Label.class))
                .anySatisfy(label -> assertThat(label.getText()).startsWith("14 moves"));
        assertThat(robot.lookup("#unsaved-0").queryAs(Label.class).getText()).isEqualTo("Not saved since move 4");

        Path copy = home.resolve("kept elsewhere.tabula.json");
        files.toSave = copy;
        click("#save-as-0");
        settle();
        assertThat(shell().codec().load(copy).line()).isEqualTo(played);
        assertThat(shell().codec().load(slot).cursor()).as("the slot itself is still not written").isEqualTo(4);

        writes.succeed();
        robot.interact(() -> shell().autosaver().retryNow());
        settle();
        assertThat(shell().codec().load(slot).line()).isEqualTo(played);
        assertThat(robot.lookup("#unsaved-0").tryQuery()).as("saved: the mark goes").isEmpty();
        assertThat(robot.lookup("#picker-autosave-warning").tryQuery()).isEmpty();
        click("#continue-0");
        settle();
        assertThat(match().line()).isEqualTo(played);
        assertThat(shell().codec().load(slot).line()).isEqualTo(played);
    }

    /** A new match whose very first write fails is in progress all the same, and says it is not saved at all. */
    @Test
    void aMatchNeverWrittenIsListedAndSaysSo() throws Exception {
        robot.interact(() -> shell().autosaver().retryAfter(null));
        writes.failWith(file -> new IOException("No space left on device"));
        startZola();
        playAsTheBoardWould(greedy(current()));
        click("#back");
        settle();
        assertThat(robot.lookup("#unsaved-0").queryAs(Label.class).getText()).isEqualTo("Not saved yet");
        click("#continue-0");
        assertThat(match().cursor()).isEqualTo(1);
    }

    /** Closing the window while moves are on no disk asks first, and keeping Tabula open is the default. */
    @Test
    void closingWhileMovesAreNotSavedAsksAndKeepsTabulaOpenByDefault() throws Exception {
        robot.interact(() -> shell().autosaver().retryAfter(null));
        startZola();
        assertThat(onFx(() -> shell().matches().mayClose())).as("all saved: nothing to ask").isTrue();
        writes.failWith(file -> new IOException("No space left on device"));
        clickMove(greedy(current()));
        settle();
        robot.interact(() -> javafx.application.Platform.runLater(() -> stage.fireEvent(
                new javafx.stage.WindowEvent(stage, javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST))));
        javafx.scene.control.DialogPane dialog = robot.lookup("#close-unsaved").queryAs(javafx.scene.control.DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("A match in progress has moves that are not saved.");
        assertThat(dialog.getContentText()).contains("The disk is full", "lost");
        assertThat(((javafx.scene.control.Button) dialog.lookupButton(dialog.getButtonTypes().get(0))).isDefaultButton())
                .isTrue();
        click("#close-unsaved-0");
        assertThat(onFx(stage::isShowing)).isTrue();
        assertThat(match().cursor()).isEqualTo(1);
        writes.succeed();
        robot.interact(() -> shell().autosaver().retryNow());
        settle();
        assertThat(onFx(() -> shell().matches().mayClose())).as("saved again").isTrue();
    }

    private void playWhileWritesFail(Function<Path, IOException> failure, String reason) throws Exception {
        startZola();
        clickMove(greedy(current()));
        settle();
        assertThat(visible("#autosave-warning")).isFalse();

        writes.failWith(failure);
        for (int i = 0; i < 3; i++) {
            clickMove(greedy(current()));
        }
        settle();
        assertThat(match().cursor()).isEqualTo(4); // play goes on
        assertThat(visible("#autosave-warning")).isTrue();
        String text = robot.lookup("#autosave-warning-text").queryAs(Label.class).getText();
        assertThat(text).contains(home.resolve("matches").toAbsolutePath().toString(), reason)
                .doesNotContain("Exception");

        // Save as… in the warning writes elsewhere (the player's own folder is not the data folder)
        Path copy = home.resolve("copy.tabula.json");
        files.toSave = copy;
        click("#autosave-save-as");
        settle();
        assertThat(shell().codec().load(copy).cursor()).isEqualTo(4);

        writes.succeed();
        robot.interact(() -> shell().autosaver().retryNow());
        settle();
        assertThat(visible("#autosave-warning")).isFalse();
        Match kept = shell().codec().load(onFx(() -> shell().matchScreen().slot().matchFile()));
        assertThat(kept.cursor()).isEqualTo(4);
        assertThat(kept.line()).isEqualTo(match().line());
    }
}
