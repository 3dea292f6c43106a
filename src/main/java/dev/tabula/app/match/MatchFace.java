package dev.tabula.app.match;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.sound.CueSounds;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Cue;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.table.GameOverBanner;
import dev.tabula.app.table.MatchSidePanel;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.nio.file.Path;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;

/**
 * What the match screen shows: the game's board, the tool bar, the seats and the move list, the
 * browse bar, the end-of-match banner, the autosave warning and the status line, each brought up
 * to date with the match and the position shown ({@link #draw}). What is played, undone or
 * browsed is the {@link MatchScreen}'s; the board's moves and the parts' buttons go back to it.
 */
final class MatchFace {
    private final MatchContext context;
    private final GameEntry entry;
    private final Match match;
    private final I18n i18n;
    private final ResourceBundle messages;
    /** The seats with default names in the interface language. */
    private final List<Seat> shownSeats;
    private final MatchNavigator navigator;
    private final TurnLoop turns;
    /** Where the moves go in a network match (the host), else null. */
    private final MatchRelay relay;
    private final BoardView view;
    private final MatchToolBar toolBar;
    private final MatchSidePanel sidePanel;
    private final StatusLine statusLine;
    private final BrowseBar browseBar;
    private final GameOverBanner banner;
    private final AutosaveWarning autosaveWarning;
    private final MatchHints hints;
    /** What the board was last shown. */
    private Sight shownSight;

    MatchFace(MatchContext context, MatchScreen screen, List<Seat> shownSeats, MatchNavigator navigator,
              TurnLoop turns, MatchRelay relay) {
        this.context = context;
        this.entry = screen.entry();
        this.match = screen.match();
        this.i18n = context.i18n();
        this.messages = context.gameBundle(entry);
        this.shownSeats = shownSeats;
        this.navigator = navigator;
        this.turns = turns;
        this.relay = relay;
        this.sidePanel = new MatchSidePanel(i18n, screen::browse);
        this.statusLine = new StatusLine(i18n);
        this.browseBar = new BrowseBar(i18n, screen::goLive, screen::browse);
        this.banner = new GameOverBanner(i18n, screen::rematch, context::showPicker, () -> context.records().show(),
                () -> context.review(match));
        this.autosaveWarning = new AutosaveWarning(i18n, screen::saveAs);
        MatchBoardContext board = new MatchBoardContext(context, entry.id(), messages, shownSeats, navigator,
                statusLine, match::current, screen::play);
        board.onCoverChanged(this::coverChanged);
        this.view = entry.ui().createView(board);
        this.toolBar = new MatchToolBar(context, screen, !turns.hasPeople());
        this.hints = new MatchHints(match, entry, messages, i18n,
                new HintAction(entry.id(), context.computers(), () -> context.settings().thinkMillis), statusLine,
                toolBar, view, turns::personMayAct, navigator::isBrowsing);
    }

    BorderPane build() {
        var parts = new MatchLayout.Parts(view, toolBar, autosaveWarning, browseBar, banner, sidePanel, statusLine);
        BorderPane root = MatchLayout.build(i18n, parts, () -> context.review(match), navigator::isBrowsing, () -> {
                    // while an earlier position is shown, a click on the board says why it does nothing
                    statusLine.showRefusal(browseBar.refusal());
                    RefusalCue.shake(browseBar.node(), context.settings().animationMillis());
                });
        if (relay != null) { // the friends' news, and an undo's question
            MatchLayout.addAtBoardFoot(root, relay.bar());
        }
        return root;
    }

    /** Brings every part of the screen up to date with the match (and the browsed position). */
    void draw(boolean animate) {
        boolean browsing = navigator.isBrowsing();
        State shown = navigator.shown();
        // the face sees what the people here may see, never the match itself
        Sight sight = relay == null ? Sight.of(shown, match.seats()) : Sight.of(shown, relay.seatsSeenHere(match.seats()));
        // a resigned match is over on the board too, though its last position has a seat to move
        shownSight = !browsing && match.isOver() ? sight.matchOver() : sight;
        view.show(shownSight, navigator.lastShownMove(), animate && !browsing);
        String resigned = browsing ? null : ResignAction.sentenceIfResigned(match, shownSeats, i18n);
        statusLine.showStatus(resigned != null ? resigned : entry.ui().status(shown.publicView(), shownSeats, messages));
        sidePanel.showSeats(shown, shownSight.isMatchOver(), shownSeats, entry.ui(), messages);
        sidePanel.showMoves(match, navigator.browsedPly(), shownSeats, entry.ui(), messages);
        browseBar.show(browsing, sidePanel.turns(), navigator.shownPly(), match.cursor());
        toolBar.enableUndoRedo(relay == null ? navigator.canUndo() : relay.mayAskUndo(), relay == null && navigator.canRedo());
        toolBar.explainUndo(navigator.undoBlockedByASeenCard() ? i18n.text("undo.refused.cardSeen") : null);
        showPaused();
        hints.positionChanged(); // a hint is for the position it was asked in
        toolBar.enableResign((relay == null ? ResignAction.resigner(match)
                : ResignAction.resigner(match, seat -> !relay.isRemote(seat))).isPresent());
        showBanner(shown, resigned, browsing);
        if (animate && !browsing && shown.isTerminal() && CueSounds.personWon(shown.outcome(), shownSeats)) {
            context.sounds().cue(Cue.WIN); // the game just ended, won at this screen
        }
        hints.askIfEachTurn();
    }

    /** The banner of a finished game, or of a resigned match ({@code resigned}: its sentence, else null). */
    private void showBanner(State shown, String resigned, boolean browsing) {
        if (resigned != null) {
            banner.show(match.outcome(), shownSeats, resigned);
        } else if (!browsing && shown.isTerminal()) {
            banner.show(shown, shownSeats, entry.ui(), messages);
        } else {
            banner.hide();
        }
    }

    /** What the board was last shown: all that the game's face was given of the match. */
    Sight shownSight() {
        return shownSight;
    }

    /** The window's title: the game, and the match's file if it has one. */
    void showTitle(Path file) {
        String name = context.gameName(entry);
        context.stage().setTitle(file == null
                ? i18n.text("window.title.match", name)
                : i18n.text("window.title.file", name, String.valueOf(file.getFileName())));
    }

    /** A sentence in the status line until the next position. */
    void say(String sentence) {
        statusLine.showStatus(sentence);
    }

    /** Why something was refused, in the status line. */
    void refuse(String why) {
        statusLine.showRefusal(why);
    }

    /** Who is thinking ({@code seat}), or nobody ({@code -1}). */
    void showThinking(int seat) {
        statusLine.showThinking(seat >= 0 ? match.seats().get(seat).name() : null);
    }

    /** The Pause button of a computers' match says what it does next. */
    void showPaused() {
        toolBar.showPaused(turns.isPaused(), match.isOver());
    }

    /** The autosave fails ({@code why} in the player's words): a warning above the board. */
    void showAutosaveProblem(Path folder, String why) {
        autosaveWarning.show(folder, why);
    }

    void clearAutosaveProblem() {
        autosaveWarning.hide();
    }

    /** The board covered or uncovered a hand without a new position. */
    private void coverChanged() {
        hints.coverChanged();
    }

    MatchHints hints() {
        return hints;
    }

    Node boardNode() {
        return view.node();
    }

    void dispose() {
        view.dispose();
    }
}
