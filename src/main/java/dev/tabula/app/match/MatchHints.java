package dev.tabula.app.match;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.spi.BoardView;
import dev.tabula.core.Match;
import dev.tabula.core.State;
import java.util.ResourceBundle;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;

/**
 * The match screen's Hint: asked for by the person to move (the button, Ctrl+H), or by itself at
 * each of a person's turns (the game that ends a lesson); said in the status line and drawn on the
 * board. A hint is for a person's live decision only, and never while the board covers that
 * person's hand; it is for the position it was asked in, so a new position drops it.
 */
final class MatchHints {
    private final Match match;
    private final GameEntry entry;
    private final ResourceBundle messages;
    private final I18n i18n;
    private final HintAction action;
    private final StatusLine statusLine;
    private final MatchToolBar toolBar;
    private final BoardView view;
    /** Whether a person may act in a position (the turn loop's answer). */
    private final Predicate<State> personMayAct;
    private final BooleanSupplier browsing;
    /** Whether each of a person's turns starts with a hint (see {@link #eachTurn}). */
    private boolean eachTurn;

    MatchHints(Match match, GameEntry entry, ResourceBundle messages, I18n i18n, HintAction action,
               StatusLine statusLine, MatchToolBar toolBar, BoardView view, Predicate<State> personMayAct,
               BooleanSupplier browsing) {
        this.match = match;
        this.entry = entry;
        this.messages = messages;
        this.i18n = i18n;
        this.action = action;
        this.statusLine = statusLine;
        this.toolBar = toolBar;
        this.view = view;
        this.personMayAct = personMayAct;
        this.browsing = browsing;
    }

    /** Hint: the move the top level would play for the person to move, said in the status line. */
    void ask() {
        State state = match.current();
        if (!mayHint(state) || view.isCovered()) {
            statusLine.showRefusal(i18n.text("hint.notNow"));
            return;
        }
        statusLine.showStatus(i18n.text("hint.thinking"));
        toolBar.enableHint(false);
        action.ask(state, match.cursor(), suggestion -> {
            statusLine.showStatus(HintAction.sentence(suggestion, entry.ui(), messages, i18n));
            view.mark(HintAction.marks(suggestion));
            toolBar.enableHint(allowed());
        });
    }

    /** From now on, a hint is asked for by itself at each of a person's turns. */
    void eachTurn() {
        eachTurn = true;
    }

    /** The position on screen changed: the last hint's answer is dropped, the button follows. */
    void positionChanged() {
        action.cancel();
        toolBar.enableHint(allowed());
    }

    /** After a new position is drawn: the hint of a person's turn, if each turn starts with one. */
    void askIfEachTurn() {
        if (eachTurn && allowed()) {
            ask();
        }
    }

    /** The board covered or uncovered a hand without a new position: the Hint button follows it. */
    void coverChanged() {
        toolBar.enableHint(allowed());
    }

    void cancel() {
        action.cancel();
    }

    /** Whether the Hint button may be pressed: a person's live decision, and no cover over that person's hand. */
    private boolean allowed() {
        return mayHint(match.current()) && !view.isCovered();
    }

    private boolean mayHint(State state) {
        return !browsing.getAsBoolean() && !state.isTerminal() && !state.isChance() && personMayAct.test(state);
    }
}
