package dev.tabula.app.match;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.computer.SeatController;
import dev.tabula.app.computer.SeatControllers;
import dev.tabula.app.common.SeatNames;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.app.review.ReviewButton;
import dev.tabula.core.State;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One match on screen: the game's board in the centre, the seats and the move list beside it,
 * the tool bar above and the status line below. It owns the {@link Match}: moves come from the
 * board view or from a computer's {@link SeatController} and go the same way ({@link #commit}):
 * played, autosaved, listed, shown with the move animation.
 *
 * <p>Who may act, and when the computers are asked, is the {@link TurnLoop}'s. With people and
 * computers at the table, undo and redo go from one decision of a person to the next; with
 * computers only, the screen is for watching: a Pause button, and undo steps one move and pauses.
 */
public final class MatchScreen implements ShownMatch {
    private static final Logger LOG = LoggerFactory.getLogger(MatchScreen.class);

    private final MatchContext context;
    private final GameEntry entry;
    private final Match match;
    private final I18n i18n;
    private final ResourceBundle messages;
    /** The seats with default names in the interface language (see {@link SeatNames}). */
    private final List<Seat> shownSeats;
    /** Who acts: the people at the board, or the computers it asks. */
    private final TurnLoop turns;
    /** Undo, redo and which position is shown (see {@link MatchNavigator}). */
    private final MatchNavigator navigator;
    /** Where the match is kept in progress (see {@link InProgress}). */
    private final InProgress.Slot slot;
    private Path file;
    private BoardView view;
    /** What the board was last shown. */
    private Sight shownSight;

    private final MatchSidePanel sidePanel;
    private final StatusLine statusLine;
    private final BrowseBar browseBar;
    private final GameOverBanner banner;
    private final AutosaveWarning autosaveWarning;
    private MatchToolBar toolBar;
    /** The Hint action for the person to move. */
    private final HintAction hints;
    /** The question before a person's move that loses at once, when the player asked for it. */
    private final LosingMoveWarning losingMoveWarning;
    /** Where the moves go in a network match (the host), else null. */
    private final MatchRelay relay;
    /** Whether the relay goes on with the next screen of this match (a language switch), so closing here keeps it. */
    private boolean relayHandedOver;
    /** Whether each of a person's turns starts with a hint (see {@link #hintEachTurn}). */
    private boolean hintEachTurn;

    public MatchScreen(MatchContext context, GameEntry entry, Match match, Path file, InProgress.Slot slot) {
        this(context, entry, match, file, slot, null);
    }

    /**
     * A match played through {@code relay} (a network host; null for a match on this computer only):
     * a friend's seat is moved from afar and its hand never drawn here; undo asks the friends, resign tells them.
     */
    public MatchScreen(MatchContext context, GameEntry entry, Match match, Path file, InProgress.Slot slot,
                       MatchRelay relay) {
        this.context = context;
        this.relay = relay;
        this.slot = slot;
        this.entry = entry;
        this.match = match;
        this.file = file;
        this.i18n = context.i18n();
        this.messages = context.gameBundle(entry);
        this.shownSeats = SeatNames.forDisplay(match.seats(), entry, i18n);
        this.sidePanel = new MatchSidePanel(i18n, this::browse);
        this.statusLine = new StatusLine(i18n);
        this.browseBar = new BrowseBar(i18n, this::goLive);
        this.banner = new GameOverBanner(i18n, this::rematch, context::showPicker, () -> context.records().show(),
                () -> context.review(match));
        this.autosaveWarning = new AutosaveWarning(i18n, this::saveAs);
        List<SeatController> controllers = new ArrayList<>();
        for (int i = 0; i < match.seats().size(); i++) {
            controllers.add(relay != null && relay.isRemote(i) ? SeatController.elsewhere() : SeatControllers.forSeat(match.seats().get(i), i, entry.id(), match.setup().seed(),
                    context.settings(), context.computers()));
        }
        this.hints = new HintAction(entry.id(), context.computers(), () -> context.settings().thinkMillis);
        this.losingMoveWarning = new LosingMoveWarning(context, () -> context.settings().warnLosingMoves);
        this.turns = new TurnLoop(match, entry.ui(), controllers, this::commit, this::showThinking,
                () -> context.settings().computerDelayMillis(), context.computers());
        this.navigator = new MatchNavigator(match, turns.isMixed(), turns::isPersonDecision, turns::personMayAct);
    }

