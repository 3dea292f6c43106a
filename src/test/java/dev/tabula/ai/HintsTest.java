package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class HintsTest {
    private static final SearchBudget SMALL = SearchBudget.iterations(300);

    @Test
    void aZodijakHintIsTheSameWhateverTheOtherHandsHold() {
        Game game = GameCatalog.installed().require("zodijak");
        Rng chooser = Rng.fromState(3);
        State truth = game.start(3, Map.of(), 21);
        int checked = 0;
        for (int ply = 0; ply < 300 && !truth.isTerminal(); ply++) {
            if (!truth.isChance() && truth.legalMoves().size() > 1 && ply % 50 == 0) {
                int seat = truth.currentSeat();
                SeatView view = truth.viewFor(seat);
                Set<Hint> hints = new HashSet<>();
                hints.add(Hints.forSeat("zodijak", view, SMALL, CancellationToken.none(), 9));
                Set<State> deals = new HashSet<>();
                for (int deal = 0; deal < 3; deal++) {
                    State other = view.determinize(Rng.fromState(500 + deal)); // other hands, another stock
                    deals.add(other);
                    assertThat(other.viewFor(seat)).isEqualTo(view);
                    hints.add(Hints.forSeat("zodijak", other.viewFor(seat), SMALL, CancellationToken.none(), 9));
                }
                assertThat(deals).as("the deals differ").hasSizeGreaterThan(1);
                assertThat(hints).as("hints over different hidden deals").hasSize(1);
                assertThat(truth.legalMoves()).contains(hints.iterator().next().move());
                checked++;
            }
            truth = truth.apply(Playouts.randomMove(truth, chooser));
        }
        assertThat(checked).isGreaterThanOrEqualTo(3);
    }

    @Test
    void everyGameGivesALegalHintWithAWinChance() {
        for (Game game : GameCatalog.installed().games()) {
            State state = game.start(game.info().minSeats(), Map.of(), 4);
            Rng chooser = Rng.fromState(8);
            while (state.isChance()) {
                state = state.apply(Playouts.randomMove(state, chooser));
            }
            if (game.info().id().equals("zodiac")) {
                continue; // its hint is the solved game: ZodiacKnowledgeTest
            }
            Hint hint = Hints.forSeat(game.info().id(), state.viewFor(state.currentSeat()), SMALL,
                    CancellationToken.none(), 1);
            assertThat(state.legalMoves()).as(game.info().id()).contains(hint.move());
            assertThat(hint.winChance()).isBetween(0.0, 1.0);
            assertThat(hint.searched()).isEqualTo(300);
        }
    }

    @Test
    void aZolaEndgameHintIsAProvedWin() {
        ZolaState endgame = ZolaState.of(6, "..B... ...RR. .....R .....R ...... ...B..", ZolaState.RED);
        Hint hint = Hints.forSeat(ZolaGame.ID, endgame.viewFor(0), SMALL, CancellationToken.none(), 1);
        assertThat(hint.proved()).isTrue();
        assertThat(hint.winChance()).isEqualTo(1.0);
        assertThat(ZolaSearchTest.forcesWin(endgame.apply(hint.move()), 0, 4)).isTrue();
    }
}
