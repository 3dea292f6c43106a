package dev.tabula.core.save;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Options;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.TabulaException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and writes matches as JSON (format {@code tabula-match}, described in
 * {@code docs/save-format.md}).
 *
 * <p>A file keeps the game, options, seats, seed and the moves in notation; loading validates
 * every field and replays the moves, so a hand-edited file can never produce a position the
 * rules do not allow. Every problem becomes one {@link SaveFileException} whose message names it.
 */
public final class MatchCodec {
    public static final String FORMAT = "tabula-match";
    /** The newest format version this build writes and reads. Older versions keep loading. */
    public static final int VERSION = 1;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final GameCatalog catalog;

    public MatchCodec(GameCatalog catalog) {
        this.catalog = catalog;
    }

    // ---------------------------------------------------------------- writing

    public String write(Match match) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("version", VERSION);
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

    public Match load(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SaveFileException("the file " + file + " does not exist");
        } catch (IOException e) {
            throw new SaveFileException("the file " + file + " cannot be read: " + e.getMessage(), e);
        }
        return read(text);
    }

    public Match read(String text) {
        JsonNode root = parse(text);
        String format = root.path("format").asText(null);
        if (!FORMAT.equals(format)) {
            throw new SaveFileException(format == null
                    ? "this is not a Tabula match file (it has no \"format\": \"" + FORMAT + "\")"
                    : "this is not a Tabula match file (its format is '" + format + "')");
        }
        int version = requireInt(root, "version");
        if (version > VERSION) {
            throw new SaveFileException("this match was saved by a newer Tabula (save format version " + version
                    + "); this Tabula reads versions up to " + VERSION + ". Please update Tabula to open it");
        }
        if (version < 1) {
            throw new SaveFileException("the save format version " + version + " does not exist");
        }
        return readVersion1(root);
    }

    private Match readVersion1(JsonNode root) {
        Game game;
        try {
            game = catalog.require(requireText(root, "game"));
        } catch (SaveFileException e) {
            throw e;
        } catch (TabulaException e) {
            throw new SaveFileException(e.getMessage(), e);
        }
        Map<String, String> given = new LinkedHashMap<>();
        JsonNode options = root.path("options");
        if (!options.isMissingNode() && !options.isObject()) {
            throw new SaveFileException("\"options\" must be an object");
        }
        options.properties().forEach(e -> {
            if (!e.getValue().isValueNode()) {
                throw new SaveFileException("option '" + e.getKey() + "' must be a plain value");
            }
            given.put(e.getKey(), e.getValue().asText());
        });
        List<Seat> seats = readSeats(root);
        long seed = requireLong(root, "seed");
        Options resolved;
        try {
            game.info().checkSeats(seats.size());
            resolved = game.info().resolveOptions(given);
        } catch (TabulaException e) {
            throw new SaveFileException(e.getMessage(), e);
        }
        Match match = new Match(game, new Setup(seats.size(), resolved, seed), seats);
        JsonNode moves = root.path("moves");
        if (!moves.isArray()) {
            throw new SaveFileException("\"moves\" is missing or is not a list");
        }
        for (int i = 0; i < moves.size(); i++) {
            JsonNode node = moves.get(i);
            if (!node.isTextual()) {
                throw new SaveFileException("move " + (i + 1) + " is not a text");
            }
            try {
                Move move = game.parseMove(match.current(), node.asText());
                match.play(move);
            } catch (TabulaException e) {
                throw new SaveFileException("move " + (i + 1) + " ('" + node.asText() + "') cannot be played: "
                        + e.getMessage(), e);
            }
        }
        int cursor = root.has("cursor") ? requireInt(root, "cursor") : moves.size();
        if (cursor < 0 || cursor > moves.size()) {
            throw new SaveFileException("\"cursor\" is " + cursor + " but the file has " + moves.size() + " moves");
        }
        match.rewindTo(cursor);
        return match;
    }

    private static List<Seat> readSeats(JsonNode root) {
        JsonNode seats = root.path("seats");
        if (!seats.isArray() || seats.isEmpty()) {
            throw new SaveFileException("\"seats\" is missing or empty");
        }
        List<Seat> result = new ArrayList<>();
        for (JsonNode seat : seats) {
            String name = seat.path("name").asText("");
            if (name.isBlank()) {
                throw new SaveFileException("seat " + (result.size() + 1) + " has no name");
            }
            boolean computer = seat.path("computer").asBoolean(false);
            result.add(new Seat(name, computer, computer ? seat.path("level").asText("medium") : null));
        }
        return result;
    }

    private static JsonNode parse(String text) {
        if (text.isBlank()) {
            throw new SaveFileException("the file is empty");
        }
        try {
            JsonNode root = JSON.readTree(text);
            if (root == null || !root.isObject()) {
                throw new SaveFileException("this is not a Tabula match file (it is not a JSON object)");
            }
            return root;
        } catch (JsonEOFException e) {
            throw new SaveFileException("the file is cut off (truncated) at line "
                    + e.getLocation().getLineNr() + "; it was probably not saved completely", e);
        } catch (JsonProcessingException e) {
            throw new SaveFileException("the file is not valid JSON (line " + e.getLocation().getLineNr()
                    + ", column " + e.getLocation().getColumnNr() + ")", e);
        }
    }

    private static String requireText(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || !node.isTextual() || node.asText().isBlank()) {
            throw new SaveFileException("the field \"" + field + "\" is missing or not a text");
        }
        return node.asText();
    }

    private static int requireInt(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || !node.canConvertToInt() || !node.isIntegralNumber()) {
            throw new SaveFileException("the field \"" + field + "\" is missing or not a whole number");
        }
        return node.asInt();
    }

    private static long requireLong(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null || !node.isIntegralNumber() || !node.canConvertToLong()) {
            throw new SaveFileException("the field \"" + field + "\" is missing or not a whole number");
        }
        return node.asLong();
    }
}
