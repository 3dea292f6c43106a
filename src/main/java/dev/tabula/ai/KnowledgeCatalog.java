package dev.tabula.ai;

import dev.tabula.core.ServiceProviders;
import java.util.List;
import java.util.Optional;

/**
 * The registered {@link GameKnowledge} implementations, loaded once through
 * {@link java.util.ServiceLoader}. One that fails to load (a missing table, say) is logged and
 * skipped: its game is then played without knowledge rather than every game losing its computer player.
 */
final class KnowledgeCatalog {
    private static final List<GameKnowledge> INSTALLED =
            ServiceProviders.load(GameKnowledge.class, GameKnowledge::gameId).loaded();

    private KnowledgeCatalog() {
    }

    static Optional<GameKnowledge> find(String gameId) {
        return INSTALLED.stream().filter(knowledge -> knowledge.gameId().equals(gameId)).findFirst();
    }
}
