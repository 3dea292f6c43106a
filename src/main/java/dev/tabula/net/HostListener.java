package dev.tabula.net;

import dev.tabula.core.Move;

/**
 * What a host tells its screen, always on its {@link Environment#executor()}: the match changed
 * (save it, draw it), a friend came or went, something was refused, an undo is being asked.
 * Every method does nothing by default.
 */
public interface HostListener {

    /** {@code move} was played; the match now has {@code ply} moves in effect. Time to save. */
    default void moved(Move move, int ply) {
    }

    /** An undo everybody accepted took the match back to {@code ply} moves. Time to save. */
    default void undone(int ply) {
    }

    /** {@code seat} resigned: the match is over. Time to save. */
    default void resigned(int seat) {
    }

    /** A friend's Tabula connected to {@code seat}, or left it (it waits for them to come back). */
    default void presence(int seat, boolean present) {
    }

    /** Something the people at the host should read: a friend who joined or was dropped, a wrong code. */
    default void notice(NetNotice notice) {
    }

    /**
     * Someone asks to take moves back; if a friend asks, the people at the host answer with
     * {@link Host#answerUndo}. Until it is settled nobody moves.
     */
    default void undoAsked(UndoRequest request) {
    }

    /** The undo was settled: taken back ({@code accepted}) or not, and why. */
    default void undoSettled(boolean accepted, NetNotice why) {
    }
}
