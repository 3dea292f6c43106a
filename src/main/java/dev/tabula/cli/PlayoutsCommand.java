package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.Playouts;
import dev.tabula.core.Setup;
import dev.tabula.core.TabulaException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code playouts <game> <count>}: uniformly random games through the same API the app and the
 * search player use.
 *
 * <p>Uncounted games are played first for a given time, as JMH does: the JIT needs a moment to
 * compile the rules, and the garbage collector keeps growing the young generation for about the
 * first second, during which every new page of heap costs a page fault. Without the warm-up a
 * batch of 20,000 Zola games measured the machine's first second, not the rules (per-batch speeds
 * in one run climbed 50,000, 60,000, 72,000, then steadied at 85,000–100,000 games/s).
 */
@Command(name = "playouts", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = "Play random games; print games per second, average length and wins per seat.")
final class PlayoutsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "<count>", description = "How many games.")
    int count;

    @Option(names = "--warmup", paramLabel = "SECONDS",
            description = "Seconds of uncounted games played first, so that the JIT and the heap settle (default: ${DEFAULT-VALUE}).")
    double warmupSeconds = 1.0;

    @Override
    public Integer call() {
        if (count <= 0) {
            throw new TabulaException("the count must be positive, not " + count);
        }
        if (!(warmupSeconds >= 0)) {
            throw new TabulaException("the warm-up must be zero or more seconds, not " + warmupSeconds);
        }
        if (selection.from != null) {
            throw new TabulaException("playouts play from the start; --from is not supported");
        }
        Setup setup = selection.setup();
        Game game = selection.game();
        long warmupGames = warmUp(game, setup);
        Playouts.Summary summary = Playouts.run(game, setup, count, selection.seed, MAX_PLIES);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s: %,d random games in %.3f s (after %,d uncounted warm-up games)%n",
                game.info().id(), summary.games(), summary.nanos() / 1e9, warmupGames);
        out.printf("games per second: %,.0f (%,.0f per second of one core's CPU time)%n",
                summary.gamesPerSecond(), summary.gamesPerCpuSecond());
        out.printf("average length: %.1f plies%n", summary.averagePlies());
        for (int seat = 0; seat < setup.seats(); seat++) {
            long wins = summary.winsBySeat()[seat];
            out.printf("seat %d wins: %,d (%.1f %%)%n", seat + 1, wins, 100.0 * wins / summary.games());
        }
        if (summary.draws() > 0) {
            out.printf("draws: %,d%n", summary.draws());
        }
        return 0;
    }

    /** Plays uncounted batches for {@link #warmupSeconds}; returns how many games that was. */
    private long warmUp(Game game, Setup setup) {
        long games = 0;
        long end = System.nanoTime() + (long) (warmupSeconds * 1e9);
        for (long seed = selection.seed + 1_000_000_007L; System.nanoTime() < end; seed += WARMUP_BATCH) {
            Playouts.run(game, setup, WARMUP_BATCH, seed, MAX_PLIES);
            games += WARMUP_BATCH;
        }
        return games;
    }

    private static final int WARMUP_BATCH = 100;
    private static final int MAX_PLIES = 100_000;
}
