package dev.tabula.ai;

import dev.tabula.core.TabulaException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.LongFunction;
import java.util.stream.Stream;

/**
 * Makes the players the app and the arena know by name: {@code random}, the {@link Level}s, and
 * the baselines the levels are measured against ({@code greedy}, {@code hard-classic},
 * {@code alphabeta} where the game offers a {@link SearchEvaluation}, and
 * game-specific ones such as Battlegammon's {@code expectimax}, registered by the game among its
 * capabilities ({@link Capabilities#baselines}).
 */
public final class Players {
    public static final String RANDOM = "random";
    /**
     * One ply of look-ahead with the game's own evaluation, never a move that loses at once where
     * it can see that: what a beginner should beat Easy with.
     */
    public static final String GREEDY = "greedy";
    /** Hard as it was before issue 17: 12,000 iterations whatever the time, no solver, the old knowledge. */
    public static final String HARD_CLASSIC = "hard-classic";
    /**
     * Hard with its tree search always, in a game whose Hard thinks depth-first under a time limit
     * ({@link Capabilities#depthFirstIsStronger}: Zola): what Hard played there before.
     */
    public static final String HARD_TREE = "hard-tree";
    /** Every name {@link #create} accepts for every game (games may add their own). */
    public static final List<String> NAMES = List.of(RANDOM, GREEDY, "easy", "medium", "hard", HARD_CLASSIC);

    /**
     * Where the top level's helpers run, for now (its helper searches, a game's preparation):
     * daemon threads below normal priority.
     */
    static final ExecutorService BACKGROUND = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "search-helper");
        thread.setDaemon(true);
        thread.setPriority(Thread.NORM_PRIORITY - 1);
        return thread;
    });

    private Players() {
    }

    /** The computer player of {@code level} for game {@code gameId}, with its game's capabilities. */
    public static StrategyPlayer forLevel(Level level, String gameId, long seed) {
        return new StrategyPlayer(level.id(), seed, Composer.level(level, Capabilities.forGame(gameId), BACKGROUND,
                RootParallelSearch.defaultSearches()));
    }

    /** The player named {@code name}: one of {@link #NAMES}, or a baseline of the game. */
    public static Player create(String name, String gameId, long seed) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        Capabilities game = Capabilities.forGame(gameId);
        switch (key) {
            case RANDOM:
                return new RandomPlayer(seed);
            case GREEDY:
                return new GreedyPlayer(game, seed);
            case HARD_CLASSIC:
                return new StrategyPlayer(HARD_CLASSIC, seed, Composer.hardClassic(game, BACKGROUND));
            case HARD_TREE:
                if (!game.depthFirstIsStronger()) {
                    throw new TabulaException("'" + HARD_TREE + "' is Hard itself in " + gameId
                            + ", whose Hard always uses its tree search");
                }
                return new StrategyPlayer(HARD_TREE, seed, Composer.hard(game, BACKGROUND,
                        RootParallelSearch.defaultSearches(), false));
            case AlphaBetaPlayer.NAME:
                return AlphaBetaPlayer.forGame(game, seed)
                        .orElseThrow(() -> new TabulaException("'" + AlphaBetaPlayer.NAME + "' plays only two-seat games"
                                + " of perfect information without dice whose knowledge offers a search evaluation"
                                + " (zola); " + gameId + " offers none"));
            default:
                break;
        }
        Optional<LongFunction<Player>> baseline = Optional.ofNullable(game.baselines().get(key));
        if (baseline.isPresent()) {
            return baseline.get().apply(seed);
        }
        if (!NAMES.contains(key)) {
            throw new TabulaException("unknown player '" + name + "'; known players: "
                    + String.join(", ", names(gameId)));
        }
        return forLevel(Level.parse(key), gameId, seed);
    }

    /** Every name {@link #create} accepts for {@code gameId}. */
    public static List<String> names(String gameId) {
        Capabilities game = Capabilities.forGame(gameId);
        List<String> searches = game.searchEvaluation().isEmpty() ? List.of()
                : game.depthFirstIsStronger() ? List.of(AlphaBetaPlayer.NAME, HARD_TREE)
                : List.of(AlphaBetaPlayer.NAME);
        return Stream.of(NAMES.stream(), searches.stream(), game.baselines().keySet().stream().sorted())
                .flatMap(names -> names).toList();
    }
}
