package dev.tabula.cli;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code moves <game>}: the legal moves of a position, one a line (the rolls, at a chance state).
 * A finished match has none: standard output stays empty and one line on standard error says who
 * won, with status 0, since an empty list is the true answer.
 */
@Command(name = "moves", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Print the legal moves of the position, one a line, in notation. "
                + "A finished match prints none, and says on standard error who won.")
final class MovesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    GameSelection selection;

    @Override
    public Integer call() {
        State position = selection.position(spec.commandLine().getErr());
        PrintWriter out = spec.commandLine().getOut();
        if (position.isChance()) {
            for (ChanceOutcome outcome : position.chanceOutcomes()) {
                out.println(outcome.move().notation());
            }
        } else {
            for (Move move : position.legalMoves()) {
                out.println(move.notation());
            }
        }
        return 0;
    }
}
