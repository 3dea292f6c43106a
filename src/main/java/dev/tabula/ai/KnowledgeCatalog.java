package dev.tabula.ai;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/** The registered {@link GameKnowledge} implementations, loaded once through {@link ServiceLoader}. */
final class KnowledgeCatalog {
    private static final List<GameKnowledge> INSTALLED = ServiceLoader.load(GameKnowledge.class).stream()
            .map(ServiceLoader.Provider::get)
            .toList();

    private KnowledgeCatalog() {
    }

    static Optional<GameKnowledge> find(String gameId) {
        return INSTALLED.stream().filter(knowledge -> knowledge.gameId().equals(gameId)).findFirst();
    }
}
