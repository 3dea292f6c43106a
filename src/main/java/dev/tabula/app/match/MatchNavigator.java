package dev.tabula.app.match;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.List;
import java.util.function.Predicate;

/**
 * Undo, redo and browsing the move list of one {@link Match}, with no screen: which position is
 * shown (the live game, or an earlier one the player looks at), how far undo and redo go, and
 * whether a person may act. The match screen draws what this says and asks it before it acts.
 *
 * <p>At a table of people and computers ({@code mixed}), undo and redo go from one decision of a
 * person to the next; otherwise they step one move. Browsing never changes the match; undo and
 * redo go back to the game first.
 */
final class MatchNavigator {
    /** The browsed ply that means "the live game", not a browsed position. */
    private static final int LIVE = -1;

    private final Match match;
    private final boolean mixed;
    /** A decision a person makes, where undo and redo stop at a mixed table. */
    private final Predicate<State> personDecision;
    /** Whether a person at the board may act on a state (a move, a roll, a panel's button). */
    private final Predicate<State> personMayAct;
    private int browsePly = LIVE;
    /**
     * One person and computers only: undo may go back past a card that was seen. The person saw it
     * already and the computers lose nothing; taking it back and playing on deals the same cards
     * (the match keeps its generator), so nothing new is revealed. With two people or more, a card
     * one of them saw is never taken back (docs/rules/zodijak.md).
     */
    private final boolean pastCardsSeen;

    MatchNavigator(Match match, boolean mixed, Predicate<State> personDecision, Predicate<State> personMayAct) {
        this.match = match;
        this.mixed = mixed;
        this.personDecision = personDecision;
        this.personMayAct = personMayAct;
        this.pastCardsSeen = mixed && match.seats().stream().filter(seat -> !seat.computer()).count() == 1;
    }

    Match match() {
        return match;
    }

    boolean isBrowsing() {
        return browsePly != LIVE;
    }

    /** The ply of the position on screen: the browsed one, or the live game's. */
    int shownPly() {
        return isBrowsing() ? browsePly : match.cursor();
    }

    /** The browsed ply (0: the start), or -1 when the live game is shown (what the move list marks). */
    int browsedPly() {
        return browsePly;
    }

    State shown() {
        return match.stateAt(shownPly());
    }

    /** The move that led to the shown position, or null at the start. */
    Move lastShownMove() {
        int ply = shownPly();
        return ply > 0 ? match.line().get(ply - 1) : null;
    }

    /** The moves from the start to the shown position. */
    List<Move> movesToShown() {
        return match.line().subList(0, shownPly());
    }

    /** Whether a person may act on the board now: the live game is shown and it is a person's to act. */
    boolean mayPersonAct() {
        return !isBrowsing() && personMayAct.test(match.current());
    }

    /** Whether a person's {@code move} from the board is to be played: live, not over, legal and theirs. */
    boolean accepts(Move move) {
        State state = match.current();
        return !isBrowsing() && !state.isTerminal() && TurnLoop.isLegal(state, move) && personMayAct.test(state);
    }

    // ---------------------------------------------------------------- undo and redo

    /** Whether undo is possible now (at a mixed table: whether a person's earlier decision is in reach). */
    boolean canUndo() {
        if (pastCardsSeen) {
            return match.resignation().isEmpty() && undoTarget() >= 0;
        }
        return match.canUndo() && (!mixed || undoTarget() >= 0); // Match.canUndo: never past a resignation
    }

    /**
     * Why undo is refused now, when a seen card is what stands in the way (not the start, not a
     * resignation): the screen says so, since a greyed-out button says nothing.
     */
    boolean undoBlockedByASeenCard() {
        return !canUndo() && match.resignation().isEmpty() && match.cursor() > 0 && !match.canUndo();
    }

    boolean canRedo() {
        return match.canRedo();
    }

    /** The ply of the person's previous decision that undo goes back to, or -1 when none is in reach. */
    private int undoTarget() {
        int ply = match.cursor();
        while (ply > 0 && (pastCardsSeen || !match.stateAt(ply).isUndoBarrier())) { // Match.canUndo's test at each step
            ply--;
            if (personDecision.test(match.stateAt(ply))) {
                return ply;
            }
        }
        return -1;
    }

    /** Steps back: to the person's previous decision at a mixed table, else one move; only if {@link #canUndo}. */
    void undo() {
        if (!canUndo()) {
            return;
        }
        if (pastCardsSeen) {
            match.rewindTo(undoTarget()); // past the cards seen, which Match.undo never steps over
        } else if (mixed) {
            int target = undoTarget();
            while (match.cursor() > target && match.canUndo()) {
                match.undo();
            }
        } else {
            match.undo();
        }
    }

    /** Steps forward: to the person's next decision (or the end) at a mixed table, else one move. */
    void redo() {
        if (!match.canRedo()) {
            return;
        }
        match.redo();
        if (mixed) {
            while (match.canRedo() && !personDecision.test(match.current()) && !match.current().isTerminal()) {
                match.redo();
            }
        }
    }

    // ---------------------------------------------------------------- browsing the move list

    /**
     * Shows the position after {@code ply} moves, without changing the match; a ply at or past the
     * live game's is the live game. Answers whether a position is browsed now.
     */
    boolean browse(int ply) {
        browsePly = ply >= match.cursor() ? LIVE : ply;
        return isBrowsing();
    }

    /** The live game is shown again. */
    void backToGame() {
        browsePly = LIVE;
    }
}
