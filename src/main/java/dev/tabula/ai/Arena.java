package dev.tabula.ai;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;

/**
 * Plays two players against each other for a number of games, alternating seats, and counts the
 * wins. Game {@code i} is a pure function of the seed and {@code i}: its dice and shuffles and the
 * players' seeds derive from them, and the players think with iteration budgets only, so a run is
 * reproducible whatever the number of threads it is played on.
 *
 * <p>Side A sits in seat 0 of the even-numbered games and seat 1 of the odd ones; with more than
 * two seats the sides take every other seat, each seat with its own player.
 */
public final class Arena {
    /** A game that runs longer than this is an error in the rules. */
    private static final int MAX_PLIES = 100_000;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** Makes a side's player for one seat of one game. */
    @FunctionalInterface
    public interface PlayerFactory {
        Player create(long seed);
    }

    /** How one side did: wins, and how long it thought. */
    public record SideResult(String name, int wins, long moves, long thinkNanos, long maxMoveNanos,
                             long searchedMoves, long iterations, long searchNanos, long searchCpuNanos) {

        public double meanSecondsPerMove() {
            return moves == 0 ? 0 : thinkNanos / 1e9 / moves;
        }

        /** Search iterations per second over the moves that were searched (not forced or random). */
        public double iterationsPerSecond() {
            return searchNanos == 0 ? 0 : iterations / (searchNanos / 1e9);
        }

        /** Search iterations per second of the searching thread's own CPU time: fair on a busy machine. */
        public double iterationsPerCpuSecond() {
            return searchCpuNanos == 0 ? 0 : iterations / (searchCpuNanos / 1e9);
        }

        SideResult plus(SideResult other) {
            return new SideResult(name, wins + other.wins, moves + other.moves, thinkNanos + other.thinkNanos,
                    Math.max(maxMoveNanos, other.maxMoveNanos), searchedMoves + other.searchedMoves,
                    iterations + other.iterations, searchNanos + other.searchNanos,
                    searchCpuNanos + other.searchCpuNanos);
        }
    }

    /** The result of a run: each side's record and the draws. */
    public record Result(int games, SideResult a, SideResult b, int draws, long plies) {
        public WilsonInterval winIntervalA() {
            return WilsonInterval.of95(a.wins(), games);
        }

        public WilsonInterval winIntervalB() {
            return WilsonInterval.of95(b.wins(), games);
        }
    }

    private final Game game;
    private final Setup setup;
    private final String nameA;
    private final PlayerFactory sideA;
    private final String nameB;
    private final PlayerFactory sideB;
    private SearchBudget budget = SearchBudget.UNLIMITED;

    /** {@code setup} gives the seats and options; its seed is the run's seed. */
    public Arena(Game game, Setup setup, String nameA, PlayerFactory sideA, String nameB, PlayerFactory sideB) {
        game.info().checkSeats(setup.seats());
        if (setup.seats() < 2) {
            throw new IllegalArgumentException("the arena needs at least two seats");
        }
        this.game = game;
        this.setup = setup;
        this.nameA = nameA;
        this.sideA = sideA;
        this.nameB = nameB;
        this.sideB = sideB;
    }

    /**
     * The budget every move is asked with (default {@link SearchBudget#UNLIMITED}: the levels'
     * own iteration budgets). A {@link SearchBudget#cpuTime} budget gives both sides the same
     * thinking on a busy machine, but is not reproducible.
     */
    public Arena withBudget(SearchBudget moveBudget) {
        this.budget = moveBudget;
        return this;
    }

    /** Plays {@code games} games one after the other, on the calling thread. */
    public Result play(int games) {
        return play(games, Runnable::run);
    }

    /**
     * Plays {@code games} games, each a task on {@code executor}: as many at once as its threads
     * allow (the command line's {@code --threads}), the same result whatever they are.
     */
    public Result play(int games, Executor executor) {
        if (games < 1) {
            throw new IllegalArgumentException("games must be positive");
        }
        List<CompletableFuture<Result>> futures = new ArrayList<>();
        for (int i = 0; i < games; i++) {
            int index = i;
            futures.add(CompletableFuture.supplyAsync(() -> playOne(index), executor));
        }
        List<Result> results = new ArrayList<>();
        try {
            for (CompletableFuture<Result> future : futures) {
                results.add(future.join());
            }
        } catch (CompletionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
        }
        Result total = results.get(0);
        for (Result result : results.subList(1, results.size())) {
            total = new Result(total.games + result.games, total.a.plus(result.a), total.b.plus(result.b),
                    total.draws + result.draws, total.plies + result.plies);
        }
        return total;
    }

    /** Whether side A sits in {@code seat} of game {@code index}. */
    public static boolean sideASits(int seat, int index) {
        return (seat + index) % 2 == 0;
    }

    /** Plays game {@code index}; a Result of one game. */
    Result playOne(int index) {
        Rng seeds = Rng.fromState(setup.seed() * 0x9E3779B97F4A7C15L + index);
        State state = game.start(new Setup(setup.seats(), setup.options(), seeds.nextLong()));
        int seats = setup.seats();
        Player[] players = new Player[seats];
        for (int seat = 0; seat < seats; seat++) {
            players[seat] = (sideASits(seat, index) ? sideA : sideB).create(seeds.nextLong());
        }
        Tally[] tallies = {new Tally(), new Tally()};
        int plies = 0;
        while (!state.isTerminal()) {
            if (++plies > MAX_PLIES) {
                throw new IllegalStateException(game.info().id() + " game " + index + " did not end in " + MAX_PLIES + " plies");
            }
            if (state.isChance()) {
                state = state.apply(state.sampleChance());
                continue;
            }
            int seat = state.currentSeat();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            long start = System.nanoTime();
            Move move = players[seat].choose(state.viewFor(seat), budget, CancellationToken.none());
            tallies[sideASits(seat, index) ? 0 : 1].add(players[seat], System.nanoTime() - start,
                    THREADS.getCurrentThreadCpuTime() - cpuStart);
            state = state.apply(move);
        }
        Outcome outcome = state.outcome();
        double payoffA = 0;
        for (int seat = 0; seat < seats; seat++) {
            if (sideASits(seat, index)) {
                payoffA += outcome.payoff(seat);
            }
        }
        int winsA = payoffA > 1 - 1e-9 ? 1 : 0;
        int winsB = payoffA < 1e-9 ? 1 : 0;
        return new Result(1, tallies[0].result(nameA, winsA), tallies[1].result(nameB, winsB), 1 - winsA - winsB, plies);
    }

    /** One side's thinking in one game. */
    private static final class Tally {
        long moves;
        long nanos;
        long maxNanos;
        long searchedMoves;
        long iterations;
        long searchNanos;
        long searchCpuNanos;

        void add(Player player, long moveNanos, long moveCpuNanos) {
            moves++;
            nanos += moveNanos;
            maxNanos = Math.max(maxNanos, moveNanos);
            if (player instanceof StrategyPlayer searcher && searcher.lastResult().iterations() > 0) {
                searchedMoves++;
                iterations += searcher.lastResult().iterations();
                // the arena's own wall clock: a result's time is on its budget's clock, CPU time under --cpu-millis
                searchNanos += moveNanos;
                searchCpuNanos += moveCpuNanos;
            }
        }

        SideResult result(String name, int wins) {
            return new SideResult(name, wins, moves, nanos, maxNanos, searchedMoves, iterations, searchNanos,
                    searchCpuNanos);
        }
    }
}
