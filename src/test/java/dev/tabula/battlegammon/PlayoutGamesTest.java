package dev.tabula.battlegammon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The random playouts' games, move for move and position for position, pinned by a checksum taken
 * before the playout loop was made to allocate less (docs/performance.md): a faster state must
 * play the very same games, and hash its positions the same (a search's tables key on them).
 */
class PlayoutGamesTest {
    private static final int GAMES = 2_000;

    @Test
    void seededRandomGamesAreTheSameMoveForMoveAndPositionForPosition() {
        Battlegammon game = new Battlegammon();
        Rng chooser = Rng.fromState(42);
        long checksum = 17;
        long plies = 0;
        for (int i = 0; i < GAMES; i++) {
            State state = game.start(2, Map.of(), 1_000 + i);
            while (!state.isTerminal()) {
                Move move = Playouts.randomMove(state, chooser);
                checksum = checksum * 1_000_003 + move.notation().hashCode();
                state = state.apply(move);
                checksum = checksum * 31 + state.hashCode();
                plies++;
            }
            checksum = checksum * 31 + state.outcome().winners().get(0);
        }

        assertThat(plies).isEqualTo(203_250L);
        assertThat(checksum).isEqualTo(-8_662_325_056_606_849_976L);
    }
}
