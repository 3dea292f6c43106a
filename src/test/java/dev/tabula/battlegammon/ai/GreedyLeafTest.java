package dev.tabula.battlegammon.ai;

import static dev.tabula.battlegammon.ai.BattlegammonKnowledgeTest.randomGame;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Level;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.SearchResult;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** Hard's Battlegammon leaf: a rollout that plays the move the race estimate likes best at the end of its turn. */
class GreedyLeafTest {
    private static final RaceEvaluation ESTIMATE = new RaceEvaluation();
    private static final GreedyLeaf LEAF = new GreedyLeaf(RaceWeights.FITTED);

    /**
     * Along random games, the leaf's move is the one whose turn end (its turn finished the best
     * way, or the game won) the estimate likes best for the mover, worked out here by brute force.
     * In some of these positions the estimate read at once after the move prefers another move:
     * judging in mid-turn would fail this test.
     */
    @Test
    void theLeafPlaysTheMoveTheEstimateLikesBestAtTheEndOfItsTurn() {
        int positions = 0;
        int midTurnDisagrees = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (State state : randomGame(seed)) {
                if (state.isChance() || state.isTerminal() || state.legalMoves().size() < 2) {
                    continue;
                }
                int seat = state.currentSeat();
                double best = state.legalMoves().stream().mapToDouble(move -> turnEnd(state.apply(move), seat)).max().orElseThrow();
                Move chosen = GreedyLeaf.bestMove((BattlegammonState) state);
                assertThat(turnEnd(state.apply(chosen), seat)).isEqualTo(best);
                Move atOnce = state.legalMoves().stream()
                        .max(java.util.Comparator.comparingDouble(move -> atOnce(state.apply(move), seat))).orElseThrow();
                midTurnDisagrees += turnEnd(state.apply(atOnce), seat) < best ? 1 : 0;
                positions++;
            }
        }
        assertThat(positions).isGreaterThan(1_000);
        assertThat(midTurnDisagrees).isPositive();
    }

    /** Where a move wins at once, the leaf's move wins this turn too (at once, or surely with the other die). */
    @Test
    void whereAMoveWinsAtOnceTheLeafsMoveWinsThisTurn() {
        int found = 0;
        for (long seed = 1; seed <= 40; seed++) {
            for (State state : randomGame(seed)) {
                if (state.isChance() || state.isTerminal()) {
                    continue;
                }
                int seat = state.currentSeat();
                boolean canWin = state.legalMoves().stream().map(state::apply)
                        .anyMatch(next -> next.isTerminal() && next.outcome().isWinner(seat));
                if (canWin) {
                    assertThat(turnEnd(state.apply(GreedyLeaf.bestMove((BattlegammonState) state)), seat)).isEqualTo(1.0);
                    found++;
                }
            }
        }
        assertThat(found).isGreaterThan(20);
    }

    @Test
    void theLeafValueIsAShareOfOnePointBySeatAndTheSameForTheSameSeed() {
        for (State state : randomGame(7)) {
            if (state.isTerminal()) {
                continue;
            }
            double[] value = LEAF.value(state, Rng.fromState(11));
            assertThat(value[0] + value[1]).isCloseTo(1.0, Offset.offset(1e-9));
            assertThat(value[0]).isBetween(0.0, 1.0);
            assertThat(LEAF.value(state, Rng.fromState(11))).containsExactly(value);
        }
    }

    @Test
    void hardWithTheLeafGivesTheSameSearchForTheSameSeed() {
        State state = randomGame(3).get(20);
        while (state.isChance()) {
            state = state.apply(state.chanceOutcomes().get(5).move());
        }
        SearchResult first = search(state);
        SearchResult second = search(state);
        assertThat(first.move()).isEqualTo(second.move());
        assertThat(first.rootMoves()).isEqualTo(second.rootMoves());
        assertThat(first.iterations()).isEqualTo(3_000);
    }

    private static SearchResult search(State state) {
        return Players.forLevel(Level.HARD, Battlegammon.ID, 5)
                .search(state.viewFor(state.currentSeat()), SearchBudget.iterations(3_000), CancellationToken.none());
    }

    /** The mover's chance at the end of the turn under way, finished the way the mover likes best (brute force). */
    private static double turnEnd(State state, int seat) {
        if (state.isTerminal()) {
            return state.outcome().payoff(seat);
        }
        if (state.isChance()) {
            return ESTIMATE.evaluate(state)[seat];
        }
        double best = -1;
        for (Move move : state.legalMoves()) {
            best = Math.max(best, turnEnd(state.apply(move), seat));
        }
        return best;
    }

    /** The mover's chance as the estimate reads it right after a move, in mid-turn or not. */
    private static double atOnce(State state, int seat) {
        return state.isTerminal() ? state.outcome().payoff(seat) : ESTIMATE.evaluate(state)[seat];
    }
}
