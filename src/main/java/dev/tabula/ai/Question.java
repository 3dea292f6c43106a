package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;

/**
 * One question to a level's strategies: the seat's view, the caller's budget and cancellation,
 * the seat's legal moves as its imagined state lists them (at least two: a forced move is
 * answered before any strategy is asked),
 * the question's own generator, its luck and its stopwatch.
 *
 * @param rng       the question's generator, seeded from the player's: every strategy that
 *                  answers draws from it, one that passes draws nothing
 * @param luck      a uniform draw in [0, 1), made for every question of a player before any
 *                  strategy thinks, for the strategies that leave the move to chance (a blunder):
 *                  drawn whether or not the level has one, so that a level's search meets the
 *                  same generator whatever its blunder chance; {@link #NO_LUCK} for a hint
 * @param stopwatch started on the budget's clock when the question was asked: the time of an
 *                  answer given without searching
 */
public record Question(SeatView view, SearchBudget budget, CancellationToken cancel, List<Move> moves, Rng rng,
                       double luck, Stopwatch stopwatch) {

    /** The luck of a question that leaves nothing to chance (a hint): no blunder chance exceeds it. */
    public static final double NO_LUCK = 1;
}
