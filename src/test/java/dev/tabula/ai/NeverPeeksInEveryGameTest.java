package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The never-peeks check on every installed game, through the core API alone: along random games,
 * deal the cards a seat cannot see in several ways ({@code determinize}); each imagined state must
 * show that seat the same view, and a player with a fixed seed must choose the same move in all.
 * Games of perfect information pass trivially (they have nothing to hide).
 */
class NeverPeeksInEveryGameTest {
    private static final SearchBudget SMALL = SearchBudget.iterations(150);

    @Test
    void noInstalledGameLetsThePlayerSeeHiddenCards() {
        for (Game game : GameCatalog.installed().games()) {
            Rng chooser = Rng.fromState(5);
            State state = game.start(game.info().minSeats(), Map.of(), 3);
            for (int ply = 0; ply < 60 && !state.isTerminal(); ply++) {
                if (!state.isChance() && state.legalMoves().size() > 1 && ply % 6 == 0) {
                    assertSameMoveWhateverIsHidden(game, state);
                }
                state = state.apply(Playouts.randomMove(state, chooser));
            }
        }
    }

    private static void assertSameMoveWhateverIsHidden(Game game, State truth) {
        int seat = truth.currentSeat();
        SeatView view = truth.viewFor(seat);
        Set<Move> moves = new HashSet<>();
        for (int deal = 0; deal < 3; deal++) {
            State imagined = view.determinize(Rng.fromState(1000 + deal));
            SeatView imaginedView = imagined.viewFor(seat);
            assertThat(imaginedView).as("%s: the seat's view of an imagined state", game.info().id()).isEqualTo(view);
            moves.add(Players.forLevel(Level.MEDIUM, game.info().id(), 42)
                    .choose(imaginedView, SMALL, CancellationToken.none()));
        }
        assertThat(moves).as("%s: moves chosen over different hidden deals", game.info().id()).hasSize(1);
    }
}
