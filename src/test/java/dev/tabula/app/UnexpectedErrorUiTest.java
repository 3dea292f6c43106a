package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import javafx.application.Platform;
import javafx.scene.control.DialogPane;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * Promise 5: an exception nobody caught, here on the JavaFX thread, goes to the log with its
 * stack trace and to one short dialog in the player's words; the match stays on screen and is
 * saved again.
 */
class UnexpectedErrorUiTest extends ShellUiTest {
    private final ListAppender<ILoggingEvent> log = new ListAppender<>();
    private Logger handlerLog;

    @BeforeEach
    void listen() {
        handlerLog = (Logger) LoggerFactory.getLogger(UnexpectedErrors.class);
        log.start();
        handlerLog.addAppender(log);
    }

    @AfterEach
    void stopListening() {
        handlerLog.detachAppender(log);
    }

    @Test
    void anExceptionOnTheJavaFxThreadIsLoggedAndShownOnceAndTheMatchStays() throws Exception {
        startZola();
        clickMove(greedy(current()));
        robot.interact(() -> Platform.runLater(() -> {
            throw new IllegalStateException("a bug for the test");
        }));
        settle();
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("Tabula ran into an unexpected problem.");
        assertThat(dialog.getContentText()).contains("tabula.log", "was saved again").doesNotContain("IllegalStateException");
        assertThat(log.list).anySatisfy(event -> {
            assertThat(event.getLevel()).isEqualTo(Level.ERROR);
            assertThat(event.getThrowableProxy().getMessage()).isEqualTo("a bug for the test");
            assertThat(event.getThrowableProxy().getStackTraceElementProxyArray()).isNotEmpty();
        });
        click("#error-ok");
        assertThat(match().cursor()).isEqualTo(1);
        settle();
        assertThat(shell().codec().load(onFx(() -> shell().matchScreen().slot().matchFile())).cursor()).isEqualTo(1);
    }

    @Test
    void anExceptionOnAnotherThreadIsLoggedAndShownToo() throws Exception {
        Thread worker = new Thread(() -> {
            throw new IllegalArgumentException("a bug on a worker");
        }, "worker-for-the-test");
        worker.start();
        worker.join();
        settle();
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(dialog.getHeaderText()).isEqualTo("Tabula ran into an unexpected problem.");
        assertThat(dialog.getContentText()).as("no match to save on the start screen")
                .startsWith("No match was on screen").doesNotContain("saved again");
        assertThat(log.list).anySatisfy(event -> {
            assertThat(event.getFormattedMessage()).contains("worker-for-the-test");
            assertThat(event.getThrowableProxy().getMessage()).isEqualTo("a bug on a worker");
        });
        click("#error-ok");
        assertThat(robot.lookup("#picker").tryQuery()).isPresent();
    }

    /** While the autosave fails, the dialog says the match could not be saved, and why: never "saved again". */
    @Test
    void whileTheAutosaveFailsTheDialogSaysTheMatchIsNotSaved() throws Exception {
        robot.interact(() -> shell().autosaver().retryAfter(null));
        startZola();
        writes.failWith(file -> new java.io.IOException("No space left on device"));
        clickMove(greedy(current()));
        settle();
        robot.interact(() -> Platform.runLater(() -> {
            throw new IllegalStateException("a bug while the disk is full");
        }));
        settle();
        DialogPane dialog = robot.lookup("#error-dialog").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).contains("cannot save it now", "The disk is full", "Save as")
                .doesNotContain("saved again");
        click("#error-ok");
    }
}
