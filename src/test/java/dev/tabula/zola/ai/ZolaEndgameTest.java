package dev.tabula.zola.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaState;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The exact endgame search against a plain minimax through the rules, on small random endgames. */
class ZolaEndgameTest {

    /** Whether the side to move wins, by a plain search without any table. */
    private static boolean bruteForceWins(State state) {
        int me = state.currentSeat();
        for (Move move : state.legalMoves()) {
            if (winsFor(me, state.apply(move))) {
                return true;
            }
        }
        return false;
    }

    private static boolean winsFor(int seat, State state) {
        if (state.isTerminal()) {
            return state.outcome().isWinner(seat);
        }
        return state.currentSeat() == seat ? bruteForceWins(state) : !bruteForceWins(state);
    }

    /** A random 6x6 endgame with {@code red} and {@code blue} pieces. */
    static ZolaState randomEndgame(Rng rng, int red, int blue) {
        char[] board = ".".repeat(36).toCharArray();
        for (int placed = 0; placed < red + blue; ) {
            int square = rng.nextInt(36);
            if (board[square] == '.') {
                board[square] = placed < red ? 'R' : 'B';
                placed++;
            }
        }
        StringBuilder layout = new StringBuilder();
        for (int row = 0; row < 6; row++) {
            layout.append(row == 0 ? "" : " ").append(board, row * 6, 6);
        }
        return ZolaState.of(6, layout.toString(), rng.nextInt(2) == 0 ? ZolaState.RED : ZolaState.BLUE);
    }

    @Test
    void theEndgameSearchAgreesWithBruteForce() {
        Rng rng = Rng.fromState(12);
        int wins = 0;
        int losses = 0;
        for (int i = 0; i < 150; i++) {
            ZolaState endgame = randomEndgame(rng, 1 + rng.nextInt(2), 1 + rng.nextInt(2));
            boolean truth = bruteForceWins(endgame);
            assertThat(ZolaEndgame.wins(endgame, Long.MAX_VALUE)).as("%s", endgame).contains(truth);
            Optional<Move> winning = ZolaEndgame.winningMove(endgame, Long.MAX_VALUE);
            assertThat(winning.isPresent()).as("%s", endgame).isEqualTo(truth);
            winning.ifPresent(move -> assertThat(winsFor(endgame.currentSeat(), endgame.apply(move)))
                    .as("%s wins in %s", move, endgame).isTrue());
            wins += truth ? 1 : 0;
            losses += truth ? 0 : 1;
        }
        assertThat(wins).isGreaterThan(10);
        assertThat(losses).isGreaterThan(10);
    }

    @Test
    void aSmallBudgetGivesNoAnswerRatherThanAGuess() {
        ZolaState endgame = ZolaState.of(6, "..B... ...RR. .....R .....R ...... ...B..", ZolaState.RED);
        assertThat(ZolaEndgame.wins(endgame, 3)).isEmpty();
        assertThat(ZolaEndgame.wins(endgame, Long.MAX_VALUE)).contains(true);
    }
}
