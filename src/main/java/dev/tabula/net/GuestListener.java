package dev.tabula.net;

/**
 * What a friend's Tabula is told about the match it joined, always on its
 * {@link Environment#executor()}. Every method does nothing by default.
 */
public interface GuestListener {

    /** The match so far has arrived (after joining, or coming back): draw it. */
    default void joined(Guest guest) {
    }

    /** A move, an undo, a resignation, or a friend who came or went. */
    default void changed(Guest guest) {
    }

    /** The host refused a request (not in turn, not legal any more); the match goes on. */
    default void refused(NetNotice why) {
    }

    /** Someone asks to take moves back: answer with {@link Guest#vote}. */
    default void undoAsked(UndoRequest request) {
    }

    default void undoSettled(boolean accepted, NetNotice why) {
    }

    /**
     * The connection ended, and why: the host ended the match (it keeps it), dropped or refused
     * this Tabula, or the network lost it. {@link Guest#ticket()} leads back to the seat.
     */
    default void ended(NetNotice why) {
    }
}
