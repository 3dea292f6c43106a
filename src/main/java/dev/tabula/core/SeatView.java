package dev.tabula.core;

/**
 * What one seat may know of a state. For games of perfect information this is the state itself
 * ({@link PerfectView}); for Zodijak it holds the seat's own hand and only counts of the others.
 *
 * <p>A view never holds what its seat cannot see. {@link #determinize} is how a search player
 * imagines the rest: it deals the unseen cards at random, consistently with the view, so the
 * imagined state depends on the view and the generator alone, never on the hidden truth.
 */
public interface SeatView {

    /** The {@link #seat()} of a public view ({@link State#publicView()}), which belongs to no seat. */
    int NO_SEAT = -1;

    /** The seat this view belongs to, or {@link #NO_SEAT} for the public view. */
    int seat();

    /** A full state consistent with everything this view shows, the unseen parts drawn from rng. */
    State determinize(Rng rng);
}
