package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;

/**
 * A game's capability: the move a rollout of the tree search plays at a decision state. Chance
 * states never reach it (the search draws their outcomes by probability). A game without one is
 * rolled out with {@link #UNIFORM} moves.
 */
@FunctionalInterface
public interface RolloutPolicy {

    /** A uniformly random legal move: the rollout of a game that teaches none, and of the levels that use none (Easy). */
    RolloutPolicy UNIFORM = (state, rng) -> state.uniformMove(rng);

    /**
     * The move to play at decision state {@code state}, drawn with the search's own {@code rng}.
     * Called in the inner loop: keep it cheap and allocation-free.
     */
    Move move(State state, Rng rng);
}
