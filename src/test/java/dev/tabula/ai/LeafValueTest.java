package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;

/** A game's own leaf value replaces the rollout at the level that asks for it (Hard) and nowhere else. */
class LeafValueTest {
    /** Zola's knowledge, but every leaf is worth 0.3 to the first seat. */
    private static final GameKnowledge FIXED_LEAF = new GameKnowledge() {
        private final GameKnowledge zola = GameKnowledge.forGame(ZolaGame.ID);

        @Override
        public String gameId() {
            return ZolaGame.ID;
        }

        @Override
        public int evaluationDepth() {
            return zola.evaluationDepth();
        }

        @Override
        public double[] evaluate(State state) {
            return zola.evaluate(state);
        }

        @Override
        public double[] leafValue(State state, Rng rng) {
            return new double[] {0.3, 0.7};
        }
    };

    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);

    @Test
    void hardValuesItsLeavesTheGamesWay() {
        SearchResult result = search(Level.HARD.settings());
        for (SearchResult.MoveStatistics move : result.rootMoves()) {
            assertThat(move.meanPayoff()).isCloseTo(0.3, Offset.offset(1e-9));
        }
    }

    @Test
    void mediumAndHardClassicRollOutInstead() {
        SearchResult result = search(Level.MEDIUM.settings().withIterations(500));
        assertThat(result.rootMoves()).anyMatch(move -> Math.abs(move.meanPayoff() - 0.3) > 0.01);
        assertThat(Level.EASY.settings().leafValues()).isFalse();
        assertThat(((SearchPlayer) Players.create(Players.HARD_CLASSIC, ZolaGame.ID, 1)).settings().leafValues()).isFalse();
    }

    private SearchResult search(SearchSettings settings) {
        return new SearchPlayer("p", settings.withIterations(500), FIXED_LEAF, 3, 1)
                .search(start.viewFor(0), SearchBudget.UNLIMITED, CancellationToken.none());
    }
}
