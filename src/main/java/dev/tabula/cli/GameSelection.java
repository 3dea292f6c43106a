package dev.tabula.cli;

import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.Match;
import dev.tabula.core.TabulaException;
import dev.tabula.core.save.Echo;
import dev.tabula.core.save.MatchCodec;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The arguments that pick a game and a position: the id, options, seats, seed, or a match file. */
final class GameSelection {
    @Parameters(index = "0", paramLabel = "<game>", description = "The game id (see `games`).")
    String gameId;

    @Option(names = "--option", paramLabel = "key=value", description = "A game option, e.g. size=8.")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--seats", paramLabel = "N", description = "Number of players (default: the game's least).")
    Integer seats;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the game's dice and shuffles (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--from", paramLabel = "match.json", description = "Start from the position of a saved match.")
    Path from;

    Game game() {
        return GameCatalog.installed().require(gameId);
    }

    Setup setup() {
        Game game = game();
        int seatCount = seats != null ? seats : game.info().minSeats();
        game.info().checkSeats(seatCount);
        return new Setup(seatCount, game.info().resolveOptions(options), seed);
    }

    /** The position to work on: the saved match's current one, or the start. */
    State position() {
        return from == null ? game().start(setup()) : savedMatch().current();
    }

    /**
     * The position to work on; when it is a finished match from a file, one line on {@code err}
     * says who won, since the commands' results (no moves, a count of 0) cannot.
     */
    State position(java.io.PrintWriter err) {
        if (from == null) {
            return position();
        }
        Match match = savedMatch();
        if (match.isOver()) {
            err.println("tabula: the match is over: " + MatchWords.result(match, match.outcome()));
        }
        return match.current();
    }

    /** The match of {@code --from}, checked to be of the game asked for. */
    Match savedMatch() {
        if (!options.isEmpty() || seats != null) {
            throw new TabulaException("--option and --seats cannot be combined with --from: the match file has its own");
        }
        Match match = new MatchCodec(GameCatalog.installed()).load(from);
        String fileGame = match.game().info().id();
        if (!fileGame.equals(gameId)) {
            throw new TabulaException("The file " + Echo.path(from.toString()) + " holds a match of " + fileGame
                    + ", not " + Echo.quote(gameId) + ".");
        }
        return match;
    }
}
