package dev.tabula.zola.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.AlphaBetaPlayer;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The rules' move count behind Zola's evaluation, its 64-bit hash, and the alpha-beta baseline on exact endgames. */
class ZolaEvaluationTest {

    @Test
    void theMoveCountAgreesWithTheLegalMovesOnEveryBoardSize() {
        Rng rng = Rng.fromState(3);
        for (int size : new int[] {6, 8, 10}) {
            for (int game = 0; game < 20; game++) {
                State state = new ZolaGame().start(2, Map.of("size", Integer.toString(size)), game);
                while (!state.isTerminal()) {
                    ZolaState zola = (ZolaState) state;
                    byte mover = zola.colourToMove();
                    long moves = state.legalMoves().stream().filter(move -> move != ZolaMove.PASS).count();
                    assertThat(zola.moveCount(mover)).as("%s", zola).isEqualTo(moves);
                    state = state.apply(state.legalMoves().get(rng.nextInt(state.legalMoves().size())));
                }
            }
        }
    }

    @Test
    void equalPositionsHashAlikeAndDistinctOnesDoNotCollide() {
        Rng rng = Rng.fromState(5);
        Map<Long, ZolaState> seen = new HashMap<>();
        for (int game = 0; game < 300; game++) {
            State state = new ZolaGame().start(2, Map.of(), game);
            while (!state.isTerminal()) {
                ZolaState zola = (ZolaState) state;
                ZolaState previous = seen.putIfAbsent(zola.hash64(), zola);
                assertThat(previous == null || previous.equals(zola)).as("%s and %s", previous, zola).isTrue();
                assertThat(ZolaState.of(6, layout(zola), zola.colourToMove()).hash64()).isEqualTo(zola.hash64());
                state = state.apply(state.legalMoves().get(rng.nextInt(state.legalMoves().size())));
            }
        }
        assertThat(seen).hasSizeGreaterThan(10_000);
    }

    private static String layout(ZolaState zola) {
        StringBuilder layout = new StringBuilder();
        for (int square = 0; square < 36; square++) {
            layout.append(".RB".charAt(zola.colourAt(square)));
        }
        return layout.toString();
    }

    @Test
    void materialAndMobilityFavourTheSideThatHasThem() {
        ZolaState redAhead = ZolaState.of(6, "R..... ...... ..B... ...... ...... R....R", ZolaState.RED);
        ZolaState blueToMove = ZolaState.of(6, "R..... ...... ..B... ...... ...... R....R", ZolaState.BLUE);
        assertThat(ZolaEvaluation.TUNED.score(redAhead)).isGreaterThan(1);
        assertThat(ZolaEvaluation.TUNED.score(blueToMove)).isLessThan(-1);
        assertThat(ZolaEvaluation.MATERIAL.score(redAhead)).isEqualTo(2);
    }

    @Test
    void aWinAlphaBetaClaimsIsAForcedWinAndItsMoveKeepsIt() {
        Rng rng = Rng.fromState(12);
        int claimed = 0;
        for (int i = 0; i < 60; i++) {
            ZolaState endgame = ZolaEndgameTest.randomEndgame(rng, 1 + rng.nextInt(3), 1 + rng.nextInt(2));
            AlphaBetaPlayer player = new AlphaBetaPlayer(ZolaEvaluation.TUNED, 10, 16, i);
            Move move = player.choose(endgame.viewFor(endgame.currentSeat()));
            boolean wins = ZolaEndgame.wins(endgame, Long.MAX_VALUE).orElseThrow();
            if (player.lastScore() > AlphaBetaPlayer.WIN - 100) {
                claimed++;
                assertThat(wins).as("claimed in %s", endgame).isTrue();
                ZolaState after = (ZolaState) endgame.apply(move);
                boolean keepsIt = after.isTerminal() || (after.currentSeat() == endgame.currentSeat()
                        ? ZolaEndgame.wins(after, Long.MAX_VALUE).orElseThrow()
                        : !ZolaEndgame.wins(after, Long.MAX_VALUE).orElseThrow());
                assertThat(keepsIt).as("%s in %s", move, endgame).isTrue();
            }
            if (player.lastScore() < -(AlphaBetaPlayer.WIN - 100)) {
                assertThat(wins).as("a loss claimed in %s", endgame).isFalse();
            }
        }
        assertThat(claimed).isGreaterThan(10);
    }
}
