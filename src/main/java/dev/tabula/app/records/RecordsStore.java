package dev.tabula.app.records;

import dev.tabula.core.Match;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the records in the data folder: read once at the start ({@link #load}), written after
 * every change on the writer's thread (one task at a time, in order), never the JavaFX thread,
 * atomically (through the {@link Writes} it is given). A file that cannot be read is set aside under a new name, never
 * deleted, and counting starts afresh; a write that fails is told to the listener, on the
 * executor it gave, and tried again with the next change.
 */
public final class RecordsStore {
    private static final Logger LOG = LoggerFactory.getLogger(RecordsStore.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC);

    /** How the store writes a file in one step; a test makes it fail like a full disk. */
    public interface Writes {
        void write(Path file, String content) throws IOException;
    }

    /**
     * What a start found: the records, where an unreadable file was set aside (if it was), and
     * whether the file may be written: not when an unreadable one could not be moved out of the
     * way (it is never written over), nor when it was never read.
     */
    public record Loaded(Records records, Optional<Path> setAside, boolean writable) {
        /** The records of a file that was read (or was not there). */
        static Loaded read(Records records) {
            return new Loaded(records, Optional.empty(), true);
        }

        /** No records this run: the file was not read in time, and nothing is written over it. */
        public static Loaded notRead() {
            return new Loaded(Records.empty(), Optional.empty(), false);
        }
    }

    private final Path file;
    private final Writes writes;
    private final Executor writer;
    private final Executor callbacks;
    private volatile Consumer<IOException> failed = problem -> { };
    private volatile Runnable written = () -> { };
    private Records records;
    private final Optional<Path> setAside;
    private final boolean writable;

    public RecordsStore(Path file, Loaded loaded, Writes writes, Executor writer, Executor callbacks) {
        this.file = file;
        this.records = loaded.records();
        this.setAside = loaded.setAside();
        this.writable = loaded.writable();
        this.writes = writes;
        this.writer = writer;
        this.callbacks = callbacks;
    }

    /**
     * Reads {@code file}; if it cannot be read (damaged, hostile, huge, a newer Tabula's, not a
     * regular file at all) it is renamed {@code records.unreadable-<time>.json} beside it and the
     * records start empty. If even that fails, the file stays as it is and is never written over.
     */
    public static Loaded load(Path file, Clock clock) {
        return load(file, clock, (from, to) -> Files.move(from, to)); // a link is moved itself, never what it points to
    }

    /** How a file is moved aside; a test makes it fail as a read-only folder does. */
    interface Mover {
        void move(Path from, Path to) throws IOException;
    }

    static Loaded load(Path file, Clock clock, Mover mover) {
        try {
            return Loaded.read(RecordsFile.read(file));
        } catch (RecordsFile.Unreadable e) {
            Path aside = freeName(file, "records.unreadable-" + STAMP.format(clock.instant()));
            LOG.warn("the records in {} cannot be read ({}); setting them aside as {}", file, e.getMessage(),
                    aside.getFileName());
            try {
                mover.move(file, aside);
                return new Loaded(Records.empty(), Optional.of(aside), true);
            } catch (IOException | RuntimeException moveFailed) {
                LOG.error("cannot set {} aside; it stays as it is, and no result is counted this run", file,
                        moveFailed);
                return new Loaded(Records.empty(), Optional.empty(), false);
            }
        }
    }

    /** {@code stem.json} beside {@code file}, or {@code stem-2.json} and so on: a file set aside before is kept too. */
    private static Path freeName(Path file, String stem) {
        Path name = file.resolveSibling(stem + ".json");
        for (int n = 2; Files.exists(name, java.nio.file.LinkOption.NOFOLLOW_LINKS); n++) {
            name = file.resolveSibling(stem + "-" + n + ".json");
        }
        return name;
    }

    /** Hears of a failed write (with its exception) and of the next write that succeeded. */
    public void setListener(Consumer<IOException> failed, Runnable written) {
        this.failed = failed;
        this.written = written;
    }

    public synchronized Records records() {
        return records;
    }

    /** Where the unreadable records found at the start were set aside, if they were. */
    public Optional<Path> setAside() {
        return setAside;
    }

    /** Whether results are written: not over a file that could not be read nor set aside. */
    public boolean writable() {
        return writable;
    }

    public Path file() {
        return file;
    }

    /** Counts the ended {@code match} (once) and writes the records. */
    public synchronized void matchEnded(Match match) {
        if (!writable) {
            return; // the records could not be read: counting from nothing would tell the player a false tally
        }
        Records after = records.count(match);
        if (after != records) {
            records = after;
            save(after); // enqueued under the lock: the writes keep the order of the changes
        }
    }

    /** Forgets every record (after the player confirmed it). */
    public synchronized void clear() {
        records = Records.empty();
        save(records);
    }

    private void save(Records content) {
        if (!writable) {
            LOG.info("the records are not written this run: {} was not read", file);
            return;
        }
        String text = RecordsFile.write(content);
        writer.execute(() -> {
            try {
                writes.write(file, text);
                callbacks.execute(written);
            } catch (IOException e) {
                LOG.error("cannot write the records to {}", file, e);
                callbacks.execute(() -> failed.accept(e));
            }
        });
    }
}
