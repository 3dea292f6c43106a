package dev.tabula.net;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Options;
import dev.tabula.core.SeatView;
import dev.tabula.core.TabulaException;
import dev.tabula.core.ViewCodec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What a friend's Tabula makes of the host's messages, on the guest's executor: the welcome and
 * the steps of the match so far, then each new step, undo, resignation and friend who comes or
 * goes. A host is checked like any other peer: a message out of order or out of range ends the
 * connection ({@link ProtocolException}), and a notice shows only this Tabula's own words.
 */
final class GuestInbox {
    private final Guest guest;
    private final GuestListener listener;
    private Game game;
    private Options options;
    private final List<SeatInfo> seats = new ArrayList<>();
    private int seat = -1;
    private String secret;
    private String hostName;
    private GuestLine line;
    /** The steps the welcome announced that have not arrived yet; -1 before the welcome. */
    private int stepsToCome = -1;
    private Match.Resignation resignation;
    private UndoRequest asked;

    GuestInbox(Guest guest, GuestListener listener) {
        this.guest = guest;
        this.listener = listener;
    }

    boolean isJoined() {
        return stepsToCome == 0;
    }

    Game game() {
        return game;
    }

    Options options() {
        return options;
    }

    List<SeatInfo> seats() {
        return List.copyOf(seats);
    }

    int seat() {
        return seat;
    }

    String secret() {
        return secret;
    }

    String hostName() {
        return hostName;
    }

    GuestLine line() {
        if (line == null) {
            throw new IllegalStateException("the match has not arrived yet");
        }
        return line;
    }

    Optional<Match.Resignation> resignation() {
        return Optional.ofNullable(resignation);
    }

    Optional<UndoRequest> undoAsked() {
        return Optional.ofNullable(asked);
    }

    void handle(ObjectNode message) {
        String type = message.get("type").textValue();
        if (stepsToCome < 0 && !List.of("welcome", "dropped", "bye", "ping").contains(type)) {
            throw Protocol.malformed("'" + type + "' before the welcome");
        }
        switch (type) {
            case "welcome" -> welcome(message);
            case "step" -> step(message);
            case "back" -> {
                line().back(Fields.integer(message, "ply", 0, line().ply()));
                changed();
            }
            case "resigned" -> {
                int who = seatNumber(message, "seat");
                resignation = new Match.Resignation(who, Fields.integer(message, "ply", line().ply(), line().ply()));
                changed();
            }
            case "presence" -> {
                int who = seatNumber(message, "seat");
                SeatInfo was = seats.get(who);
                seats.set(who, new SeatInfo(was.name(), was.kind(), was.level(), Fields.bool(message, "present")));
                changed();
            }
            case "asked" -> {
                asked = new UndoRequest(Fields.integer(message, "id", 0, Integer.MAX_VALUE), seatNumber(message, "seat"),
                        Fields.integer(message, "ply", 0, line().ply()));
                listener.undoAsked(asked);
            }
            case "settled" -> {
                asked = null;
                Fields.integer(message, "id", 0, Integer.MAX_VALUE);
                listener.undoSettled(Fields.bool(message, "accepted"), Fields.notice(message));
            }
            case "refused" -> listener.refused(Fields.notice(message));
            case "ping" -> guest.send(Protocol.message("pong"));
            case "dropped", "bye" -> guest.end(Fields.notice(message));
            default -> throw Protocol.malformed("no message '" + type + "'");
        }
    }

    private void welcome(ObjectNode message) {
        if (stepsToCome >= 0) {
            throw Protocol.malformed("a second welcome");
        }
        int protocol = Fields.integer(message, "protocol", 0, Integer.MAX_VALUE);
        String app = Fields.has(message, "app") ? Fields.text(message, "app", 40) : "?";
        if (protocol != Protocol.VERSION) {
            guest.end(NetNotice.of(protocol > Protocol.VERSION ? "net.refused.guestOlder" : "net.refused.hostOlder",
                    app, Protocol.appVersion()));
            return;
        }
        String id = Fields.text(message, "game", 40);
        game = GameCatalog.installed().find(id).orElse(null);
        if (game == null) {
            guest.end(NetNotice.of("net.host.unknownGame", dev.tabula.core.save.Echo.quote(id)));
            return;
        }
        hostName = Fields.text(message, "host", 1_000);
        readSeats(Fields.checked(() -> dev.tabula.core.JsonFields.array(message, "seats", -8)));
        options = readOptions(Fields.object(message, "options"));
        seat = seatNumber(message, "seat");
        if (seats.get(seat).kind() != SeatInfo.Kind.REMOTE) {
            throw Protocol.malformed("the seat given is no friend's");
        }
        secret = Fields.text(message, "secret", 64);
        ViewCodec codec = ViewCodec.forGame(game).orElseThrow(() -> Protocol.malformed(id + " has no views to send"));
        SeatView start;
        try {
            start = codec.readStart(Fields.object(message, "start"), seat, seats.size(), options);
        } catch (IllegalArgumentException | TabulaException e) {
            throw Protocol.malformed("the start: " + e.getMessage());
        }
        line = new GuestLine(codec, start);
        stepsToCome = Fields.integer(message, "moves", 0, 1_000_000);
        if (Fields.has(message, "resigned")) {
            JsonNode resigned = Fields.object(message, "resigned");
            resignation = new Match.Resignation(seatNumber(resigned, "seat"),
                    Fields.integer(resigned, "ply", stepsToCome, stepsToCome));
        }
        if (stepsToCome == 0) {
            listener.joined(guest);
        }
    }

    private void readSeats(JsonNode list) {
        try {
            game.info().checkSeats(list.size());
        } catch (TabulaException e) {
            throw Protocol.malformed(e.getMessage());
        }
        for (JsonNode node : list) {
            SeatInfo.Kind kind = SeatInfo.Kind.byId(Fields.text(node, "kind", 20));
            if (kind == null) {
                throw Protocol.malformed("a seat of no kind");
            }
            String level = kind == SeatInfo.Kind.COMPUTER && Fields.has(node, "level") ? Fields.text(node, "level", 20)
                    : null;
            seats.add(new SeatInfo(Fields.text(node, "name", 1_000), kind, level, Fields.bool(node, "present")));
        }
    }

    private Options readOptions(JsonNode node) {
        Map<String, String> given = new LinkedHashMap<>();
        node.properties().forEach(field -> {
            if (!field.getValue().isTextual()) {
                throw Protocol.malformed("an option that is not a text");
            }
            given.put(field.getKey(), field.getValue().textValue());
        });
        try {
            return game.info().resolveOptions(given);
        } catch (TabulaException e) {
            throw Protocol.malformed(e.getMessage());
        }
    }

    private void step(ObjectNode message) {
        int ply = Fields.integer(message, "ply", 0, Integer.MAX_VALUE);
        if (stepsToCome > 0 ? ply != line().ply() : resignation != null) {
            throw Protocol.malformed("a step out of order");
        }
        line().step(ply, Fields.text(message, "move", 300), Fields.has(message, "view") ? Fields.object(message, "view")
                : null);
        if (stepsToCome > 0) {
            stepsToCome--;
            if (stepsToCome == 0) {
                listener.joined(guest);
            }
        } else {
            changed();
        }
    }

    private int seatNumber(JsonNode message, String name) {
        return Fields.integer(message, name, 0, seats.size() - 1);
    }

    private void changed() {
        if (isJoined()) {
            listener.changed(guest);
        }
    }
}
