package dev.tabula.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.slf4j.LoggerFactory;

/** The games on the class path, found through {@link ServiceLoader}, in a stable order. */
public final class GameCatalog {
    private final List<Game> games;

    private GameCatalog(List<Game> games) {
        this.games = List.copyOf(games);
    }

    /** Every registered game, ordered by id. */
    public static GameCatalog installed() {
        return Holder.INSTALLED;
    }

    public static GameCatalog of(List<Game> games) {
        return new GameCatalog(games);
    }

    public List<Game> games() {
        return games;
    }

    public Optional<Game> find(String id) {
        return games.stream().filter(game -> game.info().id().equals(id)).findFirst();
    }

    /** @throws TabulaException naming the unknown id and the known ones */
    public Game require(String id) {
        return find(id).orElseThrow(() -> TabulaException.keyed("core.game.unknown", id,
                String.join(", ", games.stream().map(game -> game.info().id()).toList())));
    }

    /** Loaded once: ServiceLoader scans the class path, which is not free. */
    private static final class Holder {
        static final GameCatalog INSTALLED = new GameCatalog(loadProviders());

        /** Every game that loads; a broken registration is logged and skipped, never fatal to the others. */
        private static List<Game> loadProviders() {
            List<Game> games = new ArrayList<>();
            Iterator<Game> providers = ServiceLoader.load(Game.class).iterator();
            while (true) {
                try {
                    if (!providers.hasNext()) {
                        break;
                    }
                    games.add(providers.next());
                } catch (ServiceConfigurationError e) {
                    LoggerFactory.getLogger(GameCatalog.class).error("a game could not be loaded", e);
                }
            }
            games.sort(Comparator.comparing(game -> game.info().id()));
            return games;
        }
    }
}
