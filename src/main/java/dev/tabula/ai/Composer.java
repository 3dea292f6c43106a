package dev.tabula.ai;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * Builds the levels, and the players the arena measures them by, from strategies, for what a
 * game's {@link Capabilities} offer. A level is the list of its strategies, asked in turn
 * ({@link StrategyPlayer}); what differs between levels and games is which strategies, with
 * which tunables, never a code path of their own.
 *
 * <ul>
 *   <li>Easy: a blunder in 65 % of its moves, else a tree search of 60 iterations with uniform
 *       rollouts (cut off by the game's evaluation) and no priors.</li>
 *   <li>Medium: a blunder in 5 %, else a tree search of 1,000 iterations with the game's rollout
 *       policy, evaluation and priors.</li>
 *   <li>Hard: the game's perfect move where it has one; under a time limit, a depth-first search
 *       where the game says that is stronger (on a core but one at once), else tree searches for the whole time, one a core
 *       but one; without one, a tree search of 12,000 iterations with the game's own leaf value
 *       where it has one.</li>
 * </ul>
 */
final class Composer {
    /** Easy plays about two moves in three at random: a beginner should beat it (docs/ai.md). */
    static final double EASY_BLUNDERS = 0.65;
    /** Medium now and then plays a random move: a person's slip, which separates it from Hard. */
    static final double MEDIUM_BLUNDERS = 0.05;

    private Composer() {
    }

    /**
     * The strategies of {@code level} for {@code game}; the top level's helpers (root-parallel
     * searches, a game's preparation of its perfect play) run on {@code background}, with
     * {@code searches} tree searches at once under a time limit.
     */
    static List<Strategy> level(Level level, Capabilities game, Executor background, int searches) {
        return switch (level) {
            case EASY -> List.of(new Blunder(EASY_BLUNDERS), new TreeSearch(TreeSettings.EASY, TreeKnowledge.uniform(game)));
            case MEDIUM -> List.of(new Blunder(MEDIUM_BLUNDERS), new TreeSearch(TreeSettings.MEDIUM, TreeKnowledge.of(game)));
            case HARD -> hard(game, background, searches, true);
        };
    }

    /**
     * Hard; with {@code depthFirst} false its tree search always, even where the game's
     * depth-first search is the stronger ({@code hard-tree}).
     */
    static List<Strategy> hard(Capabilities game, Executor background, int searches, boolean depthFirst) {
        List<Strategy> strategies = new ArrayList<>();
        perfectMove(game, background).ifPresent(strategies::add);
        if (depthFirst) {
            depthFirst(game, searches, background).ifPresent(strategies::add);
        }
        strategies.addAll(hardTreeSearch(game, background, searches));
        return strategies;
    }

    /**
     * Hard as it was before issue 17 ({@code hard-classic}): the game's classic capabilities, its
     * perfect move, else 12,000 iterations whatever the time, without proofs or the game's leaf value.
     */
    static List<Strategy> hardClassic(Capabilities game, Executor background) {
        Capabilities classic = game.classic();
        List<Strategy> strategies = new ArrayList<>();
        perfectMove(classic, background).ifPresent(strategies::add);
        strategies.add(new TreeSearch(TreeSettings.HARD.withoutSolver(), TreeKnowledge.of(classic)));
        return strategies;
    }

    /** Under a time limit, Hard's depth-first search, where the game says it is the stronger: one search, on the asking thread. */
    static Optional<Strategy> depthFirst(Capabilities game) {
        return depthFirst(game, 1, Runnable::run);
    }

    /** The same with {@code searches} searches at once (Lazy SMP), the helpers on {@code background}. */
    static Optional<Strategy> depthFirst(Capabilities game, int searches, Executor background) {
        return game.depthFirstIsStronger()
                ? game.searchEvaluation().map(evaluation -> new DepthFirst(evaluation, searches, background))
                : Optional.empty();
    }

    /** Hard's tree search: for the whole time under a time limit ({@code searches} at once), else its iterations. */
    static List<Strategy> hardTreeSearch(Capabilities game, Executor background, int searches) {
        TreeKnowledge knowledge = TreeKnowledge.withLeafValue(game);
        return List.of(new RootParallelSearch(TreeSettings.HARD, knowledge, searches, background),
                new TreeSearch(TreeSettings.HARD, knowledge));
    }

    /** The game's perfect move, its preparation started on {@code background} now. */
    private static Optional<Strategy> perfectMove(Capabilities game, Executor background) {
        return game.perfectPlay().map(perfect -> {
            perfect.prepare(background);
            return new PerfectMove(perfect, background);
        });
    }
}
