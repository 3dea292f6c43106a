package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.zodijak.HiddenZodijak;
import dev.tabula.zodijak.ZodijakState;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The hands stay on their owners' screens: every message a friend receives in a whole Zodijak
 * match, read off the wire, holds no card of another hand and no card of the stock, nothing of the
 * generator or the seed, and no field beyond the protocol's; and a friend who joins at any ply of a
 * hand is sent the very same bytes by two hosts whose other hands, stock and generator differ.
 */
class ZodijakSecretsTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Hana"), Seat.person("Ana"), Seat.person("Ben"));
    private static final int ANA = 1;
    private static final Set<Integer> FRIENDS = Set.of(1, 2);
    private final TestClock clock = new TestClock();

    @Test
    void aWholeMatchSendsAFriendNoOtherHandNoStockAndNoGenerator() throws Exception {
        Game game = GameCatalog.installed().require("zodijak");
        Match match = new Match(game, new Setup(3, game.info().resolveOptions(Map.of()), 424242L), SEATS);
        List<String> texts = Wire.playedWatching(match, FRIENDS, ANA, clock).texts();
        try (Side hostSide = new Side("host", clock, 1)) {
            assertThat(match.current().isTerminal()).isTrue();
            int steps = 0;
            for (String text : texts) {
                JsonNode message = Wire.parse(text);
                Wire.hasOnlyItsFields(message);
                String type = message.get("type").asText();
                if (type.equals("welcome")) {
                    holdsNothingHidden(text, message.get("start"), match, 0);
                } else if (type.equals("step")) {
                    int ply = message.get("ply").asInt();
                    assertThat(message.get("move").asText()).isEqualTo(match.line().get(ply).notation());
                    holdsNothingHidden(text, message.get("view"), match, ply + 1);
                    steps++;
                }
            }
            assertThat(steps).as("a step for every move").isEqualTo(match.cursor());
            liveStepsAreTheStepsOfAWelcome(hostSide, game, match, texts);
        }
    }

    /** What Ana was sent with the position after {@code ply} moves: her hand, the table, nothing else. */
    private static void holdsNothingHidden(String text, JsonNode view, Match match, int ply) {
        State state = match.stateAt(ply);
        assertThat(Wire.fieldNames(view)).as("the view's fields").allMatch(Set.of("seat", "table", "log", "from",
                "events", "hand", "received", "handSizes", "shown", "stock", "signs", "scores", "dealer", "phase",
                "current", "pile", "suit", "freeTop", "pending", "handWinner", "passes", "barrier", "lastHand")::contains);
        assertThat(view.get("seat").asInt()).isEqualTo(ANA);
        assertThat(cards(view.get("hand"))).as("ply %d: her own hand, whole", ply)
                .isEqualTo(new HashSet<>(HiddenZodijak.names(((ZodijakState) state).hand(ANA))));
        Set<String> hidden = new HashSet<>();
        for (byte card : HiddenZodijak.stock(state)) {
            hidden.add(HiddenZodijak.name(card));
        }
        if (HiddenZodijak.handsHidden(state)) {
            for (int seat = 0; seat < SEATS.size(); seat++) {
                if (seat != ANA) {
                    hidden.addAll(HiddenZodijak.names(((ZodijakState) state).hand(seat)));
                }
            }
        }
        Set<String> shown = new HashSet<>();
        shown.addAll(cards(view.get("hand")));
        shown.addAll(cards(view.get("received")));
        shown.addAll(cards(view.get("table").get("pile")));
        if (view.has("shown")) {
            view.get("shown").forEach(hand -> shown.addAll(cards(hand)));
        }
        assertThat(shown).as("ply %d: no card of another hand or of the stock", ply).doesNotContainAnyElementsOf(hidden);
        // a card in the log was played face up for everyone; the log itself is the public one
        List<String> events = new ArrayList<>();
        view.get("log").get("events").forEach(event -> events.add(event.toString()));
        assertThat(events).allMatch(event -> !event.contains("draw") || event.contains("null"));
        for (int at = 0; at <= ply; at++) {
            long generator = HiddenZodijak.generator(match.stateAt(at));
            assertThat(text).doesNotContain(Long.toString(generator)).doesNotContain(Long.toHexString(generator));
        }
        assertThat(text).doesNotContain(Long.toString(match.setup().seed()));
    }

    private static Set<String> cards(JsonNode text) {
        return text == null || text.asText().isBlank() ? Set.of() : new HashSet<>(Arrays.asList(text.asText().split(" ")));
    }

    /** What Ana got live, step by step, is what a welcome at the last position sends. */
    private void liveStepsAreTheStepsOfAWelcome(Side side, Game game, Match match, List<String> live) {
        Match before = Wire.prefix(game, match.setup(), SEATS, match.line(), match.cursor() - 1);
        List<String> welcome = Wire.joiningAt(side, before, FRIENDS, ANA);
        List<String> liveSteps = live.stream().filter(text -> text.startsWith("{\"type\":\"step\"")).toList();
        assertThat(liveSteps.subList(0, before.cursor())).isEqualTo(welcome.subList(1, welcome.size()));
    }

    @Test
    void aFriendIsSentTheSameBytesByTwoHostsWhoseHiddenCardsDiffer() {
        Game game = GameCatalog.installed().require("zodijak");
        Setup setup = new Setup(3, game.info().resolveOptions(Map.of()), 99L);
        State start = game.start(setup);
        List<Move> line = new ArrayList<>();
        Rng rng = Rng.fromState(5);
        State state = start;
        for (int ply = 0; ply < 200 && !state.isTerminal(); ply++) {
            Move move = Policy.choose(state, rng, ply);
            line.add(move);
            state = state.apply(move);
        }
        int plies = Math.min(40, HiddenZodijak.pliesOfTheFirstHand(start, line));
        assertThat(plies).as("a hand long enough to compare").isGreaterThanOrEqualTo(8);
        State other = HiddenZodijak.rearranged(start, line, plies, ANA);
        Game otherGame = HiddenZodijak.startingFrom(other);
        try (Side side = new Side("hosts", clock, 1)) {
            for (int k = 0; k <= plies; k++) {
                Match real = Wire.prefix(game, setup, SEATS, line, k);
                Match rearranged = Wire.prefix(otherGame, setup, SEATS, line, k);
                State a = real.current();
                State b = rearranged.current();
                assertThat(b.viewFor(ANA)).as("ply %d: Ana cannot tell them apart", k).isEqualTo(a.viewFor(ANA));
                assertThat(HiddenZodijak.generator(b)).isNotEqualTo(HiddenZodijak.generator(a));
                assertThat(List.of(((ZodijakState) b).hand(0), ((ZodijakState) b).hand(2),
                        Arrays.toString(HiddenZodijak.stock(b))))
                        .as("ply %d: the hidden parts differ", k)
                        .isNotEqualTo(List.of(((ZodijakState) a).hand(0),
                                ((ZodijakState) a).hand(2), Arrays.toString(HiddenZodijak.stock(a))));
                if (k % 2 == 0 || k == plies) { // a welcome at k holds every step before k too
                    assertThat(Wire.joiningAt(side, rearranged, FRIENDS, ANA)).as("ply %d: the bytes Ana is sent", k)
                            .isEqualTo(Wire.joiningAt(side, real, FRIENDS, ANA));
                }
            }
        }
    }
}
