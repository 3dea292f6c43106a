package dev.tabula.testing;

import dev.tabula.app.spi.Sight;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/** What the shell would show a face of a state, for tests that draw a board without a match screen. */
public final class Sights {
    private Sights() {
    }

    /** {@code state} as a hot-seat table of people sees it: every seat's view. */
    public static Sight ofPeople(State state) {
        List<Seat> seats = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            seats.add(Seat.person("Seat " + (seat + 1)));
        }
        return Sight.of(state, seats);
    }
}
