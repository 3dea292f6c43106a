package dev.tabula.app.match;

import dev.tabula.app.spi.TurnEntry;
import java.util.List;

/**
 * Browsing by turn, as the move list counts: the entries of the list ({@link TurnEntry}), the
 * ply shown and the live game's ply say which entry is shown, how many are in effect and where
 * a step back or forward lands. A Battlegammon roll and its two moves are one step, as they are
 * one row of the list; a step forward from the newest turn is the live game.
 *
 * @param turns    the move list's entries, undone ones included
 * @param shownPly the ply of the position on screen
 * @param cursor   the live game's ply (the moves in effect)
 */
record TurnSteps(List<TurnEntry> turns, int shownPly, int cursor) {
    /** No step leads there: at the start there is nothing to go back to. */
    static final int NONE = -1;

    TurnSteps {
        turns = List.copyOf(turns);
    }

    /**
     * The number of the row (1 for the first) whose end is the position shown, as the list
     * numbers it; 0 at the start. A position inside a turn counts the turns played out before it.
     */
    int shownTurn() {
        return (int) turns.stream().filter(turn -> turn.endPly() <= shownPly).count();
    }

    /** How many rows the live game has played into (an unfinished turn counts); undone rows do not. */
    int turnsInEffect() {
        return (int) turns.stream().filter(turn -> turn.firstPly() < cursor).count();
    }

    /** The ply one turn back: the end of the turn before the shown one, the start (0), or {@link #NONE} at the start. */
    int previousPly() {
        if (shownPly <= 0) {
            return NONE;
        }
        return turns.stream().mapToInt(TurnEntry::endPly).filter(end -> end < shownPly).max().orElse(0);
    }

    /** The ply one turn on: the end of the next turn, or the live game's ply once that is reached. */
    int nextPly() {
        int next = turns.stream().mapToInt(TurnEntry::endPly).filter(end -> end > shownPly).min().orElse(cursor);
        return Math.min(next, cursor);
    }
}
