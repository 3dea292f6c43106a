package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;
import java.util.function.ToIntBiFunction;

/**
 * The rollout policy most games want: usually the move a simple score likes best (ties broken at
 * random, so rollouts do not all follow one line), now and then a uniform one, so that a
 * rollout still explores. Games supply the score and the share of greedy moves.
 */
public final class GreedyRollout {
    private GreedyRollout() {
    }

    /**
     * With probability {@code greedy} the best-scoring legal move of {@code state}, else (and when
     * there is one move only) a uniform one.
     */
    public static <S extends State> Move choose(S state, Rng rng, double greedy, ToIntBiFunction<S, Move> score) {
        List<Move> moves = state.legalMoves();
        if (moves.size() == 1 || rng.nextDouble() >= greedy) {
            return moves.get(rng.nextInt(moves.size()));
        }
        Move best = null;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (Move move : moves) {
            int value = score.applyAsInt(state, move);
            if (value > bestScore) {
                best = move;
                bestScore = value;
                ties = 1;
            } else if (value == bestScore && rng.nextInt(++ties) == 0) {
                best = move; // reservoir sampling: each of the tied moves equally likely
            }
        }
        return best;
    }
}
