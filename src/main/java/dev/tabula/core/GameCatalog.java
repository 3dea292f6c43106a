package dev.tabula.core;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The games on the class path, found through {@link java.util.ServiceLoader}, in a stable order. */
public final class GameCatalog {
    private final List<Game> games;
    private final List<String> problems;

    private GameCatalog(List<Game> games, List<String> problems) {
        List<Game> sorted = new ArrayList<>(games);
        sorted.sort(Comparator.comparing(game -> game.info().id()));
        this.games = List.copyOf(sorted);
        this.problems = List.copyOf(problems);
    }

    /** Every registered game that loads, ordered by id. */
    public static GameCatalog installed() {
        return Holder.INSTALLED;
    }

    public static GameCatalog of(List<Game> games) {
        return new GameCatalog(games, List.of());
    }

    public List<Game> games() {
        return games;
    }

    /**
     * Why each registered game that failed to load did (a broken registration, a game whose
     * descriptor is invalid): such a game is left out, and this says so.
     */
    public List<String> problems() {
        return problems;
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
        /** A game whose descriptor cannot be built (an invalid id, say) counts as one that failed to load. */
        static final GameCatalog INSTALLED = load(ServiceProviders.load(Game.class, Game::info));

        private static GameCatalog load(ServiceProviders<Game> providers) {
            return new GameCatalog(providers.loaded(), providers.problems());
        }
    }
}
