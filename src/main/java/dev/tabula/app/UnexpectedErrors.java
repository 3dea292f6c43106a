package dev.tabula.app;

import dev.tabula.app.common.Dialogs;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.MatchesInProgress;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one handler for what nobody expected: an exception that no code caught, on any thread.
 * It goes to the log with its stack trace ({@code tabula.log}), the match on screen is saved
 * again, and the player sees one short dialog in their language that says what became of it
 * (saved again, not saved while the autosave fails, or no match on screen); more failures while
 * that dialog is open are only logged, so a failure that repeats cannot bury the window in dialogs.
 */
final class UnexpectedErrors implements Thread.UncaughtExceptionHandler {
    private static final Logger LOG = LoggerFactory.getLogger(UnexpectedErrors.class);

    private final Shell shell;
    private final Thread fxThread;
    private final Thread.UncaughtExceptionHandler previousDefault;
    private final Thread.UncaughtExceptionHandler previousFx;
    private final AtomicBoolean dialogOpen = new AtomicBoolean();

    private UnexpectedErrors(Shell shell) {
        this.shell = shell;
        this.fxThread = Thread.currentThread();
        this.previousDefault = Thread.getDefaultUncaughtExceptionHandler();
        this.previousFx = fxThread.getUncaughtExceptionHandler();
    }

    /** Installs the handler for every thread, the JavaFX thread (the caller) included. */
    static UnexpectedErrors install(Shell shell) {
        UnexpectedErrors handler = new UnexpectedErrors(shell);
        Thread.setDefaultUncaughtExceptionHandler(handler);
        handler.fxThread.setUncaughtExceptionHandler(handler);
        return handler;
    }

    /** Puts back what was there before (the tests start many apps in one JVM). */
    void uninstall() {
        if (Thread.getDefaultUncaughtExceptionHandler() == this) {
            Thread.setDefaultUncaughtExceptionHandler(previousDefault);
        }
        if (fxThread.getUncaughtExceptionHandler() == this) {
            fxThread.setUncaughtExceptionHandler(previousFx);
        }
    }

    @Override
    public void uncaughtException(Thread thread, Throwable error) {
        LOG.error("unexpected error on thread {}", thread.getName(), error);
        // later, also on the JavaFX thread: a dialog cannot wait during a layout or an animation
        Platform.runLater(this::report);
    }

    private static java.nio.file.Path logFile() {
        return java.nio.file.Path.of(System.getProperty("tabula.logDir",
                dev.tabula.platform.UserDirectories.logDirectory().toString()), "tabula.log").toAbsolutePath();
    }

    private void report() {
        java.util.concurrent.CompletableFuture<Boolean> kept;
        try {
            kept = shell.matches().keepMatch();
        } catch (RuntimeException e) {
            LOG.error("cannot save the match after an unexpected error", e);
            kept = java.util.concurrent.CompletableFuture.completedFuture(false);
        }
        if (!dialogOpen.compareAndSet(false, true)) {
            return;
        }
        // the dialog says what became of the match once the autosave has tried: saved, or not, or none on screen
        kept.whenComplete((saved, error) -> {
            try {
                I18n i18n = shell.i18n();
                Dialogs.error(shell.stage(), i18n.text("unexpected.title"), i18n.text("unexpected.header"),
                        whatBecameOfTheMatch(i18n, error == null ? saved : Boolean.FALSE));
            } finally {
                dialogOpen.set(false);
            }
        });
    }

    /** The dialog's text: saved again ({@code true}), not saved ({@code false}), or no match on screen (null). */
    private String whatBecameOfTheMatch(I18n i18n, Boolean saved) {
        if (saved == null) {
            return i18n.text("unexpected.text.noMatch", logFile());
        }
        if (saved) {
            return i18n.text("unexpected.text.saved", logFile());
        }
        MatchesInProgress.AutosaveProblem problem = shell.matches().autosaveProblem();
        return i18n.text("unexpected.text.notSaved", logFile(), problem == null ? i18n.text("problem.io")
                : FileProblems.describe(i18n, problem.problem()));
    }
}
