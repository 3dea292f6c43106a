package dev.tabula.cli;

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
 * search player use. A first batch warms the JIT up and is not counted.
 */
@Command(name = "playouts", description = "Play random games; print games per second, average length and wins per seat.")
final class PlayoutsCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "<count>", description = "How many games.")
    int count;

    @Option(names = "--warmup", paramLabel = "N", description = "Uncounted games played first (default: ${DEFAULT-VALUE}).")
    int warmup = 2000;

    @Override
    public Integer call() {
        if (count <= 0) {
            throw new TabulaException("the count must be positive, not " + count);
        }
        Setup setup = selection.setup();
        var game = selection.game();
        if (warmup > 0) {
            Playouts.run(game, setup, warmup, selection.seed + 1_000_000_007L, 100_000);
        }
        Playouts.Summary summary = Playouts.run(game, setup, count, selection.seed, 100_000);
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s: %,d random games in %.3f s%n", game.info().id(), summary.games(), summary.nanos() / 1e9);
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
}
