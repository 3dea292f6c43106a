package dev.tabula.app;

import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games the app can show: every registered game that also has a registered {@link GameUi}.
 * A game without one is playable on the command line only and is left out here, with a warning.
 */
public final class GameRegistry {
    private static final Logger LOG = LoggerFactory.getLogger(GameRegistry.class);

    private final GameCatalog catalog;
    private final List<GameEntry> entries;

    GameRegistry(GameCatalog catalog, List<GameUi> uis) {
        this.catalog = catalog;
        Map<String, GameUi> byId = uis.stream()
                .collect(Collectors.toMap(GameUi::gameId, Function.identity(), (first, second) -> first));
        List<GameEntry> found = new ArrayList<>();
        for (Game game : catalog.games()) {
            GameUi ui = byId.get(game.info().id());
            if (ui == null) {
                LOG.warn("game '{}' has no GameUi registered; it is left out of the game picker", game.info().id());
            } else {
                found.add(new GameEntry(game, ui));
            }
        }
        this.entries = List.copyOf(found);
    }

    public static GameRegistry installed() {
        List<GameUi> uis = ServiceLoader.load(GameUi.class).stream().map(ServiceLoader.Provider::get).toList();
        return new GameRegistry(GameCatalog.installed(), uis);
    }

    /** The games with rules (for loading files). */
    public GameCatalog catalog() {
        return catalog;
    }

    public List<GameEntry> entries() {
        return entries;
    }

    public Optional<GameEntry> find(String id) {
        return entries.stream().filter(entry -> entry.id().equals(id)).findFirst();
    }
}
