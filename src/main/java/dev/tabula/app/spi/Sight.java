package dev.tabula.app.spi;

import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a game's face may see of one position on the screen: the {@linkplain State#publicView()
 * public view}, and the view of each seat that a person plays at this screen (at a hot-seat table
 * every person's, against the computer the person's own, in a match of computers only none). The
 * real state is in none of them: no computer's hand, no stock, not the match's generator. The
 * shell builds one for every position it shows and keeps the match to itself.
 *
 * <p>When each person's view is drawn (the cover between two people at one screen) is the face's
 * own policy; it can only ever draw from the views it was given.
 */
public final class Sight {
    private final SeatView publicView;
    /** The persons' views by seat, in seat order. */
    private final Map<Integer, SeatView> persons;
    /** Whether the match is over at this position, though its game may not be (a resignation). */
    private final boolean matchOver;

    private Sight(SeatView publicView, Map<Integer, SeatView> persons, boolean matchOver) {
        this.publicView = publicView;
        this.persons = persons;
        this.matchOver = matchOver;
    }

    /** What the people at {@code seats} may see of {@code state}: the public view and each person's own. */
    public static Sight of(State state, List<Seat> seats) {
        if (seats.size() != state.seatCount()) {
            throw new IllegalArgumentException(seats.size() + " seats for a state of " + state.seatCount());
        }
        Map<Integer, SeatView> persons = new LinkedHashMap<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            if (!seats.get(seat).computer()) {
                persons.put(seat, state.viewFor(seat));
            }
        }
        return new Sight(state.publicView(), Collections.unmodifiableMap(persons), state.isTerminal());
    }

    /**
     * What the people at this screen may see of {@code state} when only {@code seen} are theirs:
     * a network host, where a friend's seat is played at another computer and its hand stays there.
     */
    public static Sight of(State state, Set<Integer> seen) {
        Map<Integer, SeatView> persons = new LinkedHashMap<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            if (seen.contains(seat)) {
                persons.put(seat, state.viewFor(seat));
            }
        }
        return new Sight(state.publicView(), Collections.unmodifiableMap(persons), state.isTerminal());
    }

    /**
     * A sight made of views only, with no state behind them: a friend's Tabula in a network match,
     * which holds its own seat's view and the public one and nothing else.
     */
    public static Sight ofViews(SeatView publicView, Map<Integer, SeatView> views, boolean matchOver) {
        return new Sight(publicView, Collections.unmodifiableMap(new LinkedHashMap<>(new java.util.TreeMap<>(views))),
                matchOver);
    }

    /**
     * The same sight of a match that ended here although its game did not: somebody resigned.
     * The position may still name a seat to move; nobody is to move any more.
     */
    public Sight matchOver() {
        return new Sight(publicView, persons, true);
    }

    /**
     * Whether the match is over at this position: its game ended, or somebody resigned in it. A
     * face then says nobody's turn, whatever seat the position would have act next.
     */
    public boolean isMatchOver() {
        return matchOver;
    }

    /** What everybody at the table sees. */
    public SeatView publicView() {
        return publicView;
    }

    /** The public view as the game's own type of view. */
    public <V extends SeatView> V publicView(Class<V> type) {
        return type.cast(publicView);
    }

    /** The seats whose views this holds: those played by a person at this screen, in seat order. */
    public Set<Integer> seats() {
        return persons.keySet();
    }

    /** Whether this holds {@code seat}'s view (a person plays it here). */
    public boolean sees(int seat) {
        return persons.containsKey(seat);
    }

    /** What {@code seat} sees, if a person plays it at this screen; empty for a computer's seat. */
    public <V extends SeatView> Optional<V> seat(int seat, Class<V> type) {
        return Optional.ofNullable(persons.get(seat)).map(type::cast);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Sight other && publicView.equals(other.publicView) && persons.equals(other.persons)
                && matchOver == other.matchOver;
    }

    @Override
    public int hashCode() {
        return 31 * (31 * publicView.hashCode() + persons.hashCode()) + Boolean.hashCode(matchOver);
    }

    @Override
    public String toString() {
        return "Sight[" + publicView + ", persons " + persons.keySet() + (matchOver ? ", match over" : "") + "]";
    }
}
