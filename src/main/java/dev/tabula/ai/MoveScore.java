package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;

/**
 * A game's quick greedy score of one move, from which most games draw their rollout policy and
 * their priors: usually the move the score likes best (ties at random, so that rollouts do not
 * all follow one line), now and then a uniform one, so that a rollout still explores. Battlegammon
 * and Zodijak make theirs so; Zodijak's {@code rules} baseline plays it alone ({@link RulePlayer}).
 */
@FunctionalInterface
public interface MoveScore {

    /** The score of legal {@code move} at decision state {@code state}; higher is better for the seat to move. */
    int score(State state, Move move);

    /**
     * With probability {@code greedy} the best-scoring legal move of {@code state} (ties at
     * random), else (and when there is one move only) a uniform one.
     */
    default Move choose(State state, Rng rng, double greedy) {
        List<Move> moves = state.legalMoves();
        if (moves.size() == 1 || rng.nextDouble() >= greedy) {
            return moves.get(rng.nextInt(moves.size()));
        }
        Move best = null;
        int bestScore = Integer.MIN_VALUE;
        int ties = 0;
        for (Move move : moves) {
            int value = score(state, move);
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

    /** A rollout policy that plays {@link #choose} with this share of greedy moves. */
    default RolloutPolicy rollout(double greedy) {
        return (state, rng) -> choose(state, rng, greedy);
    }

    /**
     * A tree policy whose prior of a move is its score, cut at 0 and scaled by the score of the
     * best move there can be ({@code top}), with {@code explorationScale} of the level's exploration.
     */
    default TreePolicy priors(int top, double explorationScale) {
        MoveScore score = this;
        return new TreePolicy() {
            @Override
            public double prior(State state, Move move) {
                return Math.max(0, score.score(state, move)) / (double) top;
            }

            @Override
            public double explorationScale() {
                return explorationScale;
            }
        };
    }
}
