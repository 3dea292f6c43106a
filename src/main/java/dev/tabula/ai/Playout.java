package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.List;

/**
 * The end of one iteration of a {@link SearchTree}: the game played out from a leaf with the
 * game's rollout policy (or valued by its leaf value, where the level asks for it), each seat's
 * payoff, and chance outcomes drawn by their listed probabilities with the search's own generator
 * (never the real state's).
 */
final class Playout {
    /**
     * A rollout longer than this is scored as even shares among all seats: a guard that keeps a
     * long game without an evaluation (a Zodijak match plays thousands of random plies) weak but
     * bounded, rather than slow beyond any budget.
     */
    static final int MAX_ROLLOUT_PLIES = 1_000;

    private final RolloutPolicy policy;
    /** The evaluation that cuts a rollout short, or null. */
    private final Evaluation evaluation;
    /** The game's own value of a leaf, or null to roll every leaf out. */
    private final LeafValue leafValue;
    private final Rng rng;

    Playout(TreeKnowledge knowledge, Rng rng) {
        this.policy = knowledge.rollout();
        this.evaluation = knowledge.evaluation().orElse(null);
        this.leafValue = knowledge.leafValue().orElse(null);
        this.rng = rng;
    }

    /** A new leaf's payoffs: the game's own value of it where it gives one, else a rollout's. */
    double[] leafValue(State state, int seatCount) {
        double[] value = leafValue != null ? leafValue.value(state, rng) : null;
        return value != null ? value : rollout(state, seatCount);
    }

    /** Plays the game out from {@code state} with the rollout policy; each seat's payoff. */
    double[] rollout(State state, int seatCount) {
        int evaluationDepth = evaluation == null ? -1 : evaluation.depth();
        int plies = 0;
        while (!state.isTerminal()) {
            if (state.isChance()) {
                List<ChanceOutcome> outcomes = state.chanceOutcomes();
                state = state.apply(outcomes.get(sampleIndex(outcomes)).move());
                continue;
            }
            if (evaluationDepth >= 0 && plies >= evaluationDepth) {
                double[] estimate = evaluation.evaluate(state);
                if (estimate != null) {
                    return estimate;
                }
            }
            if (++plies > MAX_ROLLOUT_PLIES) {
                return evenShares(seatCount);
            }
            state = state.apply(policy.move(state, rng));
        }
        return payoffs(state.outcome(), seatCount);
    }

    /** An outcome's index drawn by the listed probabilities, with the search's own generator. */
    int sampleIndex(List<ChanceOutcome> outcomes) {
        double r = rng.nextDouble();
        int last = outcomes.size() - 1;
        for (int i = 0; i < last; i++) {
            r -= outcomes.get(i).probability();
            if (r < 0) {
                return i;
            }
        }
        return last;
    }

    static double[] payoffs(Outcome outcome, int seatCount) {
        double[] payoffs = new double[seatCount];
        for (int seat = 0; seat < seatCount; seat++) {
            payoffs[seat] = outcome.payoff(seat);
        }
        return payoffs;
    }

    private static double[] evenShares(int seatCount) {
        double[] payoffs = new double[seatCount];
        Arrays.fill(payoffs, 1.0 / seatCount);
        return payoffs;
    }
}
