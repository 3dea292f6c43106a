package dev.tabula.ai;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registered {@link GameKnowledge} implementations, loaded once through {@link ServiceLoader}.
 * One that fails to load (a missing table, say) is logged and skipped: its game is then played
 * without knowledge rather than every game losing its computer player.
 */
final class KnowledgeCatalog {
    private static final Logger LOG = LoggerFactory.getLogger(KnowledgeCatalog.class);
    private static final List<GameKnowledge> INSTALLED = load();

    private KnowledgeCatalog() {
    }

    static Optional<GameKnowledge> find(String gameId) {
        return INSTALLED.stream().filter(knowledge -> knowledge.gameId().equals(gameId)).findFirst();
    }

    private static List<GameKnowledge> load() {
        List<GameKnowledge> loaded = new ArrayList<>();
        Iterator<GameKnowledge> providers = ServiceLoader.load(GameKnowledge.class).iterator();
        while (true) {
            try {
                if (!providers.hasNext()) {
                    return List.copyOf(loaded);
                }
                loaded.add(providers.next());
            } catch (ServiceConfigurationError | RuntimeException e) {
                LOG.warn("a game's computer-player knowledge failed to load; that game is played without it", e);
            }
        }
    }
}
