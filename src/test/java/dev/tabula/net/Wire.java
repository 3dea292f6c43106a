package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/** What the secrecy tests read on the wire: the messages' fields, and what a friend who joins at a ply is sent. */
final class Wire {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Every field a message may have, by type; the views' own fields are the codec's. */
    private static final Map<String, Set<String>> FIELDS = Map.of(
            "welcome", Set.of("type", "protocol", "app", "host", "game", "options", "seats", "seat", "secret", "start",
                    "moves", "resigned"),
            "step", Set.of("type", "ply", "move", "view"),
            "presence", Set.of("type", "seat", "present"),
            "ping", Set.of("type"),
            "bye", Set.of("type", "key", "args"),
            "resigned", Set.of("type", "seat", "ply"));

    private Wire() {
    }

    static JsonNode parse(String text) {
        try {
            return JSON.readTree(text);
        } catch (Exception e) {
            throw new AssertionError("not JSON on the wire: " + text, e);
        }
    }

    /** A message has only the fields its type has: nothing was slipped in beside them. */
    static void hasOnlyItsFields(JsonNode message) {
        String type = message.path("type").asText();
        assertThat(FIELDS).as("a known message type").containsKey(type);
        List<String> names = new ArrayList<>();
        message.fieldNames().forEachRemaining(names::add);
        assertThat(FIELDS.get(type)).as("the fields of %s", type).containsAll(names);
    }

    /** The names of every field anywhere in {@code node}. */
    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        if (node.isObject()) {
            for (Map.Entry<String, JsonNode> field : node.properties()) {
                names.add(field.getKey());
                names.addAll(fieldNames(field.getValue()));
            }
        } else if (node.isArray()) {
            node.forEach(element -> names.addAll(fieldNames(element)));
        }
        return names;
    }

    /**
     * Plays {@code match} to its end on loopback, the host's seats by {@link HostSeats}, each
     * friend's by a {@link ScriptedGuest}, and returns every message the {@code watched} friend
     * received, read off the wire through a {@link WireTap}.
     */
    static Watched playedWatching(Match match, Set<Integer> friends, int watched, TestClock clock) throws Exception {
        List<Side> sides = new ArrayList<>();
        Side hostSide = new Side("host", clock, 1);
        sides.add(hostSide);
        try {
            HostSeats hostSeats = new HostSeats(hostSide, 5);
            Host host = hostSeats.start(HostSetup.loopback(match, friends, "Hana"));
            try (WireTap tap = new WireTap(host.port())) {
                List<ScriptedGuest> guests = new ArrayList<>();
                for (int seat : friends) {
                    Side side = new Side("friend-" + seat, clock, 10 + seat);
                    sides.add(side);
                    java.net.URI address = seat == watched ? tap.address()
                            : java.net.URI.create("ws://127.0.0.1:" + host.port() + "/");
                    guests.add(new ScriptedGuest(side, 20 + seat).join(address,
                            hostSide.call(() -> host.joinCode(seat).orElseThrow())));
                }
                Side.await(hostSeats.over);
                guests.forEach(guest -> Side.await(guest.over));
                Watched seen = new Watched(tap.textsToGuest(), tap.bytesToGuest().length);
                hostSide.call(host::close).join();
                return seen;
            }
        } finally {
            sides.forEach(Side::close);
        }
    }

    /** What a watched friend received: the messages, and how many bytes crossed the wire for them. */
    record Watched(List<String> texts, int bytes) {
    }

    /** The first {@code plies} moves of {@code line}, played from {@code game}'s start. */
    static Match prefix(Game game, Setup setup, List<Seat> seats, List<Move> line, int plies) {
        Match match = new Match(game, setup, seats);
        line.subList(0, plies).forEach(match::play);
        return match;
    }

    /**
     * Every message a friend who joins {@code seat} of {@code match} is sent before it could act:
     * the welcome and a step for every move. The host's join code and secret come from a random
     * source of a fixed seed, so that two hosts of the same seats send the same ones.
     */
    static List<String> joiningAt(Side side, Match match, Set<Integer> friends, int seat) {
        Environment env = new Environment(side.thread, side.env.clock(), side.ticker, new Random(42), Timing.DEFAULT);
        Host host = Side.await(Host.start(HostSetup.loopback(match, friends, "Hana"), env, new HostListener() { }));
        try {
            RawGuest guest = RawGuest.joined(java.net.URI.create("ws://127.0.0.1:" + host.port() + "/"),
                    side.call(() -> host.joinCode(seat).orElseThrow()));
            int steps = guest.welcome.get("moves").asInt();
            for (int i = 0; i < steps; i++) {
                guest.next("step");
            }
            List<String> texts = List.copyOf(guest.texts);
            guest.closeBlocking();
            return texts;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        } finally {
            side.call(host::close).join();
        }
    }
}
