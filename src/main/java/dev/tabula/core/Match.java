package dev.tabula.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match being played: the game, its setup, who sits where, and the line of moves with every
 * state along it. Undo and redo move a cursor along that line, so redo gives back exactly the
 * states that were there (no re-rolled dice, no reshuffled cards). A new move after an undo
 * replaces the moves that were undone.
 *
 * <p>A person may resign ({@link #resign}): that ends the match at the ply it was given, for good
 * (no undo, no redo, no more moves), and {@link #outcome()} says so.
 *
 * <p>This is the one mutable object of the rules layer; it is not thread-safe and belongs to
 * whoever drives the match (the app's match screen, the command line).
 */
public final class Match {
    /** The reason of a resigned match's {@link #outcome()}. */
    public static final String RESIGNED = "match.resigned";

    private final Game game;
    private final Setup setup;
    private final List<Seat> seats;
    private final List<Move> moves = new ArrayList<>();
    private final List<State> states = new ArrayList<>();
    private int cursor;
    private Resignation resignation;

    public Match(Game game, Setup setup, List<Seat> seats) {
        game.info().checkSeats(setup.seats());
        if (seats.size() != setup.seats()) {
            throw new TabulaException(setup.seats() + " seats need " + setup.seats() + " names, not " + seats.size());
        }
        this.game = game;
        this.setup = setup;
        this.seats = List.copyOf(seats);
        this.states.add(game.start(setup));
    }

    public Game game() {
        return game;
    }

    public Setup setup() {
        return setup;
    }

    public List<Seat> seats() {
        return seats;
    }

    /** The state now in effect (after {@link #cursor()} moves). */
    public State current() {
        return states.get(cursor);
    }

    /** The state after the first {@code ply} moves of the line, 0 being the start. */
    public State stateAt(int ply) {
        return states.get(ply);
    }

    /** How many moves of the line are in effect; the rest can be redone. */
    public int cursor() {
        return cursor;
    }

    /** The whole line of moves, including those undone and still redoable. */
    public List<Move> line() {
        return List.copyOf(moves);
    }

    /** The moves in effect. */
    public List<Move> played() {
        return List.copyOf(moves.subList(0, cursor));
    }

    /** Plays a legal move (or chance outcome) at the current state, dropping any redo line. */
    public State play(Move move) {
        if (resignation != null) {
            throw new IllegalStateException("the match was resigned");
        }
        State next = current().apply(move);
        moves.subList(cursor, moves.size()).clear();
        states.subList(cursor + 1, states.size()).clear();
        moves.add(move);
        states.add(next);
        cursor++;
        return next;
    }

    /** Plays the chance outcome that the match's seeded generator draws now. */
    public State playChance() {
        return play(current().sampleChance());
    }

    /**
     * Whether undo may go back one move: not at the start, and not past a state that showed
     * someone a card (see {@link State#isUndoBarrier()}).
     */
    public boolean canUndo() {
        return resignation == null && cursor > 0 && !states.get(cursor).isUndoBarrier();
    }

    public boolean canRedo() {
        return resignation == null && cursor < moves.size();
    }

    public void undo() {
        if (!canUndo()) {
            throw new IllegalStateException("nothing to undo");
        }
        cursor--;
    }

    public void redo() {
        if (!canRedo()) {
            throw new IllegalStateException("nothing to redo");
        }
        cursor++;
    }

    /** Moves the cursor to {@code ply} (used when loading a file that was saved after undos). */
    public void rewindTo(int ply) {
        if (resignation != null) {
            throw new IllegalStateException("the match was resigned");
        }
        if (ply < 0 || ply > moves.size()) {
            throw new IllegalArgumentException("no ply " + ply);
        }
        cursor = ply;
    }

    // ---------------------------------------------------------------- resigning and the end

    /**
     * {@code seat} concedes the match at the current ply: the redo line goes (like a new move),
     * and the match is over for good. Only while it is still going.
     */
    public void resign(int seat) {
        if (seat < 0 || seat >= seats.size()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        if (isOver()) {
            throw new IllegalStateException("the match is already over");
        }
        moves.subList(cursor, moves.size()).clear();
        states.subList(cursor + 1, states.size()).clear();
        resignation = new Resignation(seat, cursor);
    }

    /** Who resigned and at which ply, if anyone did. */
    public Optional<Resignation> resignation() {
        return Optional.ofNullable(resignation);
    }

    /** Whether the match has ended: its game reached its end, or someone resigned. */
    public boolean isOver() {
        return resignation != null || current().isTerminal();
    }

    /**
     * How the match ended: the game's own outcome, or for a resignation one whose reason is
     * {@link #RESIGNED} with the resigning seat as its one argument. Only once {@link #isOver()}.
     */
    public Outcome outcome() {
        if (resignation == null) {
            return current().outcome();
        }
        int seat = resignation.seat();
        return new Outcome(current().winnersAfterResignation(seat, seats.size()), RESIGNED,
                List.of(String.valueOf(seat)));
    }

    /** {@code seat} resigned after the first {@code ply} moves. */
    public record Resignation(int seat, int ply) {
    }
}
