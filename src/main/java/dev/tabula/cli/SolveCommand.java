package dev.tabula.cli;

import dev.tabula.core.Solver;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tabula solve <game>}: solves a game completely and prints the value of its start. It
 * reaches the game through the {@link Solver} the game registers; games without one are refused
 * by name.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solves a game completely and prints the value of its start (Zodiac only).")
public final class SolveCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "The game to solve: zodiac.")
    private String gameId;

    @Option(names = "--line", description = "Also print a line of best play: the quickest win against the longest defence.")
    private boolean printLine;

    @Override
    public Integer call() {
        Solver solver = Solver.forGame(gameId).orElseThrow(() -> new CommandLine.ParameterException(
                spec.commandLine(), "solve supports only " + String.join(", ",
                        Solver.installed().stream().map(Solver::gameId).toList())
                        + " (the other games are too big to solve), not '" + gameId + "'"));
        solver.solve(spec.commandLine().getOut(), printLine);
        return 0;
    }
}
