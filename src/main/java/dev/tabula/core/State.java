package dev.tabula.core;

import java.util.List;

/**
 * An immutable position of a game, including everything needed to continue it: whose turn it
 * is, the seeded generator's state, and for card games the hidden cards. A state that throws dice
 * or shuffles extends {@link SeededState}, which keeps the generator for it; a state that draws
 * nothing after the start implements this interface directly.
 *
 * <p>Each state is exactly one of three kinds:
 * <ul>
 *   <li><b>decision</b>: {@link #currentSeat()} is a seat, which picks one of {@link #legalMoves()};</li>
 *   <li><b>chance</b>: {@link #currentSeat()} is {@link #CHANCE}; the next move is one of
 *       {@link #chanceOutcomes()}, drawn by {@link #sampleChance()} from the state's own generator
 *       (a search player may instead pick outcomes by their probabilities);</li>
 *   <li><b>terminal</b>: {@link #isTerminal()} holds and {@link #outcome()} says who won.</li>
 * </ul>
 * Shuffles whose outcomes are too many to list (a deck of cards) are not chance states: the game
 * shuffles with its stored generator inside {@link #apply} and keeps the order as hidden state.
 *
 * <p>Implementations override {@code equals} and {@code hashCode} by value: a match saved and
 * loaded must give an equal state, and equal states agree on everything this interface answers
 * ({@link SeededState} does it for the generator).
 */
public interface State {

    /** {@link #currentSeat()} of a chance state. */
    int CHANCE = -1;
    /** {@link #currentSeat()} of a terminal state. */
    int NOBODY = -2;

    /** The number of seats in this game (2–4). */
    int seatCount();

    /** The seat to decide, or {@link #CHANCE}, or {@link #NOBODY} once the game is over. */
    int currentSeat();

    default boolean isChance() {
        return currentSeat() == CHANCE;
    }

    /**
     * The seat whose turn it is: the seat to decide or, at a chance state, the seat that decides
     * once the chance is resolved (the one who rolls the dice); {@link #NOBODY} at the end, or when
     * the chance may end the game.
     */
    default int seatOfTurn() {
        State state = this;
        while (state.isChance()) {
            state = state.apply(state.sampleChance());
        }
        return state.currentSeat();
    }

    boolean isTerminal();

    /**
     * The legal moves of the seat to move, never empty at a decision state (a forced pass is a
     * move). Empty at chance and terminal states.
     */
    List<Move> legalMoves();

    /**
     * A legal move chosen uniformly with {@code rng}: exactly {@code legalMoves().get(rng.nextInt(n))}
     * for the {@code n} legal moves, the same move from the same draws, so a game that answers it
     * without building its list (random playouts ask it every ply) plays the same games. Only at a
     * decision state.
     */
    default Move uniformMove(Rng rng) {
        List<Move> moves = legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException(isTerminal() ? "the game is over: there is no move to choose"
                    : "seat " + currentSeat() + " is to decide but has no legal move, and the State contract says "
                    + "a decision state always has one (a forced pass is a move)");
        }
        return moves.get(rng.nextInt(moves.size()));
    }

    /** The outcomes of the chance event due now; empty unless {@link #isChance()}. */
    default List<ChanceOutcome> chanceOutcomes() {
        return List.of();
    }

    /** The outcome the match's own seeded generator draws here; only at a chance state. */
    default Move sampleChance() {
        throw new IllegalStateException("not a chance state");
    }

    /**
     * The state after {@code move}, which must be legal here (a legal move or a chance outcome).
     * This state is not changed.
     */
    State apply(Move move);

    /** Who won and why; only at a terminal state. */
    Outcome outcome();

    /**
     * Who wins when {@code seat} resigns here, at a table of {@code seatCount}: by default every
     * other seat shares the win (with two seats, the other wins). A game with a standing worth
     * more (Zodijak's match points) names its leaders instead.
     */
    default List<Integer> winnersAfterResignation(int seat, int seatCount) {
        return java.util.stream.IntStream.range(0, seatCount).filter(other -> other != seat).boxed().toList();
    }

    /**
     * Whether reaching this state showed someone a card they had not seen, so that undo may not
     * go back before it (Zodijak). Games without hidden information never set it.
     */
    default boolean isUndoBarrier() {
        return false;
    }

    /** What {@code seat} may see of this state. */
    default SeatView viewFor(int seat) {
        return new PerfectView(this, seat);
    }

    /**
     * What everybody at the table may see of this state, the view of no seat in particular
     * ({@link SeatView#NO_SEAT}): what a game's face is given to draw the board, its status line
     * and its seat summaries. For a game of perfect information it is the state itself, but for
     * its generator ({@link PerfectView}); a game with hidden cards must override it.
     */
    default SeatView publicView() {
        return new PerfectView(this, SeatView.NO_SEAT);
    }
}
