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
 * its own hand and, while the hands are not shown, none of the other seats' cards; and it knows
 * the moves of its seat's turn as the state does (the face moves from the view alone).
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

    @ParameterizedTest
    @ValueSource(ints = {2, 3, 4})
    void aSeatsViewKnowsItsOwnMovesAndClaimsNoneOfTheOthers(int seats) {
        Rng chooser = Rng.fromState(seats + 10);
        State state = Tables.GAME.start(seats, Map.of(), 17);
        int ownTurns = 0;
        for (int ply = 0; ply < 3_000 && !state.isTerminal(); ply++) {
            ZodijakState s = (ZodijakState) state;
            for (int seat = 0; seat < seats; seat++) {
                ZodijakSeatView view = s.viewFor(seat);
                boolean knows = s.phase() != ZodijakState.Phase.PLAY || seat == s.currentSeat();
                assertThat(view.knowsMoves()).as("ply %d, seat %d", ply, seat).isEqualTo(knows);
                if (knows) {
                    ownTurns += seat == s.currentSeat() ? 1 : 0;
                    assertThat(view.legalMoves()).as("ply %d, seat %d", ply, seat)
                            .containsExactlyElementsOf(s.legalMoves());
                    assertThat(view.hasPlay()).isEqualTo(s.hasPlay());
                    assertThat(view.canDrawAny()).isEqualTo(s.canDrawAny());
                    for (var move : s.legalMoves()) {
                        assertThat(view.isLegal(move)).isTrue();
                    }
                } else {
                    assertThat(view.legalMoves()).isEmpty();
                    for (var move : s.legalMoves()) {
                        assertThat(view.isLegal(move)).as("another seat's move").isFalse();
                    }
                }
            }
            assertThat(s.publicView().knowsMoves()).isEqualTo(s.phase() != ZodijakState.Phase.PLAY);
            state = state.apply(Playouts.randomMove(state, chooser));
        }
        assertThat(ownTurns).isGreaterThan(50);
    }
}
