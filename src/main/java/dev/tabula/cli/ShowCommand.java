package dev.tabula.cli;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code show <file>}: a saved match in words: the game and its options, the players, how many
 * moves are in effect, the position as the game writes it in text (public facts only: Zodijak's
 * hands stay hidden), and whose turn it is or who won and why.
 */
@Command(name = "show", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Describe a saved match: the game, the players, the position, whose turn it is or who won.")
final class ShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<file>", description = "A match file (.tabula.json).")
    Path file;

    @Override
    public Integer call() {
        Match match = new MatchCodec(GameCatalog.installed()).load(file);
        PrintWriter out = spec.commandLine().getOut();
        String options = match.setup().options().asMap().entrySet().stream()
                .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(" "));
        out.printf("game: %s (%s)%s%n", match.game().info().name(), match.game().info().id(),
                options.isEmpty() ? "" : ", " + options);
        for (int seat = 0; seat < match.seats().size(); seat++) {
            out.println("player: " + MatchWords.seatWithController(match, seat));
        }
        out.printf("moves: %d in effect of %d in the file%n", match.cursor(), match.line().size());
        out.println("position:");
        match.current().toString().lines().forEach(line -> out.println("  " + line));
        out.println(MatchWords.standing(match));
        return 0;
    }
}
