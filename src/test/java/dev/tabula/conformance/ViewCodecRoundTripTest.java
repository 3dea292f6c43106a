package dev.tabula.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Options;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.ViewCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every installed game's views travel as JSON and come back equal ({@link ViewCodec}): along
 * random games at every seat count, every seat's view and the public view are written as text, read
 * back as the network's reader would (the start, then move after move from what it read before),
 * and compared with the views the states give. A later fold into the conformance suite is meant:
 * it is a class of its own only while that suite is being rewritten.
 */
class ViewCodecRoundTripTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /**
     * Random games of the default options, and how far each is followed (Zodijak's run to
     * thousands of plies); every other option set plays one shorter game.
     */
    private static final int LINES = 3;
    private static final int MAX_PLIES = 1_500;
    private static final int MAX_PLIES_OF_A_VARIANT = 300;

    static Stream<Named<Game>> games() {
        return GameCatalog.installed().games().stream().map(game -> Named.of(game.info().id(), game));
    }

    @Test
    void everyInstalledGameHasACodec() {
        for (Game game : GameCatalog.installed().games()) {
            assertThat(ViewCodec.forGame(game)).as(game.info().id()).isPresent();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyViewComesBackEqualAlongRandomGames(Game game) throws Exception {
        ViewCodec codec = ViewCodec.forGame(game).orElseThrow();
        for (int seats = game.info().minSeats(); seats <= game.info().maxSeats(); seats++) {
            for (Map<String, String> given : optionSets(game)) {
                Options options = game.info().resolveOptions(given);
                boolean defaults = given.isEmpty();
                for (long seed = 1; seed <= (defaults ? LINES : 1); seed++) {
                    followLine(game, codec, new Setup(seats, options, seed * 7919),
                            defaults ? MAX_PLIES : MAX_PLIES_OF_A_VARIANT);
                }
            }
        }
    }

    /** The defaults, and every option's every value alone: random colours and first players too. */
    private static List<Map<String, String>> optionSets(Game game) {
        List<Map<String, String>> sets = new ArrayList<>(List.of(Map.of()));
        game.info().options().stream().filter(spec -> !spec.key().startsWith("sign"))
                .forEach(spec -> spec.values().forEach(value -> sets.add(Map.of(spec.key(), value))));
        return sets;
    }

    private static void followLine(Game game, ViewCodec codec, Setup setup, int maxPlies) throws Exception {
        int seats = setup.seats();
        State state = game.start(setup);
        List<SeatView> read = new ArrayList<>();
        for (int seat = SeatView.NO_SEAT; seat < seats; seat++) {
            SeatView view = viewOf(state, seat);
            SeatView back = codec.readStart(text(codec.writeStart(view, seats, setup.options())), seat, seats,
                    setup.options());
            assertThat(back).as("%s seat %d: the start", setup, seat).isEqualTo(view);
            read.add(back);
        }
        Rng rng = Rng.fromState(setup.seed());
        for (int ply = 1; ply <= maxPlies && !state.isTerminal(); ply++) {
            Move move = state.isChance() ? state.sampleChance() : Playouts.randomMove(state, rng);
            State next = state.apply(move);
            for (int seat = SeatView.NO_SEAT; seat < seats; seat++) {
                SeatView before = read.get(seat + 1);
                Move readMove = codec.readMove(before, move.notation());
                assertThat(readMove).as("%s ply %d: the move %s", setup, ply, move.notation()).isEqualTo(move);
                ObjectNode step = codec.writeStep(viewOf(state, seat), move, viewOf(next, seat));
                SeatView after = codec.readStep(step == null ? null : text(step), before, readMove);
                assertThat(after).as("%s ply %d seat %d after %s", setup, ply, seat, move.notation())
                        .isEqualTo(viewOf(next, seat));
                assertThat(codec.publicPart(after)).as("%s ply %d seat %d: its public part", setup, ply, seat)
                        .isEqualTo(next.publicView());
                read.set(seat + 1, after);
            }
            state = next;
        }
    }

    private static SeatView viewOf(State state, int seat) {
        return seat == SeatView.NO_SEAT ? state.publicView() : state.viewFor(seat);
    }

    /** Through text, as the network carries it. */
    private static JsonNode text(ObjectNode json) throws Exception {
        return JSON.readTree(JSON.writeValueAsString(json));
    }

    // ------------------------------------------------------------------ what a reader refuses

    @Test
    void aZodijakViewThatNoMatchCouldShowIsRefused() throws Exception {
        Game game = GameCatalog.installed().require("zodijak");
        ViewCodec codec = ViewCodec.forGame(game).orElseThrow();
        Options options = game.info().resolveOptions(Map.of());
        State start = game.start(new Setup(2, options, 5));
        ObjectNode good = codec.writeStart(start.viewFor(1), 2, options);
        assertThat(codec.readStart(good, 1, 2, options)).isEqualTo(start.viewFor(1));

        String hand = good.get("hand").asText();
        String firstCard = hand.substring(0, 2);
        List<ObjectNode> bad = List.of(
                good.deepCopy().put("seat", 0),
                good.deepCopy().put("hand", hand + " " + firstCard),
                good.deepCopy().put("hand", hand.substring(3)),
                good.deepCopy().put("stock", good.get("stock").asInt() + 1),
                good.deepCopy().put("received", "KS KH KD KC"),
                withTable(good, "pile", firstCard),
                withTable(good, "phase", "lunch"),
                withTable(good, "current", 7),
                withTable(good, "dealer", -1),
                (ObjectNode) good.deepCopy().set("shown", JSON.readTree("[\"\", \"\"]")),
                (ObjectNode) good.deepCopy().without("stock"));
        for (ObjectNode json : bad) {
            assertThatThrownBy(() -> codec.readStart(json, 1, 2, options)).as(json.toString())
                    .isInstanceOf(IllegalArgumentException.class);
        }
        ObjectNode badEvent = good.deepCopy();
        ((ObjectNode) badEvent.get("log")).set("events", JSON.readTree("[[\"play\", 0, \"ZZ\", 0, 0]]"));
        assertThatThrownBy(() -> codec.readStart(badEvent, 1, 2, options)).isInstanceOf(IllegalArgumentException.class);
    }

    private static ObjectNode withTable(ObjectNode view, String field, Object value) {
        ObjectNode copy = view.deepCopy();
        ((ObjectNode) copy.get("table")).set(field, JSON.valueToTree(value));
        return copy;
    }

    @Test
    void aStartNoSmallSeedGivesIsRefused() {
        Game game = GameCatalog.installed().require("zodiac");
        ViewCodec codec = ViewCodec.forGame(game).orElseThrow();
        Options options = game.info().resolveOptions(Map.of());
        for (String seed : List.of("{\"start\": -1}", "{\"start\": 4096}", "{\"start\": \"1\"}", "{}")) {
            assertThatThrownBy(() -> codec.readStart(JSON.readTree(seed), 0, 2, options))
                    .isInstanceOf(IllegalArgumentException.class);
        }
    }
}
