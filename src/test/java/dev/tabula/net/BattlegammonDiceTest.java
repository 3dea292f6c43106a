package dev.tabula.net;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tabula.battlegammon.HiddenDice;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Nothing a friend receives predicts a roll: in a whole Battlegammon match no message holds the
 * seed or any state of the match's generator, and a friend who joins at any ply is sent the very
 * same bytes by two hosts of the same position whose generators differ (and whose next rolls do).
 */
class BattlegammonDiceTest {
    private static final List<Seat> SEATS = List.of(Seat.person("Ana"), Seat.person("Hana"));
    private static final int ANA = 0;
    private static final Set<Integer> FRIENDS = Set.of(ANA);
    private final TestClock clock = new TestClock();

    @Test
    void aWholeMatchSendsAFriendNothingOfTheGenerator() throws Exception {
        Game game = GameCatalog.installed().require("battlegammon");
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 8675309L), SEATS);
        List<String> texts = Wire.playedWatching(match, FRIENDS, ANA, clock).texts();
        assertThat(match.current().isTerminal()).isTrue();
        List<String> secrets = new ArrayList<>(List.of(Long.toString(match.setup().seed()),
                Long.toHexString(match.setup().seed())));
        for (int ply = 0; ply <= match.cursor(); ply++) {
            long generator = HiddenDice.generator(match.stateAt(ply));
            secrets.add(Long.toString(generator));
            secrets.add(Long.toHexString(generator));
        }
        int steps = 0;
        for (String text : texts) {
            JsonNode message = Wire.parse(text);
            Wire.hasOnlyItsFields(message);
            assertThat(secrets).as("nothing of the generator in %s", text).noneMatch(text::contains);
            if (message.get("type").asText().equals("step")) {
                assertThat(message.has("view")).as("a move says it all").isFalse();
                assertThat(message.get("move").asText())
                        .isEqualTo(match.line().get(message.get("ply").asInt()).notation());
                steps++;
            }
        }
        assertThat(steps).isEqualTo(match.cursor());
    }

    @Test
    void aFriendIsSentTheSameBytesByTwoHostsWhoseDiceDiffer() {
        Game game = GameCatalog.installed().require("battlegammon");
        Setup setup = new Setup(2, game.info().resolveOptions(Map.of()), 31L);
        Setup otherSeed = new Setup(2, setup.options(), 32L);
        List<Move> line = new ArrayList<>();
        Rng rng = Rng.fromState(9);
        State state = game.start(setup);
        while (!state.isTerminal()) {
            Move move = state.isChance() ? state.sampleChance() : Policy.choose(state, rng, line.size());
            line.add(move);
            state = state.apply(move);
        }
        int differentRolls = 0;
        try (Side side = new Side("hosts", clock, 1)) {
            for (int k = 0; k < line.size(); k++) {
                Match real = Wire.prefix(game, setup, SEATS, line, k);
                Match other = Wire.prefix(game, otherSeed, SEATS, line, k); // the same rolls, forced
                assertThat(HiddenDice.generator(other.current())).isNotEqualTo(HiddenDice.generator(real.current()));
                if (real.current().isChance()
                        && !real.current().sampleChance().equals(other.current().sampleChance())) {
                    differentRolls++;
                }
                if (k % 4 == 0 || k == line.size() - 1) { // a welcome at k holds every step before k too
                    assertThat(Wire.joiningAt(side, other, FRIENDS, ANA)).as("ply %d: the bytes Ana is sent", k)
                            .isEqualTo(Wire.joiningAt(side, real, FRIENDS, ANA));
                }
            }
        }
        assertThat(differentRolls).as("the two hosts' next rolls differ, often").isGreaterThan(line.size() / 10);
    }
}
