package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.OptionalInt;

/**
 * Whether a move loses at once: after it, the game is over with another seat winning, or the next
 * seat to decide has a reply that ends the game with that seat winning. The beginner's warning
 * ("warn me before a move that loses at once") and the {@code greedy} baseline ask it.
 *
 * <p>Only a position everyone sees whole and whose next step no dice decide can be judged from a
 * seat's view: with hidden cards or a roll in between, "the opponent can win at once" would be a
 * guess (or a peek), so such positions are never judged (empty).
 */
public final class LosingMoves {
    private LosingMoves() {
    }

    /**
     * The seat that can win at once if the seat of {@code view} plays {@code move} (a legal move of
     * that seat), or empty when none can, or the view hides something ({@link PerfectView} only).
     */
    public static OptionalInt winnerAfter(SeatView view, Move move) {
        if (!(view instanceof PerfectView perfect)) {
            return OptionalInt.empty();
        }
        return winnerAfter(perfect.state(), move);
    }

    /** {@link #winnerAfter(SeatView, Move)} on a state whose every piece the mover sees. */
    static OptionalInt winnerAfter(State state, Move move) {
        int mover = state.currentSeat();
        State next = state.apply(move);
        if (next.isTerminal()) {
            return otherWinner(next.outcome(), mover);
        }
        int replier = next.currentSeat();
        if (next.isChance() || replier == mover) {
            return OptionalInt.empty();
        }
        for (Move reply : next.legalMoves()) {
            State after = next.apply(reply);
            if (after.isTerminal() && after.outcome().isWinner(replier) && !after.outcome().isWinner(mover)) {
                return OptionalInt.of(replier);
            }
        }
        return OptionalInt.empty();
    }

    /** The winner of a game the mover ended without winning it (a repetition lost, say). */
    private static OptionalInt otherWinner(Outcome outcome, int mover) {
        if (outcome.isWinner(mover) || outcome.winners().isEmpty()) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(outcome.winners().get(0));
    }
}
