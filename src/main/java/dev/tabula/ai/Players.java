package dev.tabula.ai;

import dev.tabula.core.TabulaException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.LongFunction;
import java.util.stream.Stream;

/**
 * Makes the players the app and the arena know by name: {@code random}, the {@link Level}s, and
 * the baselines the levels are measured against ({@code greedy}, {@code hard-classic},
 * {@code alphabeta} where the game offers a {@link SearchEvaluation}, and
 * game-specific ones such as Battlegammon's {@code expectimax}, registered by the game among its
 * capabilities ({@link Capabilities#baselines}).
 *
 * <p>A player starts no thread of its own. Its helpers (the top level's root-parallel searches,
 * a game's long preparation of its perfect play, such as Zodiac's solve) run on the executor its
 * maker gives it, which should run them at once on threads of their own: the app's computers'
 * helper threads, the arena's pool. Without one, a player does everything on the thread that asks
 * it: one search at a time, and a preparation the moment it is needed.
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

    /** Runs a player's helpers on the thread that asks it, one search at a time. */
    private static final Executor CALLING_THREAD = Runnable::run;

    private Players() {
    }

    /** The computer player of {@code level} for game {@code gameId}, doing everything on the thread that asks it. */
    public static StrategyPlayer forLevel(Level level, String gameId, long seed) {
        return forLevel(level, gameId, seed, CALLING_THREAD, 1);
    }

    /**
     * The computer player of {@code level} for game {@code gameId}, its helpers on {@code background}:
     * under a time limit the top level thinks with a search a core but one.
     */
    public static StrategyPlayer forLevel(Level level, String gameId, long seed, Executor background) {
        return forLevel(level, gameId, seed, background, RootParallelSearch.defaultSearches());
    }

    private static StrategyPlayer forLevel(Level level, String gameId, long seed, Executor background, int searches) {
        return new StrategyPlayer(level.id(), seed, Composer.level(level, Capabilities.forGame(gameId), background, searches));
    }

    /** The player named {@code name} (one of {@link #NAMES}, or a baseline of the game), doing everything on the thread that asks it. */
    public static Player create(String name, String gameId, long seed) {
        return create(name, gameId, seed, CALLING_THREAD, 1);
    }

    /** The player named {@code name}, its helpers on {@code background} (see {@link #forLevel(Level, String, long, Executor)}). */
    public static Player create(String name, String gameId, long seed, Executor background) {
        return create(name, gameId, seed, background, RootParallelSearch.defaultSearches());
    }

    /**
     * The player named {@code name} with {@code searches} searches at once under a time limit
     * (Hard's root-parallel tree searches or its depth-first Lazy SMP), its helpers on
     * {@code background}: the arena's {@code --searches}, to measure more cores against fewer.
     */
    public static Player create(String name, String gameId, long seed, Executor background, int searches) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        Capabilities game = Capabilities.forGame(gameId);
        switch (key) {
            case RANDOM:
                return new RandomPlayer(seed);
            case GREEDY:
                return new GreedyPlayer(game, seed);
            case HARD_CLASSIC:
                return new StrategyPlayer(HARD_CLASSIC, seed, Composer.hardClassic(game, background));
            case HARD_TREE:
                if (!game.depthFirstIsStronger()) {
                    throw new TabulaException("'" + HARD_TREE + "' is Hard itself in " + gameId
                            + ", whose Hard always uses its tree search");
                }
                return new StrategyPlayer(HARD_TREE, seed, Composer.hard(game, background, searches, false));
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
        return forLevel(Level.parse(key), gameId, seed, background, searches);
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
