package dev.tabula.core.save;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Options;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the JSON tree of a match file into a {@link Match}, checking every field's type (no
 * coercion: {@code "computer": "yes"} is an error, not a person) and replaying every move through
 * the rules, chance outcomes included: a recorded roll must be the one the match's own generator
 * draws, so editing a file cannot choose the dice.
 */
final class MatchReader {
    /**
     * The longest seat name: the screen and the command line show names whole. Far above what
     * a person types, so that a name entered in the app always reads back.
     */
    static final int MAX_NAME = 1_000;
    /**
     * The most moves a file may hold: random Zodijak matches to 55 points average 3,600 plies, so
     * no real match comes near, while every replayed move keeps a state in memory.
     */
    static final int MAX_MOVES = 100_000;

    private final GameCatalog catalog;
    /** How the file wrote its numbers, for the messages that quote one. */
    private final WrittenNumbers written;

    private MatchReader(GameCatalog catalog, WrittenNumbers written) {
        this.catalog = catalog;
        this.written = written;
    }

    static Match read(GameCatalog catalog, JsonNode root, WrittenNumbers written) {
        return new MatchReader(catalog, written).read(root);
    }

    private Match read(JsonNode root) {
        JsonNode format = root.get("format");
        if (format == null) {
            throw SaveFileException.keyed("save.noFormat");
        }
        if (!format.isTextual() || !MatchCodec.FORMAT.equals(format.asText())) {
            throw SaveFileException.keyed("save.otherFormat", shown(format));
        }
        readVersion(root);
        return readVersion1(root);
    }

    /** Any whole number above {@link MatchCodec#VERSION} is a newer Tabula's; anything else not 1 is no version. */
    private int readVersion(JsonNode root) {
        JsonNode node = required(root, "version");
        if (node.isIntegralNumber()) {
            BigInteger version = node.bigIntegerValue();
            if (version.compareTo(BigInteger.valueOf(MatchCodec.VERSION)) > 0) {
                throw SaveFileException.keyed("save.version.newer", version.toString(), MatchCodec.VERSION);
            }
            if (version.signum() > 0) {
                return version.intValueExact();
            }
        }
        throw SaveFileException.keyed("save.version.invalid", shown(node));
    }

    private Match readVersion1(JsonNode root) {
        Game game = readGame(root);
        Map<String, String> given = readOptions(root);
        List<Seat> seats = readSeats(root);
        long seed = readSeed(root);
        JsonNode moves = required(root, "moves");
        if (!moves.isArray()) {
            throw SaveFileException.keyed("save.moves.notList", shown(moves));
        }
        if (moves.size() > MAX_MOVES) {
            throw SaveFileException.keyed("save.moves.tooMany", moves.size(), MAX_MOVES);
        }
        Options resolved;
        try {
            game.info().checkSeats(seats.size());
            resolved = game.info().resolveOptions(given);
        } catch (TabulaException e) {
            throw new SaveFileException(sentence(Echo.oneLine(e.getMessage(), 300)), e);
        }
        Match match = new Match(game, new Setup(seats.size(), resolved, seed), seats);
        for (int i = 0; i < moves.size(); i++) {
            replay(game, match, i + 1, moves.get(i));
        }
        BigInteger cursor = root.has("cursor") ? wholeNumber(root, "cursor") : BigInteger.valueOf(moves.size());
        if (cursor.signum() < 0 || cursor.compareTo(BigInteger.valueOf(moves.size())) > 0) {
            // past the end of the moves however large it is (or before their start), as the file wrote it
            throw SaveFileException.keyed("save.cursor.range", cursor.toString(), moves.size());
        }
        match.rewindTo(cursor.intValueExact());
        readResignation(root, match);
        return match;
    }

