package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChanceNodeTest {
    private static final double SIXTH = 1.0 / 6;

    private static Player medium(String gameId) {
        return Players.forLevel(Level.MEDIUM, gameId, 3);
    }

    @Test
    void prefersTheBetterExpectedMoveAndNeverTrustsTheStoredDice() {
        // bet0 wins on a 1 only, bet1 on 2–6; the state's own generator would roll a 1
        boolean[][] wins = {{true, false, false, false, false, false}, {false, true, true, true, true, true}};
        State gamble = GambleGame.start(new double[] {SIXTH, SIXTH, SIXTH, SIXTH, SIXTH, SIXTH}, wins, 0);

        assertThat(medium("gamble").choose(gamble.viewFor(0))).isEqualTo(new GambleGame.Bet(1));
    }

    @Test
    void weighsOutcomesByTheirProbabilityNotTheirNumber() {
        // bet0 covers one outcome of probability 0.8; bet1 covers two of 0.1 each
        boolean[][] wins = {{true, false, false}, {false, true, true}};
        State gamble = GambleGame.start(new double[] {0.8, 0.1, 0.1}, wins, 1);

        assertThat(medium("gamble").choose(gamble.viewFor(0))).isEqualTo(new GambleGame.Bet(0));
    }

    @Test
    void holdsWhenBankingWinsAndRollsWhenHoldingCannot() {
        PigGame pig = new PigGame();
        // three seats: seat 0 has 17 and 4 on the turn, so holding wins now; seat 2 is one roll from winning
        State winning = new PigGame.PigState(new int[] {17, 5, 19}, 0, 4, false, 20, 1);
        assertThat(medium(pig.info().id()).choose(winning.viewFor(0))).isEqualTo(PigGame.HOLD);

        // two seats: seat 0 has 2 and 3 on the turn while seat 1 needs one more point: banking 3 is hopeless
        State behind = new PigGame.PigState(new int[] {2, 19}, 0, 3, false, 20, 1);
        assertThat(medium(pig.info().id()).choose(behind.viewFor(0))).isEqualTo(PigGame.ROLL);
    }

    @Test
    void searchBeatsRandomPlayInADiceRace() {
        PigGame pig = new PigGame();
        Setup setup = new Setup(2, pig.info().resolveOptions(Map.of("target", "20")), 5);
        TreeSearch small = new TreeSearch(TreeSettings.MEDIUM.withIterations(400), TreeKnowledge.of(Capabilities.forGame("pig")));
        Arena.Result result = new Arena(pig, setup, "search",
                seed -> new StrategyPlayer("search", seed, List.of(new Blunder(Composer.MEDIUM_BLUNDERS), small)),
                "random", RandomPlayer::new).play(60);

        assertThat(result.a().wins()).as("wins of 60").isGreaterThanOrEqualTo(40); // even players win 30; the search wins about 45
    }

    @Test
    void aChanceNodeGivesEveryOutcomeItsShareOfTheVisits() {
        // Battlegammon's start is a roll: 21 outcomes of 1/36 (doubles) or 2/36; drawn at random,
        // 3,600 visits would miss these shares by a dozen or more
        State start = GameCatalog.installed().require("battlegammon").start(2, Map.of(), 1);
        MonteCarloSearch search = new MonteCarloSearch(start.viewFor(0), TreeSettings.HARD,
                TreeKnowledge.withLeafValue(Capabilities.forGame("battlegammon")), Rng.fromState(4));
        SearchResult result = search.run(SearchBudget.iterations(3_600), new CancellationToken(), false);

        assertThat(result.rootMoves()).hasSize(21).allSatisfy(outcome -> {
            int share = (int) Math.round(3_600 * start.chanceOutcomes().stream()
                    .filter(chance -> chance.move().equals(outcome.move())).findFirst().orElseThrow().probability());
            assertThat(outcome.visits()).as(outcome.move().notation()).isBetween(share - 1, share + 1);
        });
    }

    @Test
    void aChanceStateIsNoDecision() {
        State rolling = new PigGame.PigState(new int[] {0, 0}, 0, 0, true, 20, 1);
        Move forced = new PigGame.PigState(new int[] {0, 0}, 0, 0, false, 20, 1).legalMoves().get(0);

        assertThat(forced).isEqualTo(PigGame.ROLL);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> medium("pig").choose(rolling.viewFor(0)))
                .isInstanceOf(IllegalStateException.class);
    }
}
