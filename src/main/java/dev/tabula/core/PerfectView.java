package dev.tabula.core;

import java.util.Objects;

/**
 * The view of a perfect-information state: every piece is visible, only the future is not. The
 * view keeps the state with its generator replaced ({@link State#reseeded}), so nothing given to
 * a player can compute the match's next roll; {@link #determinize} re-seeds it from the
 * searcher's own generator. Two views are equal when their states are equal but for the generator.
 */
public final class PerfectView implements SeatView {
    /** The generator every view's state holds: a constant, so it says nothing of the match's. */
    private static final long VIEW_SEED = 0L;

    private final State state;
    private final int seat;

    public PerfectView(State state, int seat) {
        this.state = state.reseeded(VIEW_SEED);
        this.seat = seat;
    }

    /** The position as the seat sees it: the real one but for its generator. */
    public State state() {
        return state;
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public State determinize(Rng rng) {
        return state.reseeded(rng.nextLong());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PerfectView other && seat == other.seat && state.equals(other.state);
    }

    @Override
    public int hashCode() {
        return Objects.hash(state, seat);
    }

    @Override
    public String toString() {
        return "PerfectView[seat " + seat + ", " + state + "]";
    }
}
