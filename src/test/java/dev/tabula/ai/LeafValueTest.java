package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** A game's own leaf value replaces the rollout at the level that asks for it (Hard) and nowhere else. */
class LeafValueTest {
    /** Zola's rollouts and evaluation, but every leaf is worth 0.3 to the first seat. */
    private static final Capabilities FIXED_LEAF = Capabilities.builder()
            .evaluation(Capabilities.forGame(ZolaGame.ID).evaluation().orElseThrow())
            .leafValue((state, rng) -> new double[] {0.3, 0.7})
            .build();

    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);

    @Test
    void hardValuesItsLeavesTheGamesWay() {
        SearchResult result = searched(Composer.level(Level.HARD, FIXED_LEAF, Runnable::run, 1));
        for (SearchResult.MoveStatistics move : result.rootMoves()) {
            assertThat(move.meanPayoff()).isCloseTo(0.3, Offset.offset(1e-9));
        }
    }

    @Test
    void mediumEasyAndHardClassicRollOutInstead() {
        for (List<Strategy> strategies : List.of(Composer.level(Level.MEDIUM, FIXED_LEAF, Runnable::run, 1),
                Composer.level(Level.EASY, FIXED_LEAF, Runnable::run, 1), Composer.hardClassic(FIXED_LEAF, Runnable::run))) {
            assertThat(searched(strategies).rootMoves()).anyMatch(move -> Math.abs(move.meanPayoff() - 0.3) > 0.01);
        }
    }

    /** The first answer of a player of {@code strategies} that searched (the lower levels blunder now and then). */
    private SearchResult searched(List<Strategy> strategies) {
        StrategyPlayer player = new StrategyPlayer("p", 3, strategies);
        for (int question = 0; question < 20; question++) {
            SearchResult result = player.search(start.viewFor(0), SearchBudget.iterations(500), CancellationToken.none());
            if (result.iterations() > 0) {
                return result;
            }
        }
        throw new AssertionError("no search in 20 questions");
    }
}
