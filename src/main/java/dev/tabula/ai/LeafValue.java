package dev.tabula.ai;

import dev.tabula.core.Rng;
import dev.tabula.core.State;

/**
 * A game's capability: the value of a new leaf of the search tree in place of a rollout from it,
 * for the top level only (a stronger leaf that costs more per iteration). A game whose evaluation
 * is worth a more careful leaf answers here: in a dice race a rollout's few random plies teach
 * less than a greedy look at every move (Battlegammon's greedy leaf).
 */
@FunctionalInterface
public interface LeafValue {

    /**
     * Each seat's value of {@code state} (shares of one point, summing to 1), drawn with the
     * search's own {@code rng}, or {@code null} to roll this leaf out after all.
     */
    double[] value(State state, Rng rng);
}