    /**
     * The optional {@code "resigned": {"seat": s, "ply": p}} (format version 2): seat {@code s}
     * (0 for the first) resigned after {@code p} moves, which ends the line, so {@code p} is the
     * number of moves and the cursor, at a position where the game was still going.
     */
    private void readResignation(JsonNode root, Match match) {
        JsonNode resigned = root.get("resigned");
        if (resigned == null) {
            return;
        }
        if (!resigned.isObject()) {
            throw SaveFileException.keyed("save.resigned.notObject", shown(resigned));
        }
        BigInteger seat = wholeNumber(resigned, "seat");
        BigInteger ply = wholeNumber(resigned, "ply");
        if (seat.signum() < 0 || seat.compareTo(BigInteger.valueOf(match.seats().size())) >= 0) {
            throw SaveFileException.keyed("save.resigned.seat", seat.toString(), match.seats().size());
        }
        if (!ply.equals(BigInteger.valueOf(match.line().size()))) {
            throw SaveFileException.keyed("save.resigned.ply", ply.toString(), match.line().size());
        }
        if (match.cursor() != match.line().size()) {
            throw SaveFileException.keyed("save.resigned.cursor", match.cursor(), match.line().size());
        }
        if (match.current().isTerminal()) {
            throw SaveFileException.keyed("save.resigned.over", match.line().size());
        }
        match.resign(seat.intValueExact());
    }

    private Game readGame(JsonNode root) {
        String id = requireText(root, "game");
        if (!Echo.isPlain(id) || catalog.find(id).isEmpty()) {
            throw SaveFileException.keyed("save.game.unknown", Echo.quote(id));
        }
        return catalog.require(id);
    }

    /** The options as texts; a key or value no game could have is refused here, with a safe echo. */
    private Map<String, String> readOptions(JsonNode root) {
        Map<String, String> given = new LinkedHashMap<>();
        JsonNode options = root.get("options");
        if (options == null) {
            return given;
        }
        if (!options.isObject()) {
            throw SaveFileException.keyed("save.options.notObject", shown(options));
        }
        options.properties().forEach(entry -> {
            String key = entry.getKey();
            JsonNode value = entry.getValue();
            if (!Echo.isPlain(key)) {
                throw SaveFileException.keyed("save.option.unknown", Echo.quote(key));
            }
            if (!value.isTextual()) {
                throw SaveFileException.keyed("save.option.notText", key, shown(value));
            }
            if (!Echo.isPlain(value.asText())) {
                throw SaveFileException.keyed("save.option.badValue", key, Echo.quote(value.asText()));
            }
            given.put(key, value.asText());
        });
        return given;
    }

    private List<Seat> readSeats(JsonNode root) {
        JsonNode seats = required(root, "seats");
        if (!seats.isArray()) {
            throw SaveFileException.keyed("save.seats.notList", shown(seats));
        }
        if (seats.isEmpty()) {
            throw SaveFileException.keyed("save.seats.none");
        }
        List<Seat> result = new ArrayList<>();
        for (JsonNode seat : seats) {
            int number = result.size() + 1;
            if (!seat.isObject()) {
                throw SaveFileException.keyed("save.seat.notObject", number, shown(seat));
            }
            JsonNode nameNode = seat.get("name");
            if (nameNode == null || !nameNode.isTextual() || nameNode.asText().isBlank()) {
                throw SaveFileException.keyed("save.seat.noName", number);
            }
            String name = nameNode.asText().strip();
            if (name.codePointCount(0, name.length()) > MAX_NAME) {
                throw SaveFileException.keyed("save.seat.nameTooLong", number, name.codePointCount(0, name.length()),
                        MAX_NAME);
            }
            if (name.codePoints().anyMatch(MatchReader::breaksALine)) {
                throw SaveFileException.keyed("save.seat.nameControl", number, Echo.quote(name));
            }
            JsonNode computerNode = seat.get("computer");
            if (computerNode != null && !computerNode.isBoolean()) {
                throw SaveFileException.keyed("save.seat.notBoolean", number, shown(computerNode));
            }
            boolean computer = computerNode != null && computerNode.booleanValue();
            JsonNode level = seat.get("level");
            if (level != null && !level.isTextual()) {
                throw SaveFileException.keyed("save.seat.levelNotText", number, shown(level));
            }
            if (computer && level != null && !Seat.LEVELS.contains(level.asText())) {
                throw SaveFileException.keyed("save.seat.unknownLevel", number, shown(level), String.join(", ", Seat.LEVELS));
            }
            result.add(new Seat(name, computer, computer ? (level == null ? "medium" : level.asText()) : null));
        }
        return result;
    }

