package dev.tabula.ai;

/**
 * The tree search's own tunables; what else a level does (blunders, perfect play, the time it
 * thinks for) is a strategy of its own ({@link Composer}).
 *
 * @param iterations  the search iterations per move when the caller gives no time limit, and
 *                    the cap under one ({@link TreeSearch}; a level that thinks for the whole
 *                    time has none: {@link RootParallelSearch})
 * @param exploration the UCT exploration constant (payoffs are in [0, 1]), times the game's
 *                    {@link TreePolicy#explorationScale}
 * @param priorWeight how strongly the game's move priors steer moves with few visits
 * @param solver      whether proved wins and losses are backed up through the tree
 *                    (MCTS-Solver; two seats with perfect information only)
 */
public record TreeSettings(long iterations, double exploration, double priorWeight, boolean solver) {
    /** Easy's: a very short search that explores widely and ignores priors. */
    public static final TreeSettings EASY = new TreeSettings(60, 1.0, 0.0, true);
    /** Medium's: a real search, but a small one. */
    public static final TreeSettings MEDIUM = new TreeSettings(1_000, 0.7, 0.5, true);
    /** Hard's: the full search, 12,000 iterations where it is given no time. */
    public static final TreeSettings HARD = new TreeSettings(12_000, 0.7, 0.5, true);

    public TreeSettings {
        if (iterations < 1 || exploration < 0 || priorWeight < 0) {
            throw new IllegalArgumentException("bad tree settings: " + iterations + ", " + exploration + ", " + priorWeight);
        }
    }

    public TreeSettings withIterations(long newIterations) {
        return new TreeSettings(newIterations, exploration, priorWeight, solver);
    }

    /** These settings without proofs: the tree search as it was before issue 17 ({@code hard-classic}). */
    public TreeSettings withoutSolver() {
        return new TreeSettings(iterations, exploration, priorWeight, false);
    }
}
