package dev.tabula.app.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.Seat;
import dev.tabula.core.save.BoundedFiles;
import dev.tabula.core.save.StrictJson;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The records file ({@code records.json} in the data folder) as JSON, through Jackson: a format
 * name, a version, the rows and the keys of the matches counted. Reading refuses, in one
 * {@link Unreadable}, anything this Tabula did not write: not a regular file, larger than
 * {@link #MAX_BYTES}, not UTF-8, not strict JSON, a newer version, or a value out of place
 * (a negative count, a blank name, an unknown level).
 */
public final class RecordsFile {
    public static final String FORMAT = "tabula-records";
    public static final int VERSION = 1;
    /** Far above any real record (a row is about 200 bytes), far below what could hurt. */
    public static final long MAX_BYTES = 2L * 1024 * 1024;
    private static final int MAX_NAME = 1_000;

    private static final ObjectMapper JSON = StrictJson.mapper(16, 10_000, 20);

    /** The records file could not be read; the message (English) is for the log. */
    public static final class Unreadable extends Exception {
        Unreadable(String message, Throwable cause) {
            super(message, cause);
        }

        Unreadable(String message) {
            super(message);
        }
    }

    /** What the file holds, as Jackson maps it. */
    private record Content(String format, int version, List<Records.Row> rows, List<String> counted) {
    }

    private RecordsFile() {
    }

    public static String write(Records records) {
        try {
            return JSON.writeValueAsString(new Content(FORMAT, VERSION, records.rows(), records.counted())) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("records always serialise", e);
        }
    }

    /** The records in {@code file}; a file that is not there is no records yet. */
    public static Records read(Path file) throws Unreadable {
        if (BoundedFiles.absent(file)) {
            return Records.empty();
        }
        try {
            // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
            return parse(BoundedFiles.readUtf8(file, (int) MAX_BYTES));
        } catch (BoundedFiles.Refused e) {
            throw new Unreadable("cannot read " + e.getMessage(), e);
        }
    }

    static Records parse(String text) throws Unreadable {
        if (text.length() > MAX_BYTES) {
            throw new Unreadable("the records are too long");
        }
        JsonNode root;
        Content content;
        try {
            root = JSON.readTree(text);
            if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText(null))) {
                throw new Unreadable("not a Tabula records file");
            }
            JsonNode version = root.get("version");
            if (version == null || !version.isInt() || version.intValue() < 1) {
                throw new Unreadable("no version number: " + version);
            }
            if (version.intValue() > VERSION) {
                throw new Unreadable("written by a newer Tabula (records version " + version.intValue() + ")");
            }
            content = JSON.treeToValue(root, Content.class);
        } catch (JsonProcessingException e) {
            throw new Unreadable("not valid records: " + e.getOriginalMessage(), e);
        }
        if (content.rows() == null || content.counted() == null) {
            throw new Unreadable("no rows or no counted matches");
        }
        for (Records.Row row : content.rows()) {
            check(row);
        }
        if (content.counted().size() > Records.MAX_COUNTED || content.counted().contains(null)) {
            throw new Unreadable("a bad list of counted matches");
        }
        return new Records(Records.sorted(content.rows()), content.counted());
    }

    private static void check(Records.Row row) throws Unreadable {
        if (row == null || row.name() == null || row.name().isBlank() || row.name().length() > MAX_NAME
                || row.game() == null || !row.game().matches("[a-z][a-z0-9-]{0,40}")) {
            throw new Unreadable("a row without a proper name or game");
        }
        boolean counts = row.played() >= 0 && row.won() >= 0 && row.shared() >= 0 && row.lost() >= 0
                && row.resigned() >= 0 && row.resigned() <= row.lost()
                && (long) row.won() + row.shared() + row.lost() == row.played();
        if (!counts) {
            throw new Unreadable("counts that do not add up for " + row.name());
        }
        for (Map.Entry<String, Records.Against> entry : row.against().entrySet()) {
            Records.Against against = entry.getValue();
            if (!Seat.LEVELS.contains(entry.getKey()) || against == null || against.won() < 0 || against.shared() < 0
                    || against.lost() < 0
                    || (long) against.won() + against.shared() + against.lost() != against.played()
                    || against.played() > row.played()) {
                throw new Unreadable("results against the computer that do not add up for " + row.name());
            }
        }
    }
}
