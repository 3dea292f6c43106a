package dev.tabula.app;

import dev.tabula.platform.UserDirectories;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The app's files in the player's data folder: settings, the matches in progress, and a marker
 * that says the app is running (and which match is on screen), so that a start which finds it
 * knows the last run did not end cleanly and which match was being played.
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

    public Path root() {
        return root;
    }

    public Path settingsFile() {
        return root.resolve("settings.json");
    }

    /** The players' records ({@code dev.tabula.app.records}). */
    public Path recordsFile() {
        return root.resolve("records.json");
    }

    /** The folder of the matches in progress ({@link InProgress}). */
    public Path matchesFolder() {
        return root.resolve("matches");
    }

    Path runningMarker() {
        return root.resolve("running.marker");
    }

    /** The marker's content while a match is on screen (its slot's id on the second line), or on the picker. */
    static String marker(String slotId) {
        return ProcessHandle.current().pid() + (slotId == null ? "" : "\n" + slotId) + "\n";
    }

    /**
     * What the last run left: nothing when it ended cleanly; after a crash, the id of the match
     * it had on screen, or an empty string when it had none (or wrote no id, as older versions).
     */
    public Optional<String> crashedRun() {
        Path marker = runningMarker();
        if (!Files.exists(marker)) {
            return Optional.empty();
        }
        try {
            String[] lines = Files.readString(marker).split("\n");
            return Optional.of(lines.length > 1 ? lines[1].trim() : "");
        } catch (IOException | RuntimeException e) {
            LOG.warn("cannot read {}", marker, e);
            return Optional.of("");
        }
    }
}
