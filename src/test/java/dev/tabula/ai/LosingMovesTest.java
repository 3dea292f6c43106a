package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The check behind "warn me before a move that loses at once" and the {@code greedy} baseline, on
 * real positions: each judged against {@link ZolaSearchTest#forcesWin} (the opponent wins within
 * one ply of the move), and never a judgement where dice or hidden cards are in the way.
 */
class LosingMovesTest {

    private static boolean opponentWinsAtOnce(State state, Move move) {
        int opponent = 1 - state.currentSeat();
        return ZolaSearchTest.forcesWin(state.apply(move), opponent, 1);
    }

    @Test
    void aZolaMoveThatLeavesTheLastPieceEnPriseLosesAndOneThatTakesItDoesNot() {
        // Blue (seat 1) to move, one piece against Red's three: moving next to a Red piece's line hangs it
        ZolaState state = ZolaState.of(6, "R..... ...... ..B... ...... ...... R....R", ZolaState.BLUE);
        List<Move> losing = state.legalMoves().stream().filter(m -> opponentWinsAtOnce(state, m)).toList();
        List<Move> safe = state.legalMoves().stream().filter(m -> !opponentWinsAtOnce(state, m)).toList();
        assertThat(losing).as("the position has a move that loses at once").isNotEmpty();
        assertThat(safe).as("and one that does not").isNotEmpty();

        for (Move move : losing) {
            assertThat(LosingMoves.winnerAfter(state.viewFor(1), move)).as(move.notation()).hasValue(0);
        }
        for (Move move : safe) {
            assertThat(LosingMoves.winnerAfter(state.viewFor(1), move)).as(move.notation()).isEmpty();
        }
    }

    @Test
    void zodiacCanLoseInTwoPliesFromTheStartAndTheCheckSaysWhichMoves() {
        State start = GameCatalog.installed().require("zodiac").start(2, Map.of(), 1);
        int mover = start.currentSeat();
        long losing = 0;
        long safe = 0;
        for (Move move : start.legalMoves()) {
            boolean loses = opponentWinsAtOnce(start, move);
            assertThat(LosingMoves.winnerAfter(start.viewFor(mover), move).isPresent())
                    .as(move.notation()).isEqualTo(loses);
            losing += loses ? 1 : 0;
            safe += loses ? 0 : 1;
        }
        assertThat(losing).as("some first moves let the opponent win at once").isPositive();
        assertThat(safe).as("and some do not").isPositive();
    }

    @Test
    void everyMoveAlongSeededZolaAndZodiacGamesIsJudgedRight() {
        for (String game : List.of("zola", "zodiac")) {
            Rng rng = Rng.fromState(7);
            State state = GameCatalog.installed().require(game).start(2, Map.of(), 3);
            while (!state.isTerminal()) {
                for (Move move : state.legalMoves()) {
                    assertThat(LosingMoves.winnerAfter(state.viewFor(state.currentSeat()), move).isPresent())
                            .as(game + " " + move.notation()).isEqualTo(opponentWinsAtOnce(state, move));
                }
                List<Move> moves = state.legalMoves();
                state = state.apply(moves.get(rng.nextInt(moves.size())));
            }
        }
    }

    @Test
    void aGameWithDiceOrHiddenCardsIsNeverJudged() {
        for (String game : List.of("battlegammon", "zodijak")) {
            Rng rng = Rng.fromState(5);
            State state = GameCatalog.installed().require(game).start(2, Map.of(), 2);
            for (int ply = 0; ply < 300 && !state.isTerminal(); ply++) {
                if (state.isChance()) {
                    state = state.apply(state.sampleChance());
                    continue;
                }
                for (Move move : state.legalMoves()) {
                    assertThat(LosingMoves.winnerAfter(state.viewFor(state.currentSeat()), move))
                            .as(game + " " + move.notation()).isEmpty();
                }
                List<Move> moves = state.legalMoves();
                state = state.apply(moves.get(rng.nextInt(moves.size())));
            }
        }
    }
}
