package dev.tabula.app;

import dev.tabula.app.common.AfterFirstFrame;
import dev.tabula.app.files.DataFolder;
import dev.tabula.app.files.DataWrites;
import dev.tabula.app.files.FilePicker;
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
    /**
     * How long the window waits for the data folder at the start. Far more than a start takes
     * (a few tenths of a second) even on a busy computer; past it the disk is not answering.
     */
    private static final java.time.Duration STARTUP_PATIENCE = java.time.Duration.ofSeconds(10);

    private final FilePicker filePicker;
    private final DataWrites writes;
    private final java.time.Duration startupPatience;
    private Shell shell;

    public TabulaApp() {
        this(null, DataWrites.ATOMIC, STARTUP_PATIENCE);
    }

    /** For tests: a stand-in for the system file chooser, which a headless test cannot drive. */
    TabulaApp(FilePicker filePicker) {
        this(filePicker, DataWrites.ATOMIC);
    }

    /**
     * For tests: also a data folder whose writes the test can make fail. The start waits for the
     * data folder however long it takes: on a busy test machine a start that ran out of patience
     * would test the defaults instead of the test's settings ({@link Startup#within} has its own test).
     */
    TabulaApp(FilePicker filePicker, DataWrites writes) {
        this(filePicker, writes, java.time.Duration.ofMillis(Long.MAX_VALUE));
    }

    private TabulaApp(FilePicker filePicker, DataWrites writes, java.time.Duration startupPatience) {
        this.filePicker = filePicker;
        this.writes = writes;
        this.startupPatience = startupPatience;
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
        DataFolder data = DataFolder.user();
        // what the window needs is read off this thread, and waited for a few seconds at most
        Startup startup = Startup.within(prepared != null ? prepared : Startup.prepareInBackground(data),
                startupPatience, data);
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
