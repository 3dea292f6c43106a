package dev.tabula.zodijak;

import dev.tabula.core.State;

/**
 * The questions about the public table, asked once here for the {@link ZodijakTable} itself and
 * for the {@link ZodijakState} and {@link ZodijakSeatView}s that hold it. The views and the tests
 * ask the state or the view directly ({@code v.pendingKind()}); answering here, from the table's
 * fields, spares each of the three classes its own set of twenty one-line accessors.
 */
public interface TableFacts {

    /** The public table this state or view shows. */
    ZodijakTable table();

    default ZodijakRules rules() {
        return table().rules;
    }

    default int seatCount() {
        return table().signs.length;
    }

    default ZodijakState.Phase phase() {
        return table().phase;
    }

    /** The seat to act, or {@link State#NOBODY} once the match is over. */
    default int currentSeat() {
        return phase() == ZodijakState.Phase.MATCH_OVER ? State.NOBODY : table().current;
    }

    default Sign sign(int seat) {
        return table().signs[seat];
    }

    default int score(int seat) {
        return table().scores[seat];
    }

    default int dealer() {
        return table().dealer;
    }

    default int handNumber() {
        return table().handNumber;
    }

    default int pileSize() {
        return table().pile.length;
    }

    /** The pile card at {@code index}, 0 the oldest; {@code pileSize() - 1} is the top. */
    default int pileCard(int index) {
        return table().pile[index];
    }

    default int top() {
        byte[] pile = table().pile;
        return pile[pile.length - 1];
    }

    /** The suit a wild 8 named, or -1. */
    default int declaredSuit() {
        return table().declaredSuit;
    }

    /** Whether anything may be played on the starter (variant {@code starter: eightFreeStart}). */
    default boolean freeTop() {
        return table().freeTop;
    }

    default int pendingKind() {
        return table().pendingKind;
    }

    default int pendingCount() {
        return table().pendingCount;
    }

    default int pendingSource() {
        return table().pendingSource;
    }

    /** The seat that went out while a penalty it created is still being settled (Z24), or -1. */
    default int handWinner() {
        return table().handWinner;
    }

    default int passes() {
        return table().passes;
    }

    /** No card is ever taken back once someone saw it (H5): only passes and sign choices can be undone. */
    default boolean isUndoBarrier() {
        return table().barrier;
    }

    /** The winner of the hand that ended last (-1 for a blocked hand or none yet). */
    default int lastHandWinner() {
        return table().lastHandWinner;
    }

    default int lastHandPoints() {
        return table().lastHandPoints;
    }

    default PublicLog log() {
        return table().log;
    }

    /** Whether {@code seat}'s zodiac card is {@code card} (Z19: only one's own card acts). */
    default boolean isOwnZodiac(int seat, int card) {
        return table().signs[seat].card() == card;
    }
}
