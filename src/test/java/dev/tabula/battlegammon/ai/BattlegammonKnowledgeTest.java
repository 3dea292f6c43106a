package dev.tabula.battlegammon.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.Capabilities;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The race estimate and the greedy move score behind Battlegammon's rollouts and priors. */
class BattlegammonKnowledgeTest {
    private static final Battlegammon GAME = new Battlegammon();
    private static final RaceEvaluation KNOWLEDGE = new RaceEvaluation();

    @Test
    void battlegammonRegistersWhatItOffers() {
        Capabilities game = Capabilities.forGame(Battlegammon.ID);
        assertThat(game.evaluation()).containsInstanceOf(RaceEvaluation.class);
        assertThat(game.leafValue()).containsInstanceOf(GreedyLeaf.class);
        assertThat(game.baselines()).containsOnlyKeys("expectimax");
        assertThat(game.perfectPlay()).isEmpty();
        assertThat(game.searchEvaluation()).isEmpty();
    }

    @Test
    void theStartIsRoughlyEven() {
        double[] chances = KNOWLEDGE.evaluate(GAME.start(2, Map.of(), 1));
        assertThat(chances[0] + chances[1]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(chances[0]).isBetween(0.3, 0.7);
    }

    @Test
    void theEstimateIsGivenBySeatWhicheverSeatPlaysBlack() {
        double[] firstBlack = KNOWLEDGE.evaluate(GAME.start(2, Map.of(), 1));
        double[] secondBlack = KNOWLEDGE.evaluate(GAME.start(2, Map.of("colours", "secondSeatBlack"), 1));
        assertThat(secondBlack).containsExactly(firstBlack[1], firstBlack[0]);
        assertThat(firstBlack[0]).as("Black is half a turn ahead at the start").isNotEqualTo(firstBlack[1]);
    }

    @Test
    void aMoveThatWinsAtOnceScoresHighest() {
        int found = 0;
        for (long seed = 1; seed <= 20; seed++) {
            for (State state : randomGame(seed)) {
                if (state.isChance() || state.isTerminal()) {
                    continue;
                }
                BattlegammonState game = (BattlegammonState) state;
                int best = state.legalMoves().stream().mapToInt(m -> PawnScore.score(game, m)).max().orElseThrow();
                for (Move move : state.legalMoves()) {
                    State next = state.apply(move);
                    if (next.isTerminal() && next.outcome().isWinner(state.currentSeat())) {
                        assertThat(PawnScore.score(game, move)).isEqualTo(best).isEqualTo(PawnScore.WINS);
                        found++;
                    }
                }
            }
        }
        assertThat(found).isPositive();
    }

    /**
     * Where the side to move can win at once, the estimate favours it. (Ten plies before the end
     * of a random game it often does not: random play lets a won race slip, which the estimate,
     * made for players who take their chances, does not foresee.)
     */
    @Test
    void aSideThatCanWinAtOnceIsFavoured() {
        int positions = 0;
        int favoured = 0;
        for (long seed = 1; seed <= 60; seed++) {
            for (State state : randomGame(seed)) {
                if (state.isChance() || state.isTerminal()) {
                    continue;
                }
                int seat = state.currentSeat();
                boolean canWin = state.legalMoves().stream()
                        .map(state::apply).anyMatch(next -> next.isTerminal() && next.outcome().isWinner(seat));
                if (canWin) {
                    positions++;
                    favoured += KNOWLEDGE.evaluate(state)[seat] > 0.5 ? 1 : 0;
                }
            }
        }
        assertThat(positions).isGreaterThan(20);
        assertThat(favoured).isGreaterThanOrEqualTo(positions * 8 / 10);
    }

    /** Every state of a random game from the start (also read by {@link GreedyLeafTest}). */
    static List<State> randomGame(long seed) {
        Rng rng = Rng.fromState(seed);
        State state = GAME.start(2, Map.of(), seed);
        List<State> states = new ArrayList<>();
        states.add(state);
        while (!state.isTerminal()) {
            state = state.apply(Playouts.randomMove(state, rng));
            states.add(state);
        }
        return states;
    }
}
