package dev.tabula.ai;

import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;

/** The state a player without a tree works on: one imagined from its view, where it must decide. */
final class Imagined {
    private Imagined() {
    }

    /** A state that shows the seat {@code view} (drawn with {@code rng}), checked to be the seat's decision. */
    static State decision(SeatView view, Rng rng) {
        State state = view.determinize(rng);
        if (state.legalMoves().isEmpty()) {
            throw new IllegalStateException("seat " + view.seat() + " has no decision to make here");
        }
        return state;
    }
}
