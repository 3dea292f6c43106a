package dev.tabula.core;

import java.util.Objects;

/**
 * The view of a perfect-information state: every piece is visible, only the future is not. The
 * view keeps a state that throws dice with its generator replaced ({@link SeededState#reseeded}),
 * so nothing given to a player can compute the match's next roll; {@link #determinize} re-seeds
 * it from the searcher's own generator. A state that is no {@link SeededState} holds no generator
 * the core knows of, and is kept as it is. Two views are equal when their states are equal but
 * for the generator.
 */
public final class PerfectView implements SeatView {
    /** The generator every view's state holds: a constant, so it says nothing of the match's. */
    private static final long VIEW_SEED = 0L;

    private final State state;
    private final int seat;

    public PerfectView(State state, int seat) {
        this.state = reseeded(state, VIEW_SEED);
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
        long seed = rng.nextLong(); // drawn whatever the state, so that a search's stream does not depend on the game
        return reseeded(state, seed);
    }

    private static State reseeded(State state, long seed) {
        return state instanceof SeededState<?> seeded ? seeded.reseeded(seed) : state;
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
