package dev.tabula.app;

import java.lang.management.ManagementFactory;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The JavaFX application: the game picker and the match screens (see {@link Shell}). */
public final class TabulaApp extends Application {
    private static final Logger LOG = LoggerFactory.getLogger(TabulaApp.class);

    private final FilePicker filePicker;
    private Shell shell;

    public TabulaApp() {
        this(null);
    }

    /** For tests: a stand-in for the system file chooser, which a headless test cannot drive. */
    TabulaApp(FilePicker filePicker) {
        this.filePicker = filePicker;
    }

    public static void launch(String[] args) {
        Application.launch(TabulaApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        LOG.info("JavaFX started {} ms after the JVM", sinceJvmStart());
        shell = new Shell(stage, DataFolder.user(), GameRegistry.installed(), filePicker);
        shell.start();
        // after the first layout pass of the shown window: what the player waits for at a double-click
        Platform.runLater(() -> LOG.info("game picker shown {} ms after the JVM started", sinceJvmStart()));
    }

    private static long sinceJvmStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    @Override
    public void stop() {
        if (shell != null) {
            shell.stop();
        }
    }

    /** The running shell (tests look at the match on screen through it). */
    Shell shell() {
        return shell;
    }
}
