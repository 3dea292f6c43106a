package dev.tabula.ai.review;

import dev.tabula.core.Move;
import java.util.Optional;

/**
 * The review of one decision of a match: the seat that decided, the move it played and the
 * engine's, and their values for that seat.
 *
 * @param ply         the moves played before this one (0: the first move of the match)
 * @param bestValue   the engine's best move's value, which is the position's value for the seat
 *                    to move: its chance of winning, or the exact result where the game is solved
 * @param playedValue the played move's value on the same scale
 * @param worstValue  the value of the worst legal move: where it is about the best's, nothing
 *                    was at stake (a decided position), and accuracy does not count the move
 * @param exact       whether both values are exact (a solved position, a proved result)
 * @param reason      why the move fell short, where the engine can tell (only for an inaccuracy or worse)
 */
public record MoveReview(int ply, int seat, Move played, Move best, double bestValue, double playedValue,
                         double worstValue, boolean exact, Mark mark, Optional<Reason> reason) {

    /** The winning chance the played move gave away (0 when it was as good as the best or better). */
    public double loss() {
        return Math.max(0, bestValue - playedValue);
    }

    /** Whether the choice mattered: some legal move gave away at least {@code stake} of the winning chance. */
    public boolean contested(double stake) {
        return bestValue - worstValue >= stake;
    }
}
