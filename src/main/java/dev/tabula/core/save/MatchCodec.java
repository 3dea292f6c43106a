package dev.tabula.core.save;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes matches as JSON (format {@code tabula-match}, described in
 * {@code docs/save-format.md}).
 *
 * <p>A file keeps the game, options, seats, seed and the moves in notation; loading validates
 * every field and replays the moves, so a hand-edited file can never produce a position the
 * rules do not allow. Every problem becomes one {@link SaveFileException} whose message names it,
 * in one line: the file is checked here (size, encoding, strict JSON), its fields and moves in
 * {@link MatchReader}.
 */
public final class MatchCodec {
    public static final String FORMAT = "tabula-match";
    /** The newest format version this build reads. Older versions keep loading. */
    public static final int VERSION = 2;
    /**
     * The version written for a match nobody resigned: such a file holds nothing a version-1
     * reader would miss, so older Tabulas keep opening it. Only a resigned match is written as
     * {@link #VERSION}, which they refuse rather than show as a match still being played.
     */
    static final int VERSION_WITHOUT_RESIGNATION = 1;

    /**
     * Jackson's limits, set far above any real match (whose deepest value is a seat inside the
     * list of seats, whose longest text is a name) and far below what could hurt: every limit
     * has its own message in words.
     */
    static final StreamReadConstraints LIMITS = StreamReadConstraints.builder()
            .maxNestingDepth(16)
            .maxStringLength(10_000)
            .maxNameLength(1_000)
            .maxNumberLength(100)
            .maxTokenCount(500_000)
            .maxDocumentLength(MatchFiles.MAX_BYTES)
            .build();
    private static final ObjectMapper JSON = new ObjectMapper(JsonFactory.builder()
            .streamReadConstraints(LIMITS)
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .build())
            .enable(SerializationFeature.INDENT_OUTPUT);
    /** Jackson's words for a key given twice (with {@link StreamReadFeature#STRICT_DUPLICATE_DETECTION}). */
    private static final Pattern DUPLICATE = Pattern.compile("(?s)Duplicate field '(.*)'");
    /** Jackson's words for a bare word that is not JSON, such as {@code fals} where a file was cut. */
    private static final Pattern UNRECOGNIZED = Pattern.compile("(?s)Unrecognized token '(.*?)': was expecting");

    private final GameCatalog catalog;

    public MatchCodec(GameCatalog catalog) {
        this.catalog = catalog;
    }

    // ---------------------------------------------------------------- writing

    public String write(Match match) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("version", match.resignation().isPresent() ? VERSION : VERSION_WITHOUT_RESIGNATION);
        root.put("game", match.game().info().id());
        ObjectNode options = root.putObject("options");
        match.setup().options().asMap().forEach(options::put);
        ArrayNode seats = root.putArray("seats");
        for (Seat seat : match.seats()) {
            ObjectNode node = seats.addObject().put("name", seat.name()).put("computer", seat.computer());
            if (seat.computer()) {
                node.put("level", seat.level());
            }
        }
        root.put("seed", match.setup().seed());
        ArrayNode moves = root.putArray("moves");
        match.line().forEach(move -> moves.add(move.notation()));
        root.put("cursor", match.cursor());
        match.resignation().ifPresent(resigned ->
                root.putObject("resigned").put("seat", resigned.seat()).put("ply", resigned.ply()));
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    /**
     * Saves atomically: the JSON goes to a temporary file beside the target, which then replaces
     * the target in one step, so a crash mid-save leaves the old file intact.
     */
    public void save(Match match, Path file) throws IOException {
        AtomicFiles.writeString(file, write(match));
    }

    // ---------------------------------------------------------------- reading

    /**
     * Loads the match in {@code file}, refusing anything that is not a regular UTF-8 file of at
     * most {@link MatchFiles#MAX_BYTES} before it could block or fill the memory (see
     * {@link MatchFiles#read}). Safe to call off the JavaFX thread; the codec keeps no state.
     *
     * @throws SaveFileException naming the problem, in one line
     */
    public Match load(Path file) {
        return read(MatchFiles.read(file));
    }

    /** The match that {@code text} (the content of a match file) holds; see {@link #load}. */
    public Match read(String text) {
        JsonNode root = parse(text);
        return MatchReader.read(catalog, root, new WrittenNumbers(JSON.getFactory(), withoutMark(text), root));
    }

    private static String withoutMark(String text) {
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static JsonNode parse(String text) {
        if (text.length() > MatchFiles.MAX_BYTES) {
            throw SaveFileException.keyed("save.json.tooBig", MatchFiles.MAX_BYTES / (1024 * 1024));
        }
        if (text.isBlank()) {
            throw SaveFileException.keyed("save.empty");
        }
        String json = withoutMark(text);
        try (JsonParser parser = JSON.createParser(json)) {
            JsonNode root = JSON.readTree(parser);
            if (root == null || !root.isObject()) {
                throw SaveFileException.keyed("save.notObject");
            }
            refuseTrailingContent(parser);
            return root;
        } catch (StreamConstraintsException e) {
            throw beyondLimits(e);
        } catch (JsonProcessingException e) {
            throw notJson(json, e);
        } catch (IOException e) {
            throw new IllegalStateException("a string is read without I/O", e);
        }
    }

    /** One document and nothing after it but blanks: a second document or garbage means a damaged file. */
    private static void refuseTrailingContent(JsonParser parser) throws IOException {
        JsonLocation where;
        try {
            if (parser.nextToken() == null) {
                return;
            }
            where = parser.currentTokenLocation();
        } catch (StreamConstraintsException e) {
            throw beyondLimits(e);
        } catch (JsonProcessingException e) {
            where = e.getLocation();
        }
        throw SaveFileException.keyed("save.json.trailing", line(where), column(where));
    }

    private static SaveFileException notJson(String json, JsonProcessingException e) {
        String original = String.valueOf(e.getOriginalMessage());
        Matcher duplicate = DUPLICATE.matcher(original);
        if (duplicate.matches()) {
            return SaveFileException.keyed(e, "save.json.duplicate", Echo.quote(duplicate.group(1)));
        }
        JsonLocation where = e.getLocation();
        Matcher token = UNRECOGNIZED.matcher(original);
        // a word cut short at the very end ("fals") is a cut, not a mistake
        boolean wordCutShort = token.lookingAt() && json.stripTrailing().endsWith(token.group(1));
        if (e instanceof JsonEOFException || original.startsWith("Unexpected end-of-input") || wordCutShort) {
            return SaveFileException.keyed(e, "save.json.cutOff", where != null ? line(where) : json.lines().count());
        }
        return SaveFileException.keyed(e, "save.json.invalid", line(where), column(where));
    }

    /** Jackson's limits (set in {@link #LIMITS}) in words. */
    private static SaveFileException beyondLimits(StreamConstraintsException e) {
        String message = String.valueOf(e.getOriginalMessage());
        String key = message.startsWith("Document nesting depth") ? "save.json.tooDeep"
                : message.startsWith("String value length") || message.startsWith("Name length") ? "save.json.textTooLong"
                : message.startsWith("Number value length") ? "save.json.numberTooLong"
                : message.startsWith("Token count") ? "save.json.tooManyValues"
                : "save.json.tooBig";
        return SaveFileException.keyed(e, key, MatchFiles.MAX_BYTES / (1024 * 1024));
    }

    private static long line(JsonLocation where) {
        return where == null ? 0 : Math.max(where.getLineNr(), 0);
    }

    private static long column(JsonLocation where) {
        return where == null ? 0 : Math.max(where.getColumnNr(), 0);
    }
}
