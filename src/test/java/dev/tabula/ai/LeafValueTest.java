package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
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
