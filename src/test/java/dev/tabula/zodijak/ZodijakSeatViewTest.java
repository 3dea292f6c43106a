package dev.tabula.zodijak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the conformance suite cannot know of Zodijak: along random matches, a seat's view holds
 * its own hand and, while the hands are not shown, none of the other seats' cards.
 */
class ZodijakSeatViewTest {

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void aSeatsViewHoldsItsOwnHandAndNoneOfTheOthers(int seats) {
        Rng chooser = Rng.fromState(seats);
        State state = Tables.GAME.start(seats, Map.of(), 31);
        for (int ply = 0; ply < 3_000 && !state.isTerminal(); ply++) {
            ZodijakState s = (ZodijakState) state;
            for (int seat = 0; seat < seats; seat++) {
                ZodijakSeatView view = s.viewFor(seat);
                assertThat(view.ownHand()).isEqualTo(s.hand(seat));
                if (!view.handsShown()) {
                    long others = 0;
                    for (int q = 0; q < seats; q++) {
                        others |= q == seat ? 0 : s.hand(q);
                    }
                    assertThat(view.visibleCards() & others).as("ply %d: other seats' cards in the view", ply).isZero();
                }
            }
            state = state.apply(Playouts.randomMove(state, chooser));
        }
    }
}
