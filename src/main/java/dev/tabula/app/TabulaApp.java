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

    public static void launch(String... args) {
        warmUpInBackground();
        Application.launch(TabulaApp.class, args);
    }

    /**
     * While the JavaFX toolkit starts on one core, loads on the other what the first screen needs
     * anyway: the games (ServiceLoader scans the class path), Jackson (the settings), the match
     * codec. Pure class loading and caching; the FX thread later finds it all ready.
     */
    private static void warmUpInBackground() {
        Thread warmUp = new Thread(() -> {
            try {
                GameRegistry registry = GameRegistry.installed();
                new SettingsStore(DataFolder.user().settingsFile()).load();
                new dev.tabula.core.save.MatchCodec(registry.catalog());
                for (GameEntry entry : registry.entries()) {
                    entry.game().start(entry.game().info().minSeats(), java.util.Map.of(), 1).legalMoves();
                }
            } catch (RuntimeException e) {
                LOG.debug("warm-up failed; the app loads the same things again when it needs them", e);
            }
        }, "tabula-warm-up");
        warmUp.setDaemon(true);
        warmUp.start();
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
