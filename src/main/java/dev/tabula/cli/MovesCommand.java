package dev.tabula.cli;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Match;
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
        Match match = selection.from == null ? null : selection.savedMatch();
        State position = match == null ? selection.position() : match.current();
        PrintWriter out = spec.commandLine().getOut();
        if (position.isTerminal()) {
            spec.commandLine().getErr().println("tabula: the match is over, so there are no moves: "
                    + MatchWords.result(match, position.outcome()));
        } else if (position.isChance()) {
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
