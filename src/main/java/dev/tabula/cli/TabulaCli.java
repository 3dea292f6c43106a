package dev.tabula.cli;

import dev.tabula.core.TabulaException;
import dev.tabula.core.save.Echo;
import java.io.PrintWriter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The headless command line on the same jar: {@code java -jar tabula.jar <command> ...}.
 *
 * <p>Every failure, whether a bad argument, an unknown game or a broken file, ends as one line on
 * standard error and exit status 2; the stack trace, if any, goes to the log file only.
 */
@Command(name = "tabula", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Tabula's command line: list the games, check and benchmark their rules, show saved matches.",
        subcommands = {GamesCommand.class, PerftCommand.class, MovesCommand.class, PlayoutsCommand.class,
                ShowCommand.class, SolveCommand.class, ArenaCommand.class, ReviewCommand.class})
public final class TabulaCli {
    static final int USAGE_OR_INPUT_ERROR = 2;
    private static final Logger LOG = LoggerFactory.getLogger(TabulaCli.class);

    public static int run(String... args) {
        return commandLine(new PrintWriter(System.out, true), new PrintWriter(System.err, true)).execute(args);
    }

    /** The configured command line, writing to the given streams (tests pass string writers). */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        CommandLine commandLine = new CommandLine(new TabulaCli());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler((e, args) -> {
            err.println("tabula: " + oneLine(e.getMessage()));
            return USAGE_OR_INPUT_ERROR;
        });
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> {
            if (e instanceof TabulaException) {
                err.println("tabula: " + oneLine(e.getMessage()));
            } else {
                LOG.error("command failed", e);
                err.println("tabula: internal error: " + oneLine(String.valueOf(e)));
            }
            return USAGE_OR_INPUT_ERROR;
        });
        return commandLine;
    }

    /**
     * A message as one line, whatever it quotes: the messages quote file content and names safely
     * already, and this keeps an argument typed on the command line from breaking the line too.
     */
    private static String oneLine(String message) {
        return Echo.oneLine(message, MAX_MESSAGE);
    }

    private static final int MAX_MESSAGE = 1000;
}
