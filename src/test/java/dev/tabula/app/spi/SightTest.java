package dev.tabula.app.spi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.testing.Reachable;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the shell gives a game's face: the public view and the views of the people at the screen,
 * and nothing from which a computer's hand (or the stock, or the match's generator) can be read.
 */
class SightTest {
    private static final ZodijakGame ZODIJAK = new ZodijakGame();
    private static final Seat ANA = Seat.person("Ana");
    private static final Seat BOJAN = Seat.person("Bojan");
    private static final Seat COMPUTER = Seat.computer("Computer (Easy)", "easy");

    @Test
    void againstTheComputerTheFaceGetsThePersonsViewAndNothingOfTheComputersHand() {
        State state = ZODIJAK.start(2, Map.of(), 7);
        Rng chooser = Rng.fromState(3);
        int handsChecked = 0;
        for (int ply = 0; ply < 400 && !state.isTerminal(); ply++) {
            ZodijakState real = (ZodijakState) state;
            Sight sight = Sight.of(real, List.of(ANA, COMPUTER));
            assertThat(sight.seats()).containsExactly(0);
            assertThat(sight.sees(1)).isFalse();
            assertThat(sight.seat(1, ZodijakSeatView.class)).isEmpty();
            assertThat(sight.seat(0, ZodijakSeatView.class)).contains(real.viewFor(0));
            assertThat(sight.publicView(ZodijakSeatView.class)).isEqualTo(real.publicView());
            Reachable reachable = Reachable.from(sight);
            assertThat(reachable.holdsAny(State.class)).as("ply %d: a whole state within reach", ply).isFalse();
            if (real.phase() == ZodijakState.Phase.PLAY && real.hand(1) != 0) {
                handsChecked++;
                assertThat(reachable.longs()).as("ply %d: the computer's hand within reach", ply)
                        .doesNotContain(real.hand(1));
            }
            state = state.apply(Playouts.randomMove(state, chooser));
        }
        assertThat(handsChecked).isGreaterThan(100);
    }

    @Test
    void atAHotSeatTableTheFaceGetsEveryPersonsView() {
        ZodijakState state = (ZodijakState) ZODIJAK.start(3, Map.of(), 7);
        Sight sight = Sight.of(state, List.of(ANA, COMPUTER, BOJAN));
        assertThat(sight.seats()).containsExactly(0, 2);
        assertThat(sight.seat(2, ZodijakSeatView.class)).contains(state.viewFor(2));

        Sight hotSeat = Sight.of(state, List.of(ANA, BOJAN, Seat.person("Ceca")));
        assertThat(hotSeat.seats()).containsExactly(0, 1, 2);
        for (int seat = 0; seat < 3; seat++) {
            assertThat(hotSeat.seat(seat, ZodijakSeatView.class)).contains(state.viewFor(seat));
        }
    }

    @Test
    void aWatchedMatchOfComputersGivesTheFaceNoSeatsView() {
        ZodijakState state = (ZodijakState) ZODIJAK.start(2, Map.of(), 7);
        Sight sight = Sight.of(state, List.of(COMPUTER, Seat.computer("Computer (Hard)", "hard")));
        assertThat(sight.seats()).isEmpty();
        assertThat(sight.seat(0, SeatView.class)).isEmpty();
        assertThat(sight.seat(1, SeatView.class)).isEmpty();
        assertThat(Reachable.from(sight).longs()).doesNotContain(state.hand(0), state.hand(1));
    }

    @Test
    void aPerfectInformationFaceReadsThePositionButNotTheMatchsGenerator() {
        BattlegammonState state = (BattlegammonState) new Battlegammon().start(2, Map.of(), 5);
        Sight sight = Sight.of(state, List.of(ANA, COMPUTER));
        BattlegammonState position = PerfectPosition.of(sight, BattlegammonState.class);
        assertThat(position.reseeded(1L)).as("the same position").isEqualTo(state.reseeded(1L));
        assertThat(position).as("but not the same generator").isNotEqualTo(state);
        assertThat(Reachable.from(sight).objects()).doesNotContain(state);
    }
}
