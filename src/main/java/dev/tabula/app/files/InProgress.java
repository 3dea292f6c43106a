package dev.tabula.app.files;

import dev.tabula.app.settings.SettingsStore;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.Match;
import dev.tabula.core.save.BoundedFiles;
import dev.tabula.core.save.MatchCodec;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
public final class InProgress {
    private static final Logger LOG = LoggerFactory.getLogger(InProgress.class);
    public static final int CAP = 30;
    private static final String NOTE = ".note.json";
    /** A note holds one path: far less than this. */
    private static final int MAX_NOTE_BYTES = 64 * 1024;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final DateTimeFormatter ID_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss", Locale.ROOT);

    /** One match's place in the folder. */
    public record Slot(String id, Path folder) {
        public Path matchFile() {
            return folder.resolve(id + SystemFilePicker.EXTENSION);
        }

        Path noteFile() {
            return folder.resolve(id + NOTE);
        }
    }

    /**
     * A slot as read: its match, or the problem that keeps it from loading (then {@code match} is
     * null); the file it belongs to, if any; when it was last written (or asked to be); and, while
     * its newest state still waits to be written, how much of it the disk holds ({@code unsaved},
     * else null).
     */
    public record Entry(Slot slot, Match match, RuntimeException problem, Path sourceFile, FileTime lastPlayed,
                 Unsaved unsaved) {
        public boolean broken() {
            return match == null;
        }
    }

    /**
     * The newest state of a match waits to be written (the autosave fails): the disk holds its first
     * {@code movesOnDisk} moves in effect, or nothing at all ({@code onDisk} false).
     */
    public record Unsaved(boolean onDisk, int movesOnDisk) {
    }

    private final Path folder;
    private final MatchCodec codec;

    public InProgress(Path folder, MatchCodec codec) {
        this.folder = folder;
        this.codec = codec;
    }

    Path folder() {
        return folder;
    }

    /** A new, empty slot; nothing is written until the autosaver writes its match. */
    public Slot newSlot() {
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
    public static String note(Path sourceFile) {
        var node = JSON.createObjectNode();
        node.put("file", sourceFile == null ? null : sourceFile.toAbsolutePath().toString());
        return node.toString();
    }

    /** Every slot as the disk holds it, newest first (see {@link #list(Map)}). */
    public List<Entry> list() {
        return list(Map.of());
    }

    /**
     * Every slot, newest first, each in its newest state: what waits to be written for it
     * ({@code pending}, the autosaver's, which is newer than the disk) or else what the disk holds.
     * A slot waiting to be deleted is left out; one that cannot be read is listed as broken, never
     * skipped.
     */
    public List<Entry> list(Map<Path, Autosaver.Change> pending) {
        Map<String, Slot> slots = new LinkedHashMap<>();
        if (Files.isDirectory(folder)) {
            try (DirectoryStream<Path> files = Files.newDirectoryStream(folder, "*" + SystemFilePicker.EXTENSION)) {
                for (Path file : files) {
                    if (Files.isDirectory(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                        // a folder is no match in progress, and Remove could not take it away: not listed
                        LOG.warn("{} is a folder, not a match in progress", file);
                        continue;
                    }
                    slotOf(file).ifPresent(slot -> slots.put(slot.id(), slot));
                }
            } catch (IOException e) {
                LOG.warn("cannot list the matches in progress in {}", folder, e);
            }
        }
        // a match whose first write failed is on no disk yet, but it is in progress all the same
        pending.keySet().forEach(file -> slotOf(file).ifPresent(slot -> slots.putIfAbsent(slot.id(), slot)));
        List<Entry> entries = new ArrayList<>();
        for (Slot slot : slots.values()) {
            Autosaver.Change change = pending.get(slot.matchFile());
            if (change == null) {
                entries.add(read(slot, pending.get(slot.noteFile())));
            } else if (change.content().isPresent()) {
                entries.add(waiting(slot, change, pending.get(slot.noteFile())));
            }
        }
        entries.sort(Comparator.comparing(Entry::lastPlayed).reversed());
        return entries;
    }

    /** The slot of a match file in this folder. */
    private Optional<Slot> slotOf(Path file) {
        String name = file.getFileName().toString();
        if (!folder.equals(file.getParent()) || !name.endsWith(SystemFilePicker.EXTENSION)) {
            return Optional.empty();
        }
        return Optional.of(new Slot(name.substring(0, name.length() - SystemFilePicker.EXTENSION.length()), folder));
    }

    /** A slot whose newest state is {@code change}, not yet on disk: the disk says how much of it is saved. */
    private Entry waiting(Slot slot, Autosaver.Change change, Autosaver.Change note) {
        Unsaved unsaved;
        try {
            unsaved = new Unsaved(true, codec.load(slot.matchFile()).cursor());
        } catch (RuntimeException nothingUsable) {
            unsaved = new Unsaved(false, 0);
        }
        Path source = note != null ? noted(note.content().orElse(null), slot) : sourceFile(slot);
        FileTime at = FileTime.from(change.at());
        try {
            return new Entry(slot, codec.read(change.content().orElseThrow()), null, source, at, unsaved);
        } catch (RuntimeException e) {
            LOG.error("the match in progress {} waiting to be written cannot be read", slot.id(), e);
            return new Entry(slot, null, e, source, at, unsaved);
        }
    }

    Entry read(Slot slot) {
        return read(slot, null);
    }

    /** A slot as the disk holds it; its note as it waits to be written ({@code note}), if it does. */
    private Entry read(Slot slot, Autosaver.Change note) {
        FileTime time;
        try {
            time = Files.getLastModifiedTime(slot.matchFile());
        } catch (IOException e) {
            time = FileTime.fromMillis(0);
        }
        Path source = note != null ? noted(note.content().orElse(null), slot) : sourceFile(slot);
        try {
            return new Entry(slot, codec.load(slot.matchFile()), null, source, time, null);
        } catch (RuntimeException e) {
            LOG.warn("the match in progress {} cannot be read: {}", slot.matchFile(), e.getMessage());
            return new Entry(slot, null, e, source, time, null);
        }
    }

    private static Path sourceFile(Slot slot) {
        if (BoundedFiles.absent(slot.noteFile())) {
            return null;
        }
        try {
            // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
            return noted(JSON.readTree(BoundedFiles.read(slot.noteFile(), MAX_NOTE_BYTES)));
        } catch (IOException | RuntimeException e) {
            LOG.warn("the note {} cannot be read: {}", slot.noteFile(), e.getMessage());
            return null;
        }
    }

    /** The file a note's text names (null: a note to be deleted). */
    private static Path noted(String text, Slot slot) {
        if (text == null) {
            return null;
        }
        try {
            return noted(JSON.readTree(text));
        } catch (IOException | RuntimeException e) {
            LOG.warn("the note of {} cannot be read: {}", slot.id(), e.getMessage());
            return null;
        }
    }

    private static Path noted(JsonNode note) {
        JsonNode file = note.path("file");
        return file.isTextual() && SettingsStore.usablePath(file.asText()) ? Path.of(file.asText()) : null;
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
    public Optional<Slot> prepare(Path dataRoot) {
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
