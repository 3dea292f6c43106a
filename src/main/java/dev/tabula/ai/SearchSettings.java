package dev.tabula.ai;

/**
 * Everything that makes one level of the search player differ from another; the code path is
 * the same for every level and every game.
 *
 * @param iterations     the search iterations per move (the level's own budget) when the caller
 *                       gives no time limit, and the cap under one unless {@code usesItsTime}
 * @param exploration    the UCT exploration constant (payoffs are in [0, 1])
 * @param priorWeight    how strongly the game's move priors steer moves with few visits
 * @param useKnowledge   whether to use the game's rollout policy and move priors; without them
 *                       rollouts are uniformly random (the game's evaluation is used either way)
 * @param blunderChance  the chance of playing a uniformly random legal move instead of searching,
 *                       so that a beginner can beat the Easy level
 * @param usePerfectPlay whether to ask the game for a perfect move first ({@link PerfectPlay})
 * @param usesItsTime    whether a time limit from the caller replaces the iteration budget: the
 *                       search then thinks until the time is up, stopping early only when its
 *                       move is clear (the top level; the others keep their iteration budget so
 *                       that their strength does not grow with the machine)
 * @param solve          whether proved wins and losses are backed up through the tree
 *                       (MCTS-Solver; two seats with perfect information only)
 * @param leafValues     whether a new leaf is valued by the game's {@link LeafValue}
 *                       where it gives one, rather than by a rollout with its rollout policy (the top
 *                       level: a stronger leaf that costs more per iteration)
 * @param depthFirst     whether, under a time limit, the game's depth-first search decides instead
 *                       of the tree search where the game says it is the stronger one
 *                       ({@link Capabilities#depthFirstIsStronger}: Zola; the top level)
 */
public record SearchSettings(long iterations, double exploration, double priorWeight, boolean useKnowledge,
                             double blunderChance, boolean usePerfectPlay, boolean usesItsTime, boolean solve,
                             boolean leafValues, boolean depthFirst) {

    public SearchSettings {
        if (iterations < 1 || exploration < 0 || priorWeight < 0 || blunderChance < 0 || blunderChance > 1) {
            throw new IllegalArgumentException("bad search settings");
        }
    }

    /** Settings that keep their iteration budget under a time limit. */
    public SearchSettings(long iterations, double exploration, double priorWeight, boolean useKnowledge,
                          double blunderChance, boolean usePerfectPlay) {
        this(iterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay, false, true, false, false);
    }

    public SearchSettings withIterations(long newIterations) {
        return new SearchSettings(newIterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay,
                usesItsTime, solve, leafValues, depthFirst);
    }

    public SearchSettings withUsesItsTime(boolean uses) {
        return new SearchSettings(iterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay,
                uses, solve, leafValues, depthFirst);
    }

    public SearchSettings withSolve(boolean solves) {
        return new SearchSettings(iterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay,
                usesItsTime, solves, leafValues, depthFirst);
    }

    public SearchSettings withPerfectPlay(boolean uses) {
        return new SearchSettings(iterations, exploration, priorWeight, useKnowledge, blunderChance, uses,
                usesItsTime, solve, leafValues, depthFirst);
    }

    public SearchSettings withLeafValues(boolean uses) {
        return new SearchSettings(iterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay,
                usesItsTime, solve, uses, depthFirst);
    }

    public SearchSettings withDepthFirst(boolean uses) {
        return new SearchSettings(iterations, exploration, priorWeight, useKnowledge, blunderChance, usePerfectPlay,
                usesItsTime, solve, leafValues, uses);
    }

    /** Whether, under {@code budget}, the game's depth-first search decides rather than the tree search. */
    boolean searchesDepthFirst(SearchBudget budget, Capabilities game) {
        return depthFirst && usesItsTime && budget.hasTimeLimit() && game.depthFirstIsStronger();
    }

    /** The budget one search gets under the caller's {@code budget}. */
    SearchBudget budgetUnder(SearchBudget budget) {
        if (usesItsTime && budget.hasTimeLimit()) {
            return budget;
        }
        return SearchBudget.iterations(iterations).cappedBy(budget);
    }
}
