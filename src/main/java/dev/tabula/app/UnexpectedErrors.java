package dev.tabula.app;

import java.util.concurrent.atomic.AtomicBoolean;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one handler for what nobody expected: an exception that no code caught, on any thread.
 * It goes to the log with its stack trace ({@code tabula.log}), the match on screen is saved
 * again, and the player sees one short dialog in their language; more failures while that dialog
 * is open are only logged, so a failure that repeats cannot bury the window in dialogs.
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
        try {
            shell.keepMatch();
        } catch (RuntimeException e) {
            LOG.error("cannot save the match after an unexpected error", e);
        }
        if (!dialogOpen.compareAndSet(false, true)) {
            return;
        }
        try {
            I18n i18n = shell.i18n();
            Dialogs.error(shell.stage(), i18n.text("unexpected.title"), i18n.text("unexpected.header"),
                    i18n.text("unexpected.text", logFile()));
        } finally {
            dialogOpen.set(false);
        }
    }
}
