package dev.tabula.ai;

import dev.tabula.core.State;

/**
 * A game's capability: an estimate of each seat's payoff that ends a rollout early, which a long
 * game needs (a Zodijak match runs to thousands of plies) and a short one profits from. The
 * {@code greedy} and {@code expectimax} baselines ask it too. A game without one is rolled out
 * to the end (or to a guard of 1,000 plies, scored as even shares).
 */
public interface Evaluation {

    /**
     * How many plies a rollout plays before {@link #evaluate} is consulted, and again after each
     * further ply until it answers; negative means never.
     */
    int depth();

    /**
     * An estimate of each seat's payoff from non-terminal {@code state}, as {@code Outcome.payoff}
     * would give it (shares of one point, summing to 1), or {@code null} to let the rollout go on.
     */
    double[] evaluate(State state);
}
