package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The named baselines the arena measures the levels against play legal games to the end. */
class BaselinesTest {

    private static void playsLegally(String gameId, String name, int seats, int plies) {
        Game game = GameCatalog.installed().require(gameId);
        State state = game.start(seats, Map.of(), 2);
        Player player = Players.create(name, gameId, 7);
        Rng chance = Rng.fromState(4);
        for (int ply = 0; ply < plies && !state.isTerminal(); ply++) {
            if (state.isChance()) {
                state = state.apply(Playouts.randomMove(state, chance));
                continue;
            }
            var move = player.choose(state.viewFor(state.currentSeat()));
            assertThat(state.legalMoves()).as("%s in %s", name, gameId).contains(move);
            state = state.apply(move);
        }
    }

    @Test
    void battlegammonHasAnExpectimaxBaseline() {
        assertThat(Players.names("battlegammon")).contains("expectimax");
        playsLegally("battlegammon", "expectimax", 2, 60);
    }

    @Test
    void zodijakHasARuleBasedBaseline() {
        assertThat(Players.names("zodijak")).contains("rules");
        playsLegally("zodijak", "rules", 3, 200);
    }

    @Test
    void greedyAndTheClassicHardPlayEveryGame() {
        for (Game game : GameCatalog.installed().games()) {
            playsLegally(game.info().id(), "greedy", game.info().minSeats(), 40);
        }
        playsLegally("zola", "hard-classic", 2, 4);
    }

    @Test
    void aBaselineOfAnotherGameIsRefused() {
        assertThatThrownBy(() -> Players.create("expectimax", "zola", 1)).isInstanceOf(TabulaException.class)
                .hasMessageContaining("known players: random, greedy, easy, medium, hard, hard-classic");
    }
}
