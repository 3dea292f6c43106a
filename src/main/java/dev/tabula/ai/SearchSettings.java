package dev.tabula.ai;

/**
 * Everything that makes one level of the search player differ from another; the code path is
 * the same for every level and every game.
 *
 * @param iterations     the search iterations per move (the level's own budget)
 * @param exploration    the UCT exploration constant (payoffs are in [0, 1])
 * @param priorWeight    how strongly the game's move priors steer moves with few visits
 * @param useKnowledge   whether to use the game's rollout policy and move priors; without them
 *                       rollouts are uniformly random (the game's evaluation is used either way)
 * @param blunderChance  the chance of playing a uniformly random legal move instead of searching,
 *                       so that a beginner can beat the Easy level
 * @param usePerfectPlay whether to ask the game for a perfect move first ({@link GameKnowledge#perfectMove})
 */
public record SearchSettings(long iterations, double exploration, double priorWeight, boolean useKnowledge,
                             double blunderChance, boolean usePerfectPlay) {

    public SearchSettings {
        if (iterations < 1 || exploration < 0 || priorWeight < 0 || blunderChance < 0 || blunderChance > 1) {
            throw new IllegalArgumentException("bad search settings");
        }
    }

    public SearchSettings withIterations(long newIterations) {
        return new SearchSettings(newIterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay);
    }
}
