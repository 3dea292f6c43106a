package dev.tabula.app;

import dev.tabula.platform.UserDirectories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The app's files in the player's data folder: settings, the autosaved match, and a marker that
 * says the app is running, so that a start which finds it knows the last run did not end cleanly.
 */
public final class DataFolder {
    private static final Logger LOG = LoggerFactory.getLogger(DataFolder.class);

    private final Path root;

    public DataFolder(Path root) {
        this.root = root;
    }

    public static DataFolder user() {
        return new DataFolder(UserDirectories.dataDirectory());
    }

    public Path settingsFile() {
        return root.resolve("settings.json");
    }

    public Path autosaveFile() {
        return root.resolve("autosave" + SystemFilePicker.EXTENSION);
    }

    private Path runningMarker() {
        return root.resolve("running.marker");
    }

    /** Marks the app as running; returns whether the previous run ended without clearing its marker. */
    public boolean markRunning() {
        Path marker = runningMarker();
        boolean crashed = Files.exists(marker);
        try {
            Files.createDirectories(root);
            Files.writeString(marker, Long.toString(ProcessHandle.current().pid()));
        } catch (IOException e) {
            LOG.warn("cannot write {}", marker, e);
        }
        return crashed;
    }

    public void markStopped() {
        try {
            Files.deleteIfExists(runningMarker());
        } catch (IOException e) {
            LOG.warn("cannot delete {}", runningMarker(), e);
        }
    }
}
