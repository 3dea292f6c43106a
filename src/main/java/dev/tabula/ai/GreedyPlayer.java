package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;

/**
 * A baseline that looks one move ahead: it plays a move that wins at once, never a move that lets
 * the opponent win at once where it can see that ({@link LosingMoves}: every piece in sight, no
 * dice in between) and has another, and else the move after which the game's evaluation (or,
 * without one, its prior) likes its seat best, ties at random. A beginner plays about like this;
 * Easy must lose to it clearly (docs/ai.md). At a chance state after the move it asks the
 * evaluation of the state as it stands, before the roll.
 */
public final class GreedyPlayer implements Player {
    /** Scores beyond any evaluation (payoffs are in 0..1): a win at once, a move that loses at once. */
    private static final double WIN = 10;
    private static final double LOSS = -10;

    private final Evaluation evaluation;
    private final TreePolicy treePolicy;
    private final Rng rng;

    public GreedyPlayer(Capabilities game, long seed) {
        this.evaluation = game.evaluation().orElse(null);
        this.treePolicy = game.treePolicy();
        this.rng = Rng.fromState(seed);
    }

    @Override
    public String name() {
        return Players.GREEDY;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        State state = Imagined.decision(view, Rng.fromState(rng.nextLong()));
        List<Move> moves = state.legalMoves();
        int seat = view.seat();
        Move best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (Move move : moves) {
            double score = score(view, state, move, seat);
            if (score > bestScore) {
                best = move;
                bestScore = score;
                ties = 1;
            } else if (score == bestScore && rng.nextInt(++ties) == 0) {
                best = move;
            }
        }
        return best;
    }

    private double score(SeatView view, State state, Move move, int seat) {
        State next = state.apply(move);
        if (next.isTerminal()) {
            double payoff = next.outcome().payoff(seat);
            return payoff > 0 ? WIN + payoff : LOSS;
        }
        if (LosingMoves.winnerAfter(view, move).isPresent()) {
            return LOSS;
        }
        double[] estimate = evaluation == null ? null : evaluation.evaluate(next);
        return estimate != null ? estimate[seat] : treePolicy.prior(state, move);
    }
}
