package dev.tabula.zodijak.view;

import dev.tabula.app.spi.Cue;
import dev.tabula.app.spi.ViewContext;

/**
 * Follows the hot-seat cover from one drawing of the table to the next: tells the cover's
 * {@link CoverGuard} when a cover appears (a new one for each new moment) or goes, sounds the
 * cover handed over, and tells the shell when the board covers or uncovers a hand, since its Hint
 * waits while a hand is covered.
 */
final class CoverWatch {
    private final CoverGuard guard;
    private final ViewContext context;
    /** Whether the cover is up, so the guard hears when it appears, not each time it is drawn again. */
    private boolean up;
    /** Whether a new moment came since the last drawing: a cover drawn for it is a new cover. */
    private boolean newMoment;

    CoverWatch(CoverGuard guard, ViewContext context) {
        this.guard = guard;
        this.context = context;
    }

    boolean isUp() {
        return up;
    }

    /** A new moment is shown (a move, an undo, a jump in the move list): its cover is a new cover. */
    void newMoment() {
        newMoment = true;
    }

    /** The table was drawn, with the cover up or not. */
    void drawn(boolean covered) {
        if (covered && (!up || newMoment)) {
            guard.coverShown();
            context.cue(Cue.COVER);
        } else if (!covered && up) {
            guard.coverGone();
        }
        boolean changed = covered != up;
        up = covered;
        newMoment = false;
        if (changed) {
            context.coverChanged();
        }
    }
}
