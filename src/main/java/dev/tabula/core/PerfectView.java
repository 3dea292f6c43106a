package dev.tabula.core;

/** The view of a perfect-information state: everything is visible, so it is the state itself. */
public record PerfectView(State state, int seat) implements SeatView {

    @Override
    public State determinize(Rng rng) {
        return state;
    }
}
