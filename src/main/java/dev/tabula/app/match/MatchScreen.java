package dev.tabula.app.match;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.MatchRelay;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.ResignAction;
import dev.tabula.app.common.SeatNames;
import dev.tabula.app.computer.SeatController;
import dev.tabula.app.computer.SeatControllers;
import dev.tabula.app.files.FileProblems;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One match on screen. It owns the {@link Match}: moves come from the board view or from a
 * computer's {@link SeatController} and go the same way ({@link #commit}): played, autosaved,
 * listed, shown with the move animation. What the screen shows, and how, is the {@link MatchFace}'s.
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
    /** The seats with default names in the interface language (see {@link SeatNames}). */
    private final List<Seat> shownSeats;
    /** Who acts: the people at the board, or the computers it asks. */
    private final TurnLoop turns;
    /** Undo, redo and which position is shown (see {@link MatchNavigator}). */
    private final MatchNavigator navigator;
    /** Where the match is kept in progress (see {@link InProgress}). */
    private final InProgress.Slot slot;
    private Path file;
    /** The question before a person's move that loses at once, when the player asked for it. */
    private final LosingMoveWarning losingMoveWarning;
    /** Where the moves go in a network match (the host), else null. */
    private final MatchRelay relay;
    /** Whether the relay goes on with the next screen of this match (a language switch), so closing here keeps it. */
    private boolean relayHandedOver;
    /** The board and the parts around it. */
    private final MatchFace face;

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
        this.shownSeats = SeatNames.forDisplay(match.seats(), entry, i18n);
        List<SeatController> controllers = new ArrayList<>();
        for (int i = 0; i < match.seats().size(); i++) {
            controllers.add(relay != null && relay.isRemote(i) ? SeatController.elsewhere() : SeatControllers.forSeat(match.seats().get(i), i, entry.id(), match.setup().seed(),
                    context.settings(), context.computers()));
        }
        this.losingMoveWarning = new LosingMoveWarning(context, () -> context.settings().warnLosingMoves);
        this.turns = new TurnLoop(match, entry.ui(), controllers, this::commit, this::showThinking,
                () -> context.settings().computerDelayMillis(), context.computers());
        this.navigator = new MatchNavigator(match, turns.isMixed(), turns::isPersonDecision, turns::personMayAct);
        this.face = new MatchFace(context, this, shownSeats, navigator, turns, relay);
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
        BorderPane root = face.build();
        refresh(false);
        face.showTitle(file);
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
        return face.boardNode();
    }

    public void focusBoard() {
        face.boardNode().requestFocus();
    }

    public void dispose() {
        turns.dispose();
        face.hints().cancel();
        if (relay != null && !relayHandedOver) {
            relay.close();
        }
        face.dispose();
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
                face.refuse(why);
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
        face.hints().ask();
    }

    /** From now on, a hint is asked for by itself at each of a person's turns (the game ending a lesson). */
    public void hintEachTurn() {
        face.hints().eachTurn();
        refresh(false);
    }

    private void showThinking(int seat) {
        face.showThinking(seat);
    }

    void toggleWatching() {
        turns.setPaused(!turns.isPaused());
        face.showPaused();
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
                relay.resign(seat).ifPresent(face::refuse);
            }
        });
    }

    /** The relay, to go on with the next screen of this match (a language switch); this one no longer closes it. */
    public MatchRelay handOverRelay() {
        relayHandedOver = true;
        return relay;
    }

    void rematch() {
        context.startMatch(new MatchRequest(entry, match.seats(), match.setup().options().asMap(),
                MatchRequest.randomSeed()));
    }

    // ---------------------------------------------------------------- undo and redo

    public void undo() {
        navigator.backToGame();
        if (relay != null) { // the friends are asked; the match changes only if all agree
            relay.askUndo().ifPresent(face::refuse);
            return;
        }
        if (!navigator.canUndo()) {
            if (navigator.undoBlockedByASeenCard()) {
                face.refuse(i18n.text("undo.refused.cardSeen"));
            }
            return;
        }
        turns.stopComputers();
        navigator.undo();
        if (!turns.hasPeople()) {
            turns.setPaused(true); // stepping back through a computers' match: watch it step by step
            face.showPaused();
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

    // ---------------------------------------------------------------- the match's files

    public void save() {
        context.matchFiles().save(this);
    }

    public void saveAs() {
        context.matchFiles().saveAs(this);
    }

    /** The match was saved to {@code target}: it is the match's file from now on. */
    public void savedTo(Path target) {
        file = target;
        face.showTitle(file);
        // seen where the player looks, until the next move: the title alone went unnoticed
        face.say(i18n.text("status.saved", String.valueOf(target.getFileName())));
    }

    /** The autosave fails: a warning above the board, until a write succeeds again. */
    public void showAutosaveProblem(MatchesInProgress.AutosaveProblem problem) {
        face.showAutosaveProblem(problem.folder(), FileProblems.describe(i18n, problem.problem()));
    }

    public void clearAutosaveProblem() {
        face.clearAutosaveProblem();
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

    /** Brings every part of the screen up to date with the match (and the browsed position). */
    public void refresh(boolean animate) {
        face.draw(animate);
    }

    /** What the board was last shown: all that the game's face was given of the match. */
    public Sight shownSight() {
        return face.shownSight();
    }
}
