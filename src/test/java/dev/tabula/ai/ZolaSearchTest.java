package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import dev.tabula.zola.ai.ZolaEvaluation;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ZolaSearchTest {

    /** Whether seat {@code me} wins from {@code state} against every defence within {@code plies} plies. */
    static boolean forcesWin(State state, int me, int plies) {
        if (state.isTerminal()) {
            return state.outcome().isWinner(me);
        }
        if (plies == 0) {
            return false;
        }
        boolean mine = state.currentSeat() == me;
        for (Move move : state.legalMoves()) {
            boolean wins = forcesWin(state.apply(move), me, plies - 1);
            if (mine && wins) {
                return true;
            }
            if (!mine && !wins) {
                return false;
            }
        }
        return !mine;
    }

    @Test
    void hardFindsTheOnlyForcedWinInAZolaEndgame() {
        // Red (seat 0) to move on 6x6: one of its 9 moves wins in 5 plies, none wins sooner
        ZolaState endgame = ZolaState.of(6, "..B... ...RR. .....R .....R ...... ...B..", ZolaState.RED);
        assertThat(forcesWin(endgame, 0, 3)).isFalse();
        long winning = endgame.legalMoves().stream().filter(m -> forcesWin(endgame.apply(m), 0, 4)).count();
        assertThat(winning).isEqualTo(1);
        assertThat(endgame.legalMoves()).hasSize(9);

        Move chosen = Players.forLevel(Level.HARD, ZolaGame.ID, 11).choose(endgame.viewFor(0));

        assertThat(forcesWin(endgame.apply(chosen), 0, 4)).as("%s wins by force", chosen).isTrue();
    }

    @Test
    void everyLevelCapturesTheLastEnemyPiece() {
        ZolaState lastPiece = ZolaState.of(6, "R..... ...... ..B... ...... ...... R....R", ZolaState.RED);
        for (Level level : new Level[] {Level.MEDIUM, Level.HARD}) {
            Move chosen = Players.forLevel(level, ZolaGame.ID, 5).choose(lastPiece.viewFor(0));
            assertThat(lastPiece.apply(chosen).isTerminal()).as(level + " plays " + chosen).isTrue();
        }
    }

    @Test
    void zolaCapabilitiesAreFoundByTheGameIdAndAGameWithoutAnyHasNone() {
        Capabilities zola = Capabilities.forGame(ZolaGame.ID);
        assertThat(zola.searchEvaluation()).contains(ZolaEvaluation.TUNED);
        assertThat(zola.depthFirstIsStronger()).isTrue();
        assertThat(zola.perfectPlay()).isPresent();
        assertThat(zola.classic().perfectPlay()).as("no endgame search before issue 17").isEmpty();
        Capabilities none = Capabilities.forGame("nosuchgame");
        assertThat(none.rollout()).isSameAs(RolloutPolicy.UNIFORM);
        assertThat(none.treePolicy()).isSameAs(TreePolicy.NONE);
        assertThat(none.evaluation()).isEmpty();
        assertThat(none.classic()).isSameAs(none);
    }

    @Test
    void theSameSeedGivesTheSameSearch() {
        State start = new ZolaGame().start(2, Map.of("size", "8"), 1);
        SearchResult first = Players.forLevel(Level.MEDIUM, ZolaGame.ID, 99).search(start.viewFor(0),
                SearchBudget.UNLIMITED, CancellationToken.none());
        SearchResult second = Players.forLevel(Level.MEDIUM, ZolaGame.ID, 99).search(start.viewFor(0),
                SearchBudget.UNLIMITED, CancellationToken.none());
        assertThat(second.move()).isEqualTo(first.move());
        assertThat(second.rootMoves()).isEqualTo(first.rootMoves());
        assertThat(first.iterations()).isEqualTo(TreeSettings.MEDIUM.iterations());
    }
}
