package dev.tabula.core.save;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;

/**
 * Reads a file in bounded time and memory, whatever its path names: the one reader of every file
 * Tabula did not just write itself (match files, and at start-up the settings, the records, the
 * notes of the matches in progress, the running marker, the single-instance port file).
 *
 * <p>The path may name a device that never ends ({@code /dev/zero}), a pipe with no writer, a
 * folder, a loop of symbolic links, a file of gigabytes, or a file that grows while it is read.
 * Only regular files are opened (a pipe is refused before it could block the open), and not the
 * kernel's pseudo-files under {@code /proc} or {@code /sys}; the size is checked before reading
 * and again, byte by byte, while reading. Every refusal is a {@link Refused} that says which
 * kind of problem it is, so that each caller can put it in its own words.
 */
public final class BoundedFiles {
    /**
     * File systems of the kernel's own files: some look like regular files yet never end or
     * block on reading ({@code /proc/kmsg} waits for the next kernel message), and none of our
     * files lives there.
     */
    private static final Set<String> SYSTEM_FILE_STORES = Set.of("proc", "sysfs", "devtmpfs", "devpts", "debugfs",
            "tracefs", "securityfs", "cgroup", "cgroup2", "configfs", "efivarfs", "bpf", "pstore");

    /** Why a file was not read. */
    public enum Refusal {
        /** Nothing there (or a folder on the way is missing or a file). */
        MISSING,
        /** The system refuses to let this user read it. */
        DENIED,
        FOLDER,
        /** A device, a pipe or a socket. */
        NOT_REGULAR,
        /** A file of the operating system's own (on {@code /proc}, {@code /sys} …); the detail names its file system. */
        SYSTEM_FILE,
        /** Larger than the limit, before or while reading. */
        TOO_BIG,
        /** Any other failure to read (an I/O error, a loop of links); the detail is the system's words. */
        UNREADABLE,
        /** Read, but not UTF-8 text (only from {@link #readUtf8}). */
        NOT_UTF8
    }

    /** A file that was not read: its kind of problem, and a detail (a file system, the system's words). */
    public static final class Refused extends IOException {
        private static final long serialVersionUID = 1L;
        private final Refusal refusal;
        private final String detail;

        Refused(Path file, Refusal refusal, String detail, Throwable cause) {
            super(file + ": " + refusal.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + (detail.isEmpty() ? "" : " (" + detail + ")"), cause);
            this.refusal = refusal;
            this.detail = detail;
        }

        public Refusal refusal() {
            return refusal;
        }

        /** The file system of a {@link Refusal#SYSTEM_FILE}, the system's words of {@link Refusal#UNREADABLE}, else "". */
        public String detail() {
            return detail;
        }
    }

    private BoundedFiles() {
    }

    /** Whether nothing at all is at {@code file}, not even a dangling link or a pipe (does not open it). */
    public static boolean absent(Path file) {
        return !Files.exists(file, LinkOption.NOFOLLOW_LINKS);
    }

    /** The bytes of {@code file}, a regular file (links followed) of at most {@code maxBytes}. */
    public static byte[] read(Path file, int maxBytes) throws Refused {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class); // follows links
        } catch (IOException e) {
            throw refused(file, e);
        }
        if (attributes.isDirectory()) {
            throw new Refused(file, Refusal.FOLDER, "", null);
        }
        if (!attributes.isRegularFile()) {
            throw new Refused(file, Refusal.NOT_REGULAR, "", null);
        }
        if (attributes.size() > maxBytes) {
            throw new Refused(file, Refusal.TOO_BIG, "", null);
        }
        String system = systemFileStore(file);
        if (system != null) {
            throw new Refused(file, Refusal.SYSTEM_FILE, system, null);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = readAtMost(in, maxBytes);
        } catch (IOException e) {
            throw refused(file, e);
        }
        if (bytes == null) {
            // it grew while being read, or reported a size it does not have
            throw new Refused(file, Refusal.TOO_BIG, "", null);
        }
        return bytes;
    }

    /** The text of {@code file} as strict UTF-8 (see {@link #read}); a leading byte-order mark stays. */
    public static String readUtf8(Path file, int maxBytes) throws Refused {
        byte[] bytes = read(file, maxBytes);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw new Refused(file, Refusal.NOT_UTF8, "", e);
        }
    }

    /** The type of the kernel file system that holds {@code file}, or null for an ordinary one. */
    private static String systemFileStore(Path file) {
        try {
            String type = Files.getFileStore(file).type();
            return SYSTEM_FILE_STORES.contains(type) ? type : null;
        } catch (IOException | SecurityException e) {
            return null; // the reading says what is wrong, if anything
        }
    }

    /** All of {@code in} if it holds at most {@code limit} bytes, else null; never reads more than one byte past. */
    static byte[] readAtMost(InputStream in, int limit) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(8192);
        byte[] buffer = new byte[8192];
        while (true) {
            int room = limit + 1 - bytes.size();
            int read = in.read(buffer, 0, Math.min(buffer.length, room));
            if (read < 0) {
                return bytes.toByteArray();
            }
            bytes.write(buffer, 0, read);
            if (bytes.size() > limit) {
                return null;
            }
        }
    }

    /** What {@code e}, met while looking at or reading {@code file}, says about it. */
    static Refused refused(Path file, IOException e) {
        if (e instanceof Refused already) {
            return already;
        }
        if (e instanceof NoSuchFileException || e instanceof NotDirectoryException) {
            return new Refused(file, Refusal.MISSING, "", e);
        }
        if (e instanceof AccessDeniedException) {
            return new Refused(file, Refusal.DENIED, "", e);
        }
        return new Refused(file, Refusal.UNREADABLE, reason(e), e);
    }

    private static String reason(IOException e) {
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason(); // the system's words, e.g. "Input/output error"; the message repeats the path
        }
        if (e instanceof CharacterCodingException) {
            return "not UTF-8";
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
