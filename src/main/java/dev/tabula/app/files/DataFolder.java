package dev.tabula.app.files;

import dev.tabula.core.save.AtomicFiles;
import dev.tabula.core.save.BoundedFiles;
import dev.tabula.platform.UserDirectories;
import java.io.IOException;
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

    /** The second line of the running marker while the start screen is shown. */
    public static final String ON_PICKER = "@picker";
    /** A marker is a process id and a slot's id: far less than this. */
    private static final int MAX_MARKER_BYTES = 4096;

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

    /**
     * Makes the folder and its matches folder readable by the player only (where the file system
     * has POSIX permissions): the matches in progress reveal the hands and the dice to come.
     */
    public void makePrivate() {
        try {
            AtomicFiles.privateFolder(root);
            AtomicFiles.privateFolder(matchesFolder());
        } catch (IOException | RuntimeException e) {
            LOG.warn("cannot make {} readable by its owner only ({})", root, e.toString());
        }
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

    public Path runningMarker() {
        return root.resolve("running.marker");
    }

    /** The marker's content while a match is on screen (its slot's id on the second line), or on the picker ({@link #ON_PICKER}). */
    public static String marker(String slotId) {
        return ProcessHandle.current().pid() + "\n" + (slotId == null ? ON_PICKER : slotId) + "\n";
    }

    /**
     * What the last run left: nothing when it ended cleanly; after a crash, the id of the match
     * it had on screen, {@link #ON_PICKER} when it was on the start screen, or an empty string
     * when that is not known (older versions wrote no second line; a marker that cannot be read).
     */
    public Optional<String> crashedRun() {
        Path marker = runningMarker();
        if (BoundedFiles.absent(marker)) {
            return Optional.empty();
        }
        try {
            // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
            String[] lines = BoundedFiles.readUtf8(marker, MAX_MARKER_BYTES).split("\n");
            return Optional.of(lines.length > 1 ? lines[1].trim() : "");
        } catch (IOException e) {
            LOG.warn("cannot read {} ({}); which match the last run showed is not known", marker, e.getMessage());
            return Optional.of("");
        }
    }
}
