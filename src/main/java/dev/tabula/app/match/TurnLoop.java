package dev.tabula.app.match;

import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.computer.SeatController;
import dev.tabula.app.spi.GameUi;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whose turn it is at a table of people and computers, and the loop that lets the computers play
 * (the match screen draws; this decides who acts).
 *
 * <p>Whenever a computer seat is to decide, it is asked for a move and shown as thinking; its
 * answer is played only if the match is still where it asked (an undo, a new match, a dialog or
 * leaving the screen cancels the thinking, and a late answer is dropped). A computer's dice are
 * rolled after the pause between computer moves. A person's seat, and a person's roll, wait for
 * the board. With people and computers at the table, undo and redo go from one decision of a
 * person to the next ({@link #isPersonDecision}); with computers only, the match can be paused.
 */
final class TurnLoop {
    private static final Logger LOG = LoggerFactory.getLogger(TurnLoop.class);

    private final Match match;
    private final GameUi ui;
    private final List<SeatController> controllers;
    private final boolean anyPerson;
    private final boolean anyComputer;
    /** Plays a move the way every move goes: played, autosaved, shown, and then {@link #promptNextSeat}. */
    private final Consumer<Move> commit;
    /** Shows which seat is thinking, or -1 for none. */
    private final IntConsumer showThinking;
    private final IntSupplier computerDelayMillis;
    /** Where the computers' pauses are timed (the computers think through it too). */
    private final ComputerExecutor computers;
    /** Watching computers only: paused by the player (or by stepping with undo and redo). */
    private boolean paused;
    /** A dialog of the shell is open (New, Open): nobody moves until it closes. */
    private boolean suspended;
    private boolean disposed;
    private ComputerExecutor.Timer computerRoll;
    private State rollerCachedFor;
    private int rollerCached;

    TurnLoop(Match match, GameUi ui, List<SeatController> controllers, Consumer<Move> commit,
             IntConsumer showThinking, IntSupplier computerDelayMillis, ComputerExecutor computers) {
        this.match = match;
        this.ui = ui;
        this.controllers = List.copyOf(controllers);
        this.anyPerson = controllers.stream().anyMatch(SeatController::isPerson);
        this.anyComputer = controllers.stream().anyMatch(TurnLoop::isComputer);
        this.commit = commit;
        this.showThinking = showThinking;
        this.computerDelayMillis = computerDelayMillis;
        this.computers = computers;
    }

    /** Whether a person sits at the table (else the match is for watching). */
    boolean hasPeople() {
        return anyPerson;
    }

    /** People and computers together: undo and redo go from one decision of a person to the next. */
    boolean isMixed() {
        return anyPerson && anyComputer;
    }

    boolean isPaused() {
        return paused;
    }

    /** Pauses or goes on watching a computers' match. */
    void setPaused(boolean paused) {
        this.paused = paused;
        if (paused) {
            stopComputers();
        } else {
            promptNextSeat();
        }
    }

    /** A dialog of the shell opens over the match: the computer stops thinking and waits. */
    void suspend() {
        suspended = true;
        stopComputers();
    }

    /** The dialog closed without leaving the match: the computer to move thinks again. */
    void resume() {
        suspended = false;
        promptNextSeat();
    }

    /** The screen is gone: nothing is asked or played any more. */
    void dispose() {
        disposed = true;
        stopComputers();
    }

    /**
     * How a computer's answer to {@code asked} (at the current ply) is played: only if the match
     * is still there; an answer that comes after an undo, a redo or the end of the screen is dropped.
     */
    private Consumer<Move> answerTo(State asked) {
        int ply = match.cursor();
        return move -> {
            showThinking.accept(-1);
            State now = match.current();
            if (disposed || suspended || match.cursor() != ply || !now.equals(asked) || !isLegal(now, move)) {
                LOG.debug("dropped a computer's late answer {}", move.notation());
                return;
            }
            commit.accept(move);
        };
    }

    /** Whether {@code move} may be played at {@code state}: a legal move, or one of its chance outcomes. */
    static boolean isLegal(State state, Move move) {
        if (state.isChance()) {
            return state.chanceOutcomes().stream().map(ChanceOutcome::move).anyMatch(move::equals);
        }
        return state.legalMoves().contains(move);
    }

    /**
     * Lets a computer seat know it is to move, or rolls a computer's dice after the pause between
     * computer moves; a person's seat (and a person's roll) waits for the board.
     */
    void promptNextSeat() {
        stopComputers();
        State state = match.current();
        if (disposed || suspended || paused || match.isOver() || waitsForPeople(state)) {
            return;
        }
        if (state.isChance()) {
            if (computerRolls(state)) {
                rollFor(state);
            }
            return;
        }
        int seat = state.currentSeat();
        SeatController controller = controllers.get(seat);
        if (isComputer(controller)) {
            showThinking.accept(seat);
            controller.yourTurn(state, answerTo(state));
        }
    }

    private void rollFor(State state) {
        int ply = match.cursor();
        // never at once, even with no pause: a table of computers would otherwise play on in one call
        computerRoll = computers.after(computerDelayMillis.getAsInt(), () -> {
            computerRoll = null;
            if (!disposed && !suspended && !paused && match.cursor() == ply && match.current().equals(state)) {
                commit.accept(state.sampleChance()); // what Match.playChance draws, through the common path
            }
        });
    }

    /** Cancels every computer's thinking and a pending computer roll; their answers are dropped. */
    void stopComputers() {
        controllers.forEach(SeatController::cancel);
        if (computerRoll != null) {
            computerRoll.cancel();
            computerRoll = null;
        }
        showThinking.accept(-1);
    }

    // ---------------------------------------------------------------- who may act

    /** Whether a person at the board may act on {@code state} (a move, a roll, a panel's button). */
    boolean personMayAct(State state) {
        if (state.isTerminal() || match.resignation().isPresent()) {
            return false;
        }
        if (waitsForPeople(state)) {
            return true;
        }
        if (state.isChance()) {
            return !computerRolls(state);
        }
        return controllers.get(state.currentSeat()).isPerson();
    }

    /** A panel for the people is showing: the computer leaves it to them (only with people at the table). */
    private boolean waitsForPeople(State state) {
        return anyPerson && anyComputer && ui.waitsForPeople(state.publicView());
    }

    /**
     * Whether the dice of {@code state} are the computer's to roll: the roller is the seat to move
     * once they are rolled. With nobody to tell (the roll ends the game), a table of computers rolls.
     */
    private boolean computerRolls(State state) {
        if (!anyComputer) {
            return false;
        }
        int roller = rollerOf(state);
        return roller >= 0 ? isComputer(controllers.get(roller)) : !anyPerson;
    }

    /** A computer here: neither a person at the board nor a friend at another computer. */
    private static boolean isComputer(SeatController controller) {
        return !controller.isPerson() && !controller.isElsewhere();
    }

    private int rollerOf(State state) {
        if (state != rollerCachedFor) {
            int roller = -1;
            try {
                roller = Math.max(-1, state.seatOfTurn());
            } catch (RuntimeException e) {
                LOG.warn("cannot tell who rolls in {}", state, e);
            }
            rollerCachedFor = state;
            rollerCached = roller;
        }
        return rollerCached;
    }

    /**
     * A decision a person makes, where undo and redo stop at a table of people and computers.
     * A move with no choice (a forced pass) is no decision: the board would play it again at once.
     */
    boolean isPersonDecision(State state) {
        if (state.isTerminal() || state.isChance()) {
            return false;
        }
        return waitsForPeople(state)
                || controllers.get(state.currentSeat()).isPerson() && state.legalMoves().size() > 1;
    }
}
