package dev.tabula.core.save;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Set;

/**
 * Reads a match file's text from disk, in bounded time and memory whatever the path names.
 *
 * <p>A match file comes from anywhere, so the path may name a device that never ends
 * ({@code /dev/zero}), a pipe with no writer, a folder, a file of gigabytes, or a file that grows
 * while it is read. Only regular files are opened (a pipe is refused before it could block the
 * open), and not the kernel's pseudo-files under {@code /proc} or {@code /sys}; their size is
 * checked before reading and again, byte by byte, while reading, and the
 * bytes must be strict UTF-8 (a byte-order mark is allowed). Every refusal is a
 * {@link SaveFileException} that says why in words.
 */
public final class MatchFiles {
    /**
     * File systems of the kernel's own files: some look like regular files yet never end or
     * block on reading ({@code /proc/kmsg} waits for the next kernel message), and no match file
     * lives there.
     */
    private static final Set<String> SYSTEM_FILE_STORES = Set.of("proc", "sysfs", "devtmpfs", "devpts", "debugfs",
            "tracefs", "securityfs", "cgroup", "cgroup2", "configfs", "efivarfs", "bpf", "pstore");

    /** The largest match file read: far above any real match (a long one is a few kilobytes). */
    public static final int MAX_BYTES = 4 * 1024 * 1024;
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private MatchFiles() {
    }

    /** The text of {@code file}, checked to be a regular UTF-8 file of at most {@link #MAX_BYTES}. */
    public static String read(Path file) {
        String name = Echo.path(String.valueOf(file));
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(file, BasicFileAttributes.class); // follows links
        } catch (IOException e) {
            throw unreadable(name, e);
        }
        if (attributes.isDirectory()) {
            throw SaveFileException.keyed("save.file.folder", name);
        }
        if (!attributes.isRegularFile()) {
            throw SaveFileException.keyed("save.file.special", name);
        }
        if (attributes.size() > MAX_BYTES) {
            throw tooBig(name);
        }
        String system = systemFileStore(file);
        if (system != null) {
            throw SaveFileException.keyed("save.file.system", name, system);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = readAtMost(in, MAX_BYTES);
        } catch (IOException e) {
            throw unreadable(name, e);
        }
        if (bytes == null) {
            throw tooBig(name); // it grew while being read, or reported a size it does not have
        }
        return decode(bytes);
    }

    /** The type of the kernel file system that holds {@code file}, or null for an ordinary one. */
    private static String systemFileStore(Path file) {
        try {
            String type = Files.getFileStore(file).type();
            return SYSTEM_FILE_STORES.contains(type) ? type : null;
        } catch (IOException | SecurityException e) {
            return null; // the reading below says what is wrong, if anything
        }
    }

    /**
     * The text of {@code bytes} as strict UTF-8, without a leading byte-order mark; anything
     * else (UTF-16, Latin-1, binary) is refused as not UTF-8 text.
     */
    static String decode(byte[] bytes) {
        if (bytes.length >= 2 && (bytes[0] == 0 || bytes[1] == 0
                || (bytes[0] == (byte) 0xFE && bytes[1] == (byte) 0xFF)
                || (bytes[0] == (byte) 0xFF && bytes[1] == (byte) 0xFE))) {
            // a JSON text starts with an ASCII character: a zero byte beside it means UTF-16 or UTF-32
            throw SaveFileException.keyed("save.encoding.utf16");
        }
        int start = startsWithBom(bytes) ? UTF8_BOM.length : 0;
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes, start, bytes.length - start);
        CharBuffer out = CharBuffer.allocate(bytes.length - start);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            result = decoder.flush(out);
        }
        if (result.isError()) {
            int at = in.position();
            if (at + result.length() >= bytes.length && looksCut(bytes, at)) {
                throw SaveFileException.keyed("save.encoding.cutInsideCharacter");
            }
            throw SaveFileException.keyed("save.encoding.notUtf8", at);
        }
        return out.flip().toString();
    }

    /** Whether the bytes from {@code at} to the end are the start of a multi-byte character. */
    private static boolean looksCut(byte[] bytes, int at) {
        int lead = bytes[at] & 0xFF;
        int length = lead >= 0xF0 && lead <= 0xF4 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC2 && lead < 0xE0 ? 2 : 0;
        int available = bytes.length - at;
        if (length == 0 || available >= length) {
            return false;
        }
        for (int i = at + 1; i < bytes.length; i++) {
            if ((bytes[i] & 0xC0) != 0x80) {
                return false;
            }
        }
        return true;
    }

    private static boolean startsWithBom(byte[] bytes) {
        return bytes.length >= 3 && bytes[0] == UTF8_BOM[0] && bytes[1] == UTF8_BOM[1] && bytes[2] == UTF8_BOM[2];
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

    private static SaveFileException tooBig(String name) {
        return SaveFileException.keyed("save.file.tooBig", name, MAX_BYTES / (1024 * 1024));
    }

    /** Why {@code e} kept the file from being read, in words. */
    static SaveFileException unreadable(String name, IOException e) {
        if (e instanceof NoSuchFileException || e instanceof NotDirectoryException) {
            return SaveFileException.keyed(e, "save.file.missing", name);
        }
        if (e instanceof AccessDeniedException) {
            return SaveFileException.keyed(e, "save.file.denied", name);
        }
        return SaveFileException.keyed(e, "save.file.unreadable", name, Echo.quote(reason(e)));
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
