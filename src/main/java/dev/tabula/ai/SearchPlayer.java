package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;
import java.util.Optional;

/**
 * The game-agnostic computer player: a Monte Carlo tree search through the core API alone, shaped
 * by {@link SearchSettings} (the level) and the game's {@link Capabilities}.
 *
 * <p>Each question gets a fresh generator, the next value of a stream started from the player's
 * seed: so a player's answers are reproducible move after move, and two players with the same
 * seed asked about the same view give the same move whatever the view hides.
 */
public final class SearchPlayer implements Player {
    private final String name;
    private final SearchSettings settings;
    private final Capabilities game;
    /** What the tree search asks of the game: the level's pick of its capabilities. */
    private final TreeKnowledge knowledge;
    /** The game's perfect player (Hard only), or null. */
    private final PerfectPlay perfectPlay;
    private final Rng seeds;
    /** Searches run at once under a time budget of a level that uses its time (root parallelism). */
    private final int threads;
    private SearchResult lastResult;
    /** The depth-first search the top level thinks with where the game says it is stronger; made on first use. */
    private AlphaBetaPlayer depthFirst;

    public SearchPlayer(String name, SearchSettings settings, Capabilities game, long seed) {
        this(name, settings, game, seed, RootParallel.defaultThreads());
    }

    /**
     * A player that, when it thinks for a time limit, runs {@code threads} searches at once
     * (root parallelism, perfect information only; see {@link RootParallel}).
     */
    public SearchPlayer(String name, SearchSettings settings, Capabilities game, long seed, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be positive");
        }
        this.threads = threads;
        this.name = name;
        this.settings = settings;
        this.game = game;
        this.knowledge = !settings.useKnowledge() ? TreeKnowledge.uniform(game)
                : settings.leafValues() ? TreeKnowledge.withLeafValue(game) : TreeKnowledge.of(game);
        this.perfectPlay = settings.usePerfectPlay() ? game.perfectPlay().orElse(null) : null;
        this.seeds = Rng.fromState(seed);
    }

    @Override
    public String name() {
        return name;
    }

    public SearchSettings settings() {
        return settings;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        return search(view, budget, cancel).move();
    }

    /** Like {@link #choose}, with the statistics of the search. */
    public SearchResult search(SeatView view, SearchBudget budget, CancellationToken cancel) {
        Stopwatch stopwatch = Stopwatch.start(budget);
        Rng rng = Rng.fromState(seeds.nextLong());
        List<Move> moves = Imagined.decision(view, Rng.fromState(rng.nextLong())).legalMoves();
        SearchResult result;
        if (moves.size() == 1) {
            result = SearchResult.immediate(moves.get(0), stopwatch.elapsed());
        } else if (rng.nextDouble() < settings.blunderChance()) {
            result = SearchResult.immediate(moves.get(rng.nextInt(moves.size())), stopwatch.elapsed());
        } else {
            Optional<Move> perfect = perfectPlay == null ? Optional.empty()
                    : perfectPlay.move(view, budget, Players.BACKGROUND);
            if (perfect.isPresent()) {
                result = SearchResult.immediate(perfect.get(), stopwatch.elapsed());
            } else {
                boolean usingTime = settings.usesItsTime() && budget.hasTimeLimit();
                SearchBudget effective = settings.budgetUnder(budget);
                result = settings.searchesDepthFirst(budget, game)
                        ? searchDepthFirst(view, budget, cancel, rng.nextLong(), stopwatch)
                        : usingTime && threads > 1
                        ? RootParallel.search(view, settings, knowledge, rng, threads, effective, cancel)
                        : new MonteCarloSearch(view, settings, knowledge, rng).run(effective, cancel, usingTime);
                if (result.move() == null) { // cancelled before the first iteration
                    result = SearchResult.immediate(moves.get(0), result.nanos());
                }
            }
        }
        lastResult = result;
        return result;
    }

    /**
     * The game's depth-first search's answer (one thread: alpha-beta does not share out as
     * simply as independent trees), as a result with one root move valued by its win chance.
     */
    private SearchResult searchDepthFirst(SeatView view, SearchBudget budget, CancellationToken cancel, long seed,
                                          Stopwatch stopwatch) {
        if (depthFirst == null) {
            depthFirst = AlphaBetaPlayer.forGame(game, seed).orElseThrow();
        }
        Move move = depthFirst.choose(view, budget, cancel);
        SearchResult.MoveStatistics stats = new SearchResult.MoveStatistics(move, 1, depthFirst.lastWinChance(),
                depthFirst.lastProof());
        return new SearchResult(move, depthFirst.lastNodes(), stopwatch.elapsed(), List.of(stats));
    }

    /** The statistics of the last search, or null before the first. */
    public SearchResult lastResult() {
        return lastResult;
    }
}