    public GameEntry entry() {
        return entry;
    }

    public Match match() {
        return match;
    }

    public Path file() {
        return file;
    }

    public InProgress.Slot slot() {
        return slot;
    }

    public boolean isBrowsing() {
        return navigator.isBrowsing();
    }

    public BorderPane build() {
        MatchBoardContext board = new MatchBoardContext(context, entry.id(), messages, shownSeats, navigator,
                statusLine, match::current, this::play);
        board.onCoverChanged(this::coverChanged);
        view = entry.ui().createView(board);
        BorderPane root = new BorderPane();
        root.setId("match-screen");
        root.getStyleClass().add("match-screen");
        toolBar = new MatchToolBar(context, this, !turns.hasPeople());
        root.setTop(new javafx.scene.layout.VBox(toolBar.node(), autosaveWarning.node()));
        StackPane centre = new StackPane(view.node(), BoardFocusRing.around(view.node(), root), browseBar.node(),
                banner.node());
        centre.getStyleClass().add("board-area");
        // a board that cannot shrink to a tiny window is cut at its area's edge, never drawn over the tool bar
        javafx.scene.shape.Rectangle inside = new javafx.scene.shape.Rectangle();
        inside.widthProperty().bind(centre.widthProperty());
        inside.heightProperty().bind(centre.heightProperty());
        centre.setClip(inside);
        StackPane.setAlignment(browseBar.node(), Pos.TOP_CENTER);
        StackPane.setAlignment(banner.node(), Pos.CENTER);
        view.node().setMinSize(0, 0);
        // while an earlier position is shown, a click on the board says why it does nothing
        view.node().addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            if (isBrowsing()) {
                event.consume();
                statusLine.showRefusal(i18n.text("browse.refused", navigator.shownPly()));
                RefusalCue.shake(browseBar.node(), context.settings().animationMillis());
            }
        });
        if (relay != null) { // the friends' news, and an undo's question, over the board's foot
            centre.getChildren().add(relay.bar());
            StackPane.setAlignment(relay.bar(), Pos.BOTTOM_CENTER);
        }
        root.setCenter(centre);
        toolBar.resignButton().ifPresent(sidePanel::addFooter);
        sidePanel.addFooter(ReviewButton.of(i18n, () -> context.review(match)));
        root.setRight(sidePanel.node());
        root.setBottom(statusLine.node());
        refresh(false);
        updateTitle();
        if (relay != null) {
            relay.onChange(() -> changed(true));
        }
        return root;
    }

    /** Lets a computer to move start thinking; called once the screen shows. */
    public void start() {
        turns.promptNextSeat();
    }

    /** A dialog of the shell opens over the match: the computer stops thinking and waits. */
    public void suspend() {
        turns.suspend();
    }

    /** The dialog closed without leaving the match: the computer to move thinks again. */
    public void resume() {
        turns.resume();
    }

    /** The game's board node (a test asks where the keyboard's focus is). */
    public Node boardNode() {
        return view.node();
    }

    public void focusBoard() {
        view.node().requestFocus();
    }

    public void dispose() {
        turns.dispose();
        hints.cancel();
        if (relay != null && !relayHandedOver) {
            relay.close();
        }
        if (view != null) {
            view.dispose();
        }
    }

    // ---------------------------------------------------------------- the match

    /** A person's move from the board: played if legal, live and theirs to make, otherwise ignored. */
    public void play(Move move) {
        if (!navigator.accepts(move)) {
            LOG.warn("ignored move {} (browsing: {}, over: {})", move.notation(), isBrowsing(),
                    match.current().isTerminal());
            return;
        }
        if (!losingMoveWarning.allows(match.current(), move, shownSeats)) {
            refresh(false); // taken back: the board shows the position as it was
            return;
        }
        commit(move);
    }

    /** Every move, a person's or a computer's, goes this way: played, autosaved, shown, listed. */
    private void commit(Move move) {
        if (relay != null) { // the host plays it and tells this screen through changed()
            relay.play(move).ifPresent(why -> {
                statusLine.showRefusal(why);
                refresh(false);
            });
            return;
        }
        match.play(move);
        changed(true);
    }

    /** The match changed (a move here, or a friend's through the relay): saved, counted, shown, next seat. */
    private void changed(boolean animate) {
        context.autosave(this);
        context.records().matchEnded(match); // counted once, when it ends
        refresh(animate);
        turns.promptNextSeat();
    }

    /** Hint: the move the top level would play for the person to move, said in the status line. */
    public void hint() {
        State state = match.current();
        if (!mayHint(state) || view.isCovered()) {
            statusLine.showRefusal(i18n.text("hint.notNow"));
            return;
        }
        statusLine.showStatus(i18n.text("hint.thinking"));
        toolBar.enableHint(false);
        hints.ask(state, match.cursor(), suggestion -> {
            statusLine.showStatus(HintAction.sentence(suggestion, entry.ui(), messages, i18n));
            view.mark(HintAction.marks(suggestion));
            toolBar.enableHint(hintAllowed());
        });
    }

    /** Whether the Hint button may be pressed: a person's live decision, and no cover over that person's hand. */
    private boolean hintAllowed() {
        return mayHint(match.current()) && !view.isCovered();
    }

    /** The board covered or uncovered a hand without a new position: the Hint follows it. */
    private void coverChanged() {
        toolBar.enableHint(hintAllowed());
    }

    /** From now on, a hint is asked for by itself at each of a person's turns (the game ending a lesson). */
    public void hintEachTurn() {
        hintEachTurn = true;
        refresh(false);
    }

    /** A hint is for a person's live decision (and never while the board covers that person's hand: see {@link #hint}). */
    private boolean mayHint(State state) {
        return !isBrowsing() && !state.isTerminal() && !state.isChance() && turns.personMayAct(state);
    }

    private void showThinking(int seat) {
        statusLine.showThinking(seat >= 0 ? match.seats().get(seat).name() : null);
    }

    void toggleWatching() {
        turns.setPaused(!turns.isPaused());
        updateWatchButton();
    }

    private void updateWatchButton() {
        toolBar.showPaused(turns.isPaused(), match.isOver());
    }

    /** Resign ({@link ResignAction}): confirmed by the person it is for, and final. */
    public void resign() {
        if (relay != null) {
            resignOverTheNetwork();
            return;
        }
        turns.suspend();
        if (ResignAction.confirmAndResign(context.stage(), i18n, match, shownSeats)) {
            navigator.backToGame();
            context.autosave(this);
            context.records().matchEnded(match);
        }
        turns.resume(); // nobody is asked again once the match is over
        refresh(false);
    }

    /** A person here resigns through the host, which tells the friends; the host's answer redraws the screen. */
    private void resignOverTheNetwork() {
        ResignAction.resigner(match, seat -> !relay.isRemote(seat)).ifPresent(seat -> {
            if (ResignAction.confirm(context.stage(), i18n, shownSeats.get(seat).name())) {
                relay.resign(seat).ifPresent(statusLine::showRefusal);
            }
        });
    }

    /** The relay, to go on with the next screen of this match (a language switch); this one no longer closes it. */
    public MatchRelay handOverRelay() {
        relayHandedOver = true;
        return relay;
    }

    // ---------------------------------------------------------------- undo and redo

    /** Whether undo is possible now (at a mixed table: whether a person's earlier decision is in reach). */
    boolean canUndoNow() {
        return navigator.canUndo();
    }

    public void undo() {
        navigator.backToGame();
        if (relay != null) { // the friends are asked; the match changes only if all agree
            relay.askUndo().ifPresent(statusLine::showRefusal);
            return;
        }
        if (!navigator.canUndo()) {
            if (navigator.undoBlockedByASeenCard()) {
                statusLine.showRefusal(i18n.text("undo.refused.cardSeen"));
            }
            return;
        }
        turns.stopComputers();
        navigator.undo();
        if (!turns.hasPeople()) {
            turns.setPaused(true); // stepping back through a computers' match: watch it step by step
            updateWatchButton();
        }
        context.autosave(this);
        refresh(false);
        turns.promptNextSeat();
    }

    public void redo() {
        navigator.backToGame();
        if (relay != null || !navigator.canRedo()) {
            return;
        }
        turns.stopComputers();
        navigator.redo();
        context.autosave(this);
        refresh(true);
        turns.promptNextSeat();
    }

    public void save() {
        context.matchFiles().save(this);
    }

    public void saveAs() {
        context.matchFiles().saveAs(this);
    }

    /** The match was saved to {@code target}: it is the match's file from now on. */
    public void savedTo(Path target) {
        file = target;
        updateTitle();
        // seen where the player looks, until the next move: the title alone went unnoticed
        statusLine.showStatus(i18n.text("status.saved", String.valueOf(target.getFileName())));
    }

    /** The autosave fails: a warning above the board, until a write succeeds again. */
    public void showAutosaveProblem(MatchesInProgress.AutosaveProblem problem) {
        autosaveWarning.show(problem.folder(), FileProblems.describe(i18n, problem.problem()));
    }

    public void clearAutosaveProblem() {
        autosaveWarning.hide();
    }

    private void rematch() {
        context.startMatch(new MatchRequest(entry, match.seats(), match.setup().options().asMap(),
                MatchRequest.randomSeed()));
    }

    // ---------------------------------------------------------------- browsing the move list

    /** Shows the position after {@code ply} moves, without changing the match. */
    public void browse(int ply) {
        if (!navigator.browse(ply)) {
            goLive();
            return;
        }
        refresh(false);
    }

    void goLive() {
        navigator.backToGame();
        refresh(false);
        focusBoard();
    }

    // ---------------------------------------------------------------- drawing

    /** Brings every part of the screen up to date with the match (and the browsed position). */
    public void refresh(boolean animate) {
        int ply = navigator.shownPly();
        State shown = navigator.shown();
        // the face sees what the people here may see, never the match itself
        Sight sight = relay == null ? Sight.of(shown, match.seats()) : Sight.of(shown, relay.seatsSeenHere(match.seats()));
        // a resigned match is over on the board too, though its last position has a seat to move
        shownSight = !isBrowsing() && match.isOver() ? sight.matchOver() : sight;
        view.show(shownSight, navigator.lastShownMove(), animate && !isBrowsing());
        String resigned = isBrowsing() ? null : ResignAction.sentenceIfResigned(match, shownSeats, i18n);
        statusLine.showStatus(resigned != null ? resigned : entry.ui().status(shown.publicView(), shownSeats, messages));
        sidePanel.showSeats(shown, shownSight.isMatchOver(), shownSeats, entry.ui(), messages);
        sidePanel.showMoves(match, navigator.browsedPly(), shownSeats, entry.ui(), messages);
        browseBar.show(isBrowsing(), ply, match.cursor());
        toolBar.enableUndoRedo(relay == null ? canUndoNow() : relay.mayAskUndo(), relay == null && navigator.canRedo());
        toolBar.explainUndo(navigator.undoBlockedByASeenCard() ? i18n.text("undo.refused.cardSeen") : null);
        updateWatchButton();
        hints.cancel(); // a hint is for the position it was asked in
        toolBar.enableHint(hintAllowed());
        toolBar.enableResign((relay == null ? ResignAction.resigner(match)
                : ResignAction.resigner(match, seat -> !relay.isRemote(seat))).isPresent());
        updateBanner(shown, resigned);
        if (animate && !isBrowsing() && shown.isTerminal()
                && dev.tabula.app.sound.CueSounds.personWon(shown.outcome(), shownSeats)) {
            context.sounds().cue(dev.tabula.app.spi.Cue.WIN); // the game just ended, won at this screen
        }
        if (hintEachTurn && hintAllowed()) {
            hint();
        }
    }

    /** What the board was last shown: all that the game's face was given of the match. */
    public Sight shownSight() {
        return shownSight;
    }

    /** The banner of a finished game, or of a resigned match ({@code resigned}: its sentence, else null). */
    private void updateBanner(State shown, String resigned) {
        if (resigned != null) {
            banner.show(match.outcome(), shownSeats, resigned);
        } else if (!isBrowsing() && shown.isTerminal()) {
            banner.show(shown, shownSeats, entry.ui(), messages);
        } else {
            banner.hide();
        }
    }

    private void updateTitle() {
        String name = context.gameName(entry);
        context.stage().setTitle(file == null
                ? i18n.text("window.title.match", name)
                : i18n.text("window.title.file", name, String.valueOf(file.getFileName())));
    }
}
