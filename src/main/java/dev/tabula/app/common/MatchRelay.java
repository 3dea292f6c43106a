package dev.tabula.app.common;

import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javafx.scene.Node;

/**
 * A match whose moves go through something else than the screen: a network host, which holds the
 * match, sends each friend their seat's view, and plays the moves of the seats at this computer.
 * The match screen plays through it and is told when the match changed (a friend's move), so the
 * screen names no network type.
 */
public interface MatchRelay {

    /** Whether a friend at another computer plays {@code seat}: nobody moves for it here, its hand is never shown. */
    boolean isRemote(int seat);

    /** The seats of people at this screen: neither a computer's nor a friend's at another computer. */
    default Set<Integer> seatsSeenHere(List<Seat> seats) {
        Set<Integer> seen = new TreeSet<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            if (!seats.get(seat).computer() && !isRemote(seat)) {
                seen.add(seat);
            }
        }
        return seen;
    }

    /** Plays a move of a seat at this computer; empty when played, else why not, in the player's words. */
    Optional<String> play(Move move);

    /** Resigns the match for {@code seat}, a person here; empty when done, else why not, in the player's words. */
    Optional<String> resign(int seat);

    /** Whether a person here may ask now to take moves back (the others would be asked). */
    boolean mayAskUndo();

    /**
     * A person here asks to take the match back to their last decision: the friends are asked, and
     * the match changes (through {@link #onChange}) only if all agree. Empty when asked, else why not.
     */
    Optional<String> askUndo();

    /** What the screen shows over its board: the network's news, and a question the people here must answer. */
    Node bar();

    /**
     * The screen is built again in another language around the same match: the relay goes on, and
     * its own words (the bar, the friends' window) follow the new language.
     */
    void languageChanged();

    /** Who to tell, on the JavaFX thread, when the match changed: a move (anyone's) or a resignation. */
    void onChange(Runnable changed);

    /** The screen leaves the match: the friends are told, and the match stays here to resume. */
    void close();
}
