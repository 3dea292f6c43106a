package dev.tabula.core;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

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
        return find(id).orElseThrow(() -> new TabulaException("unknown game '" + id + "'; known games: "
                + String.join(", ", games.stream().map(game -> game.info().id()).toList())));
    }

    /** Loaded once: ServiceLoader scans the class path, which is not free. */
    private static final class Holder {
        static final GameCatalog INSTALLED = new GameCatalog(ServiceLoader.load(Game.class).stream()
                .map(ServiceLoader.Provider::get)
                .sorted(Comparator.comparing(game -> game.info().id()))
                .toList());
    }
}