    /** Plays move {@code number}; at a chance state only the outcome the match's generator draws. */
    private void replay(Game game, Match match, int number, JsonNode node) {
        if (!node.isTextual()) {
            throw SaveFileException.keyed("save.move.notText", number, shown(node));
        }
        String text = node.asText();
        State state = match.current();
        Move move;
        try {
            move = game.parseMove(state, text);
        } catch (TabulaException e) {
            throw cannotBePlayed(number, text, e);
        }
        if (state.isChance()) {
            Move drawn = state.sampleChance();
            if (!drawn.equals(move) && !drawn.notation().equals(move.notation())) {
                throw SaveFileException.keyed("save.move.notTheDice", number, Echo.quote(text),
                        Echo.quote(drawn.notation()));
            }
        }
        try {
            match.play(move);
        } catch (TabulaException e) {
            throw cannotBePlayed(number, text, e);
        }
    }

    /**
     * Whether {@code c} could break a printed line or reorder the text around it: control
     * characters, line separators, bidirectional overrides and isolates, lone surrogates. Joiners
     * and the like, which names in many scripts and emoji need, are allowed.
     */
    private static boolean breaksALine(int c) {
        return Character.isISOControl(c) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
                || (c >= 0x2066 && c <= 0x2069) || (c >= 0xD800 && c <= 0xDFFF);
    }

    private SaveFileException cannotBePlayed(int number, String text, TabulaException e) {
        // the rules' own words, in the message's language; they may repeat the text whole: quoted safely there too
        TabulaException.Phrase reason = locale -> Echo.oneLine(e.message(locale).replace(text, Echo.quote(text)), 200)
                .replaceFirst("[.。]$", "");
        return SaveFileException.keyed(e, "save.move.illegal", number, Echo.quote(text), reason);
    }

    private JsonNode required(JsonNode root, String field) {
        JsonNode node = root.get(field);
        if (node == null) {
            throw SaveFileException.keyed("save.field.missing", field);
        }
        return node;
    }

    private String requireText(JsonNode root, String field) {
        JsonNode node = required(root, field);
        if (!node.isTextual() || node.asText().isBlank()) {
            throw SaveFileException.keyed("save.field.notText", field, shown(node));
        }
        return node.asText();
    }

    /**
     * A whole number of the file, as large as it is written (a range is checked by the field, whose
     * message says what the number is for); a fraction, a text or anything else is refused here.
     */
    private BigInteger wholeNumber(JsonNode root, String field) {
        JsonNode node = required(root, field);
        if (!node.isIntegralNumber()) {
            throw SaveFileException.keyed("save.field.notWholeNumber", field, shown(node));
        }
        return node.bigIntegerValue();
    }

    /** The seed: any whole number the match's generator can hold, 64 bits. */
    private long readSeed(JsonNode root) {
        BigInteger seed = wholeNumber(root, "seed");
        if (seed.bitLength() > 63) {
            throw SaveFileException.keyed("save.seed.range", seed.toString());
        }
        return seed.longValueExact();
    }

    /** The rules' messages end without a full stop; a message to a person is a sentence. */
    private static String sentence(String message) {
        return message.endsWith(".") ? message : message + ".";
    }

    /**
     * A value of the file as it is written there, safely quoted (a number as the file wrote it, not
     * as a double reads it); a list or an object by what it is, in words.
     */
    private Object shown(JsonNode node) {
        if (node.isArray()) {
            return TabulaException.Phrase.of(node.isEmpty() ? "save.value.emptyList" : "save.value.list");
        }
        if (node.isObject()) {
            return TabulaException.Phrase.of(node.isEmpty() ? "save.value.emptyObject" : "save.value.object");
        }
        return Echo.quote(written.of(node));
    }
}
