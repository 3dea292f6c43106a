package dev.tabula.cli;

import dev.tabula.core.Perft;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code perft <game> <depth>}: the number of move sequences of that length; the count alone last. */
@Command(name = "perft", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Count the move sequences of a given length (passes count as moves). "
                + "Of a finished match the count is 0, and standard error says who won.")
final class PerftCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Parameters(index = "1", paramLabel = "<depth>", description = "How many plies deep.")
    int depth;

    @Override
    public Integer call() {
        if (depth < 0) {
            throw new TabulaException("the depth must be 0 or more, not " + depth);
        }
        State position = selection.position(spec.commandLine().getErr());
        long start = System.nanoTime();
        long count = Perft.count(position, depth);
        double seconds = (System.nanoTime() - start) / 1e9;
        PrintWriter out = spec.commandLine().getOut();
        out.printf("%s perft %d: %,d in %.3f s%n", selection.gameId, depth, count, seconds);
        out.println(count);
        return 0;
    }
}
