package dev.tabula.cli;

import dev.tabula.ai.Arena;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.WilsonInterval;
import dev.tabula.core.Game;
import dev.tabula.core.Setup;
import dev.tabula.core.TabulaException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code arena <game> <playerA> <playerB> <games>}: two computer players play each other,
 * alternating seats, and each side's wins are printed with a 95 % Wilson interval. Players think
 * with iteration budgets only, so the same seed gives the same games on any machine.
 */
@Command(name = "arena", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Play two computer players against each other, alternating seats; "
        + "print each side's wins with a 95 %% confidence interval.")
final class ArenaCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "<playerA>", description = "random, greedy, easy, medium, hard, "
            + "hard-classic, or a baseline of the game (alphabeta and hard-tree in zola, expectimax in battlegammon, rules in zodijak).")
    String playerA;

    @Parameters(index = "2", paramLabel = "<playerB>", description = "random, greedy, easy, medium, hard, "
            + "hard-classic, or a baseline of the game (alphabeta and hard-tree in zola, expectimax in battlegammon, rules in zodijak).")
    String playerB;

    @Parameters(index = "3", paramLabel = "<games>", description = "How many games.")
    int games;

    @Option(names = "--threads", paramLabel = "N", description = "Games played at once (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--cpu-millis", paramLabel = "MS", description = "Give every move this much of its thread's "
            + "CPU time (Hard thinks for all of it; the other levels keep their iteration budgets). Fair on a busy "
            + "machine, but not reproducible. Default: iteration budgets only.")
    Integer cpuMillis;

    @Option(names = "--searches", paramLabel = "A[,B]", split = ",", description = "Searches Hard runs at once "
            + "under --cpu-millis, each on a thread of its own, for side A and side B (one number: both). "
            + "Default: every core but one.")
    List<Integer> searches;

    @Override
    public Integer call() {
        if (games <= 0) {
            throw new TabulaException("the number of games must be positive, not " + games);
        }
        if (threads <= 0) {
            throw new TabulaException("the number of threads must be positive, not " + threads);
        }
        int everyCoreButOne = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
        List<Integer> perSide = searches == null ? List.of(everyCoreButOne) : searches;
        if (perSide.size() > 2 || perSide.stream().anyMatch(n -> n <= 0)) {
            throw new TabulaException("--searches takes one or two positive numbers, not " + perSide);
        }
        int searchesA = perSide.get(0);
        int searchesB = perSide.get(perSide.size() - 1);
        if (selection.from != null) {
            throw new TabulaException("the arena plays from the start; --from is not supported");
        }
        Game game = selection.game();
        Setup setup = selection.setup();
        if (setup.seats() < 2) {
            throw new TabulaException("the arena needs at least two seats");
        }
        String id = game.info().id();
        // the players' helpers (Hard's root-parallel searches under --cpu-millis, Zodiac's solve)
        ExecutorService helpers = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "arena-helper");
            thread.setDaemon(true);
            return thread;
        });
        // the games played at once
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "arena");
            thread.setDaemon(true);
            return thread;
        });
        Arena.Result result;
        double seconds;
        String nameA = label(playerA, playerB, "A");
        String nameB = label(playerB, playerA, "B");
        try {
            Players.create(playerA, id, 0, helpers, searchesA); // fail early on an unknown name
            Players.create(playerB, id, 0, helpers, searchesB);
            Arena arena = new Arena(game, setup, nameA, seed -> Players.create(playerA, id, seed, helpers, searchesA),
                    nameB, seed -> Players.create(playerB, id, seed, helpers, searchesB));
            if (cpuMillis != null) {
                arena.withBudget(SearchBudget.cpuTime(Duration.ofMillis(cpuMillis)));
            }
            long start = System.nanoTime();
            result = threads == 1 ? arena.play(games) : arena.play(games, pool);
            seconds = (System.nanoTime() - start) / 1e9;
        } finally {
            helpers.shutdownNow();
            pool.shutdownNow();
        }

        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s arena: %s vs %s, %d games, %d seats, seats alternating, seed %d, %d thread(s)%s%n",
                id, nameA, nameB, games, setup.seats(), setup.seed(), threads,
                (cpuMillis == null ? "" : ", " + cpuMillis + " ms of CPU time per move")
                        + (searches == null ? "" : ", searches " + searchesA + " and " + searchesB));
        printSide(out, result.a(), result.winIntervalA(), games);
        printSide(out, result.b(), result.winIntervalB(), games);
        out.printf("draws: %d%n", result.draws());
        out.printf("%.1f plies per game on average, %.1f s in all%n", (double) result.plies() / games, seconds);
        return 0;
    }

    /** The player's name, marked with its side when both sides play the same player. */
    private static String label(String name, String other, String side) {
        return name.equalsIgnoreCase(other) ? name + "-" + side : name;
    }

    private static void printSide(PrintWriter out, Arena.SideResult side, WilsonInterval interval, int games) {
        out.printf("%-9s wins %d of %d (%.1f %%, 95 %% CI %.1f–%.1f %%)%n", side.name(), side.wins(), games,
                100.0 * side.wins() / games, 100 * interval.low(), 100 * interval.high());
        if (side.searchedMoves() > 0) {
            out.printf("          %.3f s per move on average, %.3f s at most; %,.0f iterations per second"
                            + " (%,.0f per second of one core's CPU time)%n",
                    side.meanSecondsPerMove(), side.maxMoveNanos() / 1e9, side.iterationsPerSecond(),
                    side.iterationsPerCpuSecond());
        } else if (side.moves() > 0 && side.thinkNanos() > 0) {
            // a player that answers without searching (Zodiac's Hard from the solved game) still takes time
            out.printf("          %.3f s per move on average, %.3f s at most; no search%n",
                    side.meanSecondsPerMove(), side.maxMoveNanos() / 1e9);
        }
    }
}
