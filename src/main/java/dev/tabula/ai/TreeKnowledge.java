package dev.tabula.ai;

import java.util.Optional;

/**
 * What one tree search asks of the game, picked by the level from the game's {@link Capabilities}:
 * the rollout policy, the evaluation that cuts rollouts short, the tree policy (priors and a share
 * of exploration), and the game's own value of a new leaf where the level asks for it.
 */
public record TreeKnowledge(RolloutPolicy rollout, Optional<Evaluation> evaluation, TreePolicy treePolicy,
                            Optional<LeafValue> leafValue) {

    /**
     * Uniform rollouts and no priors, but the game's evaluation: without it a long game (a Zodijak
     * match runs to thousands of plies) could not be searched at all. The lowest level's.
     */
    public static TreeKnowledge uniform(Capabilities game) {
        return new TreeKnowledge(RolloutPolicy.UNIFORM, game.evaluation(), TreePolicy.NONE, Optional.empty());
    }

    /** The game's rollout policy, evaluation and tree policy; every leaf rolled out. */
    public static TreeKnowledge of(Capabilities game) {
        return new TreeKnowledge(game.rollout(), game.evaluation(), game.treePolicy(), Optional.empty());
    }

    /** As {@link #of}, with the game's own value of a new leaf where it has one (the top level's). */
    public static TreeKnowledge withLeafValue(Capabilities game) {
        return new TreeKnowledge(game.rollout(), game.evaluation(), game.treePolicy(), game.leafValue());
    }
}
