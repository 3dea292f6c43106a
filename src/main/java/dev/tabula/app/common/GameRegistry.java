package dev.tabula.app.common;

import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.ServiceProviders;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The games the app can show: every registered game that also has a registered {@link GameUi}.
 * Loading is tolerant: a game or a face that fails to load, a game without a face and a face
 * without a game are left out, logged, and listed in {@link #problems()}, never fatal to the rest.
 */
public final class GameRegistry {
    private static final Logger LOG = LoggerFactory.getLogger(GameRegistry.class);

    private final GameCatalog catalog;
    private final List<GameEntry> entries;
    private final List<String> problems;

    GameRegistry(GameCatalog catalog, List<GameUi> uis) {
        this(catalog, uis, List.of());
    }

    private GameRegistry(GameCatalog catalog, List<GameUi> uis, List<String> uiProblems) {
        this.catalog = catalog;
        List<String> found = new ArrayList<>(catalog.problems());
        found.addAll(uiProblems);
        Map<String, GameUi> byId = uis.stream()
                .collect(Collectors.toMap(GameUi::gameId, Function.identity(), (first, second) -> first));
        List<GameEntry> paired = new ArrayList<>();
        Set<String> gameIds = new HashSet<>();
        for (Game game : catalog.games()) {
            String id = game.info().id();
            gameIds.add(id);
            GameUi ui = byId.get(id);
            if (ui == null) {
                LOG.warn("game '{}' has no GameUi registered; it is left out of the game picker", id);
                found.add("game '" + id + "' has no face (GameUi) and is left out of the picker");
            } else {
                paired.add(new GameEntry(game, ui));
            }
        }
        for (String id : byId.keySet()) {
            if (!gameIds.contains(id)) {
                LOG.warn("a GameUi is registered for '{}', which is no loaded game", id);
                found.add("a face (GameUi) is registered for '" + id + "', which is no loaded game");
            }
        }
        this.entries = List.copyOf(paired);
        this.problems = List.copyOf(found);
    }

    public static GameRegistry installed() {
        ServiceProviders<GameUi> uis = ServiceProviders.load(GameUi.class, GameUi::gameId);
        return new GameRegistry(GameCatalog.installed(), uis.loaded(), uis.problems());
    }

    /** The games with rules (for loading files). */
    public GameCatalog catalog() {
        return catalog;
    }

    public List<GameEntry> entries() {
        return entries;
    }

    /** Why each game or face that is registered is not in {@link #entries()}, one sentence each (English, for the log and the player's report). */
    public List<String> problems() {
        return problems;
    }

    public Optional<GameEntry> find(String id) {
        return entries.stream().filter(entry -> entry.id().equals(id)).findFirst();
    }
}
