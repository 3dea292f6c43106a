package dev.tabula.zola.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Capabilities;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.StrategyPlayer;
import dev.tabula.ai.TreeKnowledge;
import dev.tabula.ai.TreeSearch;
import dev.tabula.ai.TreeSettings;
import dev.tabula.ai.SearchResult;
import dev.tabula.core.Rng;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search's proofs (MCTS-Solver) against the exact endgame search, itself checked against brute force. */
class MctsSolverTest {

    @Test
    void everyMoveTheSearchProvesIsWhatTheExactSearchSays() {
        Rng rng = Rng.fromState(31);
        // Hard's tree search alone: its perfect play, the same exact search, would answer first
        StrategyPlayer searcher = new StrategyPlayer("solver", 5, List.of(new TreeSearch(TreeSettings.HARD.withIterations(4_000),
                TreeKnowledge.withLeafValue(Capabilities.forGame(ZolaGame.ID)))));
        int provedWins = 0;
        int provedLosses = 0;
        for (int i = 0; i < 60; i++) {
            ZolaState endgame = ZolaEndgameTest.randomEndgame(rng, 1 + rng.nextInt(3), 1 + rng.nextInt(3));
            if (endgame.isTerminal() || endgame.legalMoves().size() < 2) {
                continue;
            }
            int me = endgame.currentSeat();
            SearchResult result = searcher.search(endgame.viewFor(me), SearchBudget.UNLIMITED, CancellationToken.none());
            for (SearchResult.MoveStatistics move : result.rootMoves()) {
                if (move.proof() == 0) {
                    continue;
                }
                ZolaState next = (ZolaState) endgame.apply(move.move());
                boolean wins = next.isTerminal() ? next.outcome().isWinner(me)
                        : ZolaEndgame.wins(next, Long.MAX_VALUE).orElseThrow() == (next.currentSeat() == me);
                assertThat(move.proof() > 0).as("%s in %s", move.move(), endgame).isEqualTo(wins);
                provedWins += wins ? 1 : 0;
                provedLosses += wins ? 0 : 1;
            }
        }
        assertThat(provedWins).isGreaterThan(5);
        assertThat(provedLosses).isGreaterThan(5);
    }
}
