package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.GameInfo;
import dev.tabula.core.OptionSpec;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code games}: the game ids with their players and options, and why any registered game failed to load. */
@Command(name = "games", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class, description = "List the games with their options and defaults.")
final class GamesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (Game game : GameCatalog.installed().games()) {
            GameInfo info = game.info();
            String players = info.minSeats() == info.maxSeats()
                    ? String.valueOf(info.minSeats()) : info.minSeats() + "-" + info.maxSeats();
            out.printf("%-13s %-13s %s players%n", info.id(), info.name(), players);
            for (OptionSpec option : info.options()) {
                out.printf("    --option %s=%s   (default %s)%n", option.key(),
                        String.join("|", option.values()), option.defaultValue());
            }
        }
        for (String problem : GameCatalog.installed().problems()) {
            spec.commandLine().getErr().println("A game could not be loaded: " + problem);
        }
        return 0;
    }
}
