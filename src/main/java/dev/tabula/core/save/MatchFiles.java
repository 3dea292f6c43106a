package dev.tabula.core.save;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import dev.tabula.core.TabulaException;
import java.nio.file.Path;
import java.util.Map;

/**
 * Reads a match file's text from disk, in bounded time and memory whatever the path names
 * ({@link BoundedFiles}: regular files only, a pipe refused before it is opened, at most
 * {@link #MAX_BYTES}), as strict UTF-8 (a byte-order mark is allowed). Every refusal is a
 * {@link SaveFileException} that says why in words.
 */
public final class MatchFiles {
    /** The largest match file read: far above any real match (a long one is a few kilobytes). */
    public static final int MAX_BYTES = 4 * 1024 * 1024;
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private MatchFiles() {
    }

    /** The text of {@code file}, checked to be a regular UTF-8 file of at most {@link #MAX_BYTES}. */
    public static String read(Path file) {
        String name = Echo.path(String.valueOf(file));
        try {
            return decode(BoundedFiles.read(file, MAX_BYTES));
        } catch (BoundedFiles.Refused refused) {
            throw inWords(name, refused);
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

    /** Why the file named {@code name} was not read, in words. */
    static SaveFileException inWords(String name, BoundedFiles.Refused refused) {
        return switch (refused.refusal()) {
            case MISSING -> SaveFileException.keyed(refused, "save.file.missing", name);
            case DENIED -> SaveFileException.keyed(refused, "save.file.denied", name);
            case FOLDER -> SaveFileException.keyed("save.file.folder", name);
            case NOT_REGULAR -> SaveFileException.keyed("save.file.special", name);
            case SYSTEM_FILE -> SaveFileException.keyed("save.file.system", name, refused.detail());
            case TOO_BIG -> SaveFileException.keyed("save.file.tooBig", name, MAX_BYTES / (1024 * 1024));
            case UNREADABLE -> SaveFileException.keyed(refused, "save.file.unreadable", name,
                    systemWords(refused.detail()));
            case NOT_UTF8 -> SaveFileException.keyed(refused, "save.file.unreadable", name,
                    TabulaException.Phrase.of("save.reason.notUtf8"));
        };
    }

    /** The system's own words for why a read failed, by the errors a player meets; in English as the system said them. */
    private static final Map<String, String> KNOWN_REASONS = Map.of(
            "Input/output error", "save.reason.io",
            "Too many levels of symbolic links", "save.reason.linkLoop",
            "Stale file handle", "save.reason.stale",
            "Stale NFS file handle", "save.reason.stale",
            "File name too long", "save.reason.nameTooLong");

    /**
     * Why the system could not read the file, in the message's language: the system's words are
     * English, so another language gets its own words for the errors players meet and a plain
     * "the system reported an error" for the rest (the system's words stay in the log).
     */
    private static TabulaException.Phrase systemWords(String words) {
        String known = KNOWN_REASONS.getOrDefault(words, "save.reason.system");
        return locale -> locale.getLanguage().isEmpty() || locale.getLanguage().equals("en") ? Echo.quote(words)
                : TabulaException.Phrase.of(known).in(locale);
    }
}
