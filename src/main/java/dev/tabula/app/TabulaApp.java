package dev.tabula.app;

import dev.tabula.platform.OpenRequests;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The JavaFX application: the game picker and the match screens (see {@link Shell}). */
public final class TabulaApp extends Application {
    private static final Logger LOG = LoggerFactory.getLogger(TabulaApp.class);

    private final FilePicker filePicker;
    private final DataWrites writes;
    private Shell shell;

    public TabulaApp() {
        this(null);
    }

    /** For tests: a stand-in for the system file chooser, which a headless test cannot drive. */
    TabulaApp(FilePicker filePicker) {
        this(filePicker, DataWrites.ATOMIC);
    }

    /** For tests: also a data folder whose writes the test can make fail. */
    TabulaApp(FilePicker filePicker, DataWrites writes) {
        this.filePicker = filePicker;
        this.writes = writes;
    }

    /** Begun by {@link #launch} before the toolkit starts; tests start the app without it. */
    private static volatile CompletableFuture<Startup> early;

    public static void launch(String... args) {
        early = Startup.prepareInBackground(DataFolder.user());
        Application.launch(TabulaApp.class, args);
    }

    @Override
    public void start(Stage stage) {
        LOG.info("JavaFX started {} ms after the JVM", AfterFirstFrame.sinceJvmStart());
        CompletableFuture<Startup> prepared = early;
        early = null;
        Startup startup = prepared != null ? prepared.join() : Startup.prepare(DataFolder.user());
        shell = new Shell(stage, startup, filePicker, writes);
        shell.start();
        // the match file Tabula was started with, and those a later start hands over (platform.SingleInstance)
        OpenRequests.forThisProcess().deliverTo(file -> Platform.runLater(() -> openRequested(stage, file)));
    }

    private void openRequested(Stage stage, Optional<Path> file) {
        stage.setIconified(false);
        stage.toFront();
        file.ifPresent(shell::openMatchFile);
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
