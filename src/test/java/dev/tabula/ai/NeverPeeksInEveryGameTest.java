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

    /**
     * Zodijak's own knowledge (its rollout policy, priors and match evaluation) looks at whole
     * states: it must only ever be shown imagined ones. Hard, with that knowledge, at positions of
     * two- and three-seat matches from the first hand into later ones: the truth and two other
     * deals of everything the seat cannot see (the other hands, the stock) give the same move.
     */
    @Test
    void zodijakHardPlayerWithItsKnowledgeNeverPeeks() {
        assertThat(Capabilities.forGame("zodijak").evaluation()).as("Zodijak's own knowledge").isPresent();
        Game game = GameCatalog.installed().require("zodijak");
        int checked = 0;
        for (int seats = 2; seats <= 3; seats++) {
            Rng chooser = Rng.fromState(11 + seats);
            State state = game.start(seats, Map.of(), 17);
            for (int ply = 0; ply < 400 && !state.isTerminal(); ply++) {
                if (!state.isChance() && state.legalMoves().size() > 1 && ply % 67 == 0) {
                    assertSameMoveWhateverIsHidden(game, state, Level.HARD, SearchBudget.iterations(400));
                    checked++;
                }
                state = state.apply(Playouts.randomMove(state, chooser));
            }
        }
        assertThat(checked).isGreaterThanOrEqualTo(4);
    }

    private static void assertSameMoveWhateverIsHidden(Game game, State truth) {
        assertSameMoveWhateverIsHidden(game, truth, Level.MEDIUM, SMALL);
    }

    private static void assertSameMoveWhateverIsHidden(Game game, State truth, Level level, SearchBudget budget) {
        int seat = truth.currentSeat();
        SeatView view = truth.viewFor(seat);
        Set<Move> moves = new HashSet<>();
        moves.add(Players.forLevel(level, game.info().id(), 42).choose(view, budget, CancellationToken.none()));
        for (int deal = 0; deal < 3; deal++) {
            State imagined = view.determinize(Rng.fromState(1000 + deal));
            SeatView imaginedView = imagined.viewFor(seat);
            assertThat(imaginedView).as("%s: the seat's view of an imagined state", game.info().id()).isEqualTo(view);
            moves.add(Players.forLevel(level, game.info().id(), 42)
                    .choose(imaginedView, budget, CancellationToken.none()));
        }
        assertThat(moves).as("%s: moves chosen over different hidden deals", game.info().id()).hasSize(1);
    }
}
