package dev.tabula.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.Match;
import dev.tabula.core.save.BoundedFiles;
import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The matches in progress: one slot per match in the data folder's {@code matches} folder, a
 * match file ({@code <id>.tabula.json}, rewritten after every move) and a small note
 * ({@code <id>.note.json}) with the file the match was opened from or saved to, so that it keeps
 * its name through restarts. At most {@link #CAP} are kept; the least recently played go first.
 *
 * <p>Everything here touches the disk: the shell calls it on the autosave thread, never on the
 * JavaFX thread.
 */
final class InProgress {
    private static final Logger LOG = LoggerFactory.getLogger(InProgress.class);
    static final int CAP = 30;
    private static final String NOTE = ".note.json";
    /** A note holds one path: far less than this. */
    private static final int MAX_NOTE_BYTES = 64 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    /** One match's place in the folder. */
    record Slot(String id, Path folder) {
        Path matchFile() {
            return folder.resolve(id + SystemFilePicker.EXTENSION);
        }

        Path noteFile() {
            return folder.resolve(id + NOTE);
        }
    }

    /**
     * A slot as read: its match, or the problem that keeps it from loading (then {@code match} is
     * null); the file it belongs to, if any; when it was last written.
     */
    record Entry(Slot slot, Match match, RuntimeException problem, Path sourceFile, FileTime lastPlayed) {
        boolean broken() {
            return match == null;
        }
    }

    private final Path folder;
    private final MatchCodec codec;

    InProgress(Path folder, MatchCodec codec) {
        this.folder = folder;
        this.codec = codec;
    }

    Path folder() {
        return folder;
    }

    /** A new, empty slot; nothing is written until the autosaver writes its match. */
    Slot newSlot() {
        String id = LocalDateTime.now().format(ID_TIME) + "-"
                + Integer.toHexString(ThreadLocalRandom.current().nextInt(0x1000, 0x10000));
        return new Slot(id, folder);
    }

    Optional<Slot> slot(String id) {
        if (id == null || !id.matches("[0-9a-z-]{1,64}")) {
            return Optional.empty();
        }
        Slot slot = new Slot(id, folder);
        return Files.exists(slot.matchFile()) ? Optional.of(slot) : Optional.empty();
    }

    /** The content of a slot's note. */
    static String note(Path sourceFile) {
        var node = JSON.createObjectNode();
        node.put("file", sourceFile == null ? null : sourceFile.toAbsolutePath().toString());
        return node.toString();
    }

    /** Every slot, newest first; one that cannot be read is listed as broken, never skipped. */
    List<Entry> list() {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return entries;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SystemFilePicker.EXTENSION)) {
            for (Path file : files) {
                String name = file.getFileName().toString();
                entries.add(read(new Slot(name.substring(0, name.length() - SystemFilePicker.EXTENSION.length()),
                        folder)));
            }
        } catch (IOException e) {
            LOG.warn("cannot list the matches in progress in {}", folder, e);
        }
        entries.sort(Comparator.comparing(Entry::lastPlayed).reversed());
        return entries;
    }

    Entry read(Slot slot) {
        FileTime time;
        try {
            time = Files.getLastModifiedTime(slot.matchFile());
        } catch (IOException e) {
            time = FileTime.fromMillis(0);
        }
        Path source = sourceFile(slot);
        try {
            return new Entry(slot, codec.load(slot.matchFile()), null, source, time);
        } catch (RuntimeException e) {
            LOG.warn("the match in progress {} cannot be read: {}", slot.matchFile(), e.getMessage());
            return new Entry(slot, null, e, source, time);
        }
    }

    private static Path sourceFile(Slot slot) {
        if (BoundedFiles.absent(slot.noteFile())) {
            return null;
        }
        try {
            // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
            JsonNode file = JSON.readTree(BoundedFiles.read(slot.noteFile(), MAX_NOTE_BYTES)).path("file");
            return file.isTextual() && SettingsStore.usablePath(file.asText()) ? Path.of(file.asText()) : null;
        } catch (IOException | InvalidPathException e) {
            LOG.warn("the note {} cannot be read: {}", slot.noteFile(), e.getMessage());
            return null;
        }
    }

    /** The slots beyond the cap, oldest last in {@code entries} (which is newest first). */
    static List<Slot> beyondCap(List<Entry> entries) {
        return entries.stream().skip(CAP).map(Entry::slot).toList();
    }

    /**
     * Gets the folder ready at start: removes the temporary files a killed write left behind and
     * moves the autosave of older versions ({@code autosave.tabula.json}) into a slot of its own.
     * Returns that slot, if there was one.
     */
    Optional<Slot> prepare(Path dataRoot) {
        removeStrayTemporaryFiles(dataRoot);
        removeStrayTemporaryFiles(folder);
        Path legacy = dataRoot.resolve("autosave" + SystemFilePicker.EXTENSION);
        if (!Files.isRegularFile(legacy)) {
            return Optional.empty();
        }
        Slot slot = newSlot();
        try {
            Files.createDirectories(folder);
            Files.move(legacy, slot.matchFile());
            LOG.info("the autosave of an earlier version is now the match in progress {}", slot.id());
            return Optional.of(slot);
        } catch (IOException e) {
            LOG.warn("cannot move {} to {}", legacy, slot.matchFile(), e);
            return Optional.empty();
        }
    }

    /** Names that {@code AtomicFiles} gives its temporary files: {@code .<name><random>.tmp}. */
    private static void removeStrayTemporaryFiles(Path dir) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path file : files) {
                try {
                    Files.deleteIfExists(file);
                    LOG.info("removed {}, left by a write that was cut off", file);
                } catch (IOException e) {
                    LOG.warn("cannot remove {}", file, e);
                }
            }
        } catch (IOException e) {
            LOG.warn("cannot look for temporary files in {}", dir, e);
        }
    }
}
