package dev.tabula.zodijak.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.data.Offset.offset;

import dev.tabula.ai.Capabilities;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The match estimate and the greedy play score behind Zodijak's rollouts and priors. */
class ZodijakKnowledgeTest {
    private static final ZodijakGame GAME = new ZodijakGame();

    @Test
    void zodijakRegistersWhatItOffers() {
        Capabilities game = Capabilities.forGame(ZodijakGame.ID);
        assertThat(game.evaluation()).containsInstanceOf(MatchEstimate.class);
        assertThat(game.baselines()).containsOnlyKeys("rules");
        assertThat(game.leafValue()).isEmpty();
        assertThat(game.perfectPlay()).isEmpty();
    }

    /** Along random 2-, 3- and 4-seat matches: shares of one, and never against score and cards. */
    @Test
    void theMatchEstimateFavoursTheSeatAheadOnPointsAndCards() {
        for (int seats = 2; seats <= 4; seats++) {
            Rng rng = Rng.fromState(seats);
            State state = GAME.start(seats, Map.of(), seats);
            for (int ply = 0; ply < 1500 && !state.isTerminal(); ply++) {
                ZodijakState game = (ZodijakState) state;
                double[] chances = MatchEstimate.winChances(game);
                assertThat(java.util.Arrays.stream(chances).sum()).isCloseTo(1.0, offset(1e-9));
                if (game.phase() == ZodijakState.Phase.PLAY && game.pendingKind() == ZodijakState.PENDING_NONE) {
                    for (int a = 0; a < seats; a++) {
                        for (int b = 0; b < seats; b++) {
                            if (game.score(a) >= game.score(b) && game.handSize(a) <= game.handSize(b)) {
                                assertThat(chances[a]).isGreaterThanOrEqualTo(chances[b] - 1e-12);
                            }
                        }
                    }
                }
                state = state.apply(Playouts.randomMove(state, rng));
            }
        }
    }

    /** Going out is the best move there is, and a play is always preferred to drawing. */
    @Test
    void greedyPlayGoesOutWhenItCanAndPlaysRatherThanDraws() {
        int wentOut = 0;
        Rng rng = Rng.fromState(9);
        State state = GAME.start(2, Map.of(), 9);
        for (int ply = 0; ply < 3000 && !state.isTerminal(); ply++) {
            ZodijakState game = (ZodijakState) state;
            Move best = null;
            int bestScore = Integer.MIN_VALUE;
            for (Move move : state.legalMoves()) {
                int score = CardScore.score(game, move);
                if (score > bestScore) {
                    bestScore = score;
                    best = move;
                }
                if (move instanceof ZodijakMove.Play play && play.size() == game.handSize(game.currentSeat())) {
                    assertThat(score).isEqualTo(200);
                    wentOut++;
                }
            }
            if (state.legalMoves().stream().anyMatch(m -> m instanceof ZodijakMove.Play)) {
                assertThat(best).isInstanceOf(ZodijakMove.Play.class);
            }
            state = state.apply(Playouts.randomMove(state, rng));
        }
        assertThat(wentOut).isPositive();
    }
}
