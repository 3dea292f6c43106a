package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.State;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A game with a solved table (Zodiac, later) hands Hard its perfect move; the other levels search. */
class PerfectPlayHookTest {
    private static final double[] FAIR = {0.5, 0.5};
    private static final boolean[][] WINS = {{true, false}, {false, true}};

    /** A game whose "table" insists on bet 0, which the search alone has no reason to prefer. */
    private static final Capabilities TABLE = Capabilities.builder()
            .perfectPlay((view, budget, background) -> Optional.of(new GambleGame.Bet(0)))
            .build();

    @Test
    void hardPlaysThePerfectMoveWithoutSearching() {
        State gamble = GambleGame.start(FAIR, WINS, 0);
        StrategyPlayer hard = new StrategyPlayer("hard", 1, Composer.level(Level.HARD, TABLE, Runnable::run, 1));

        SearchResult result = hard.search(gamble.viewFor(0), SearchBudget.UNLIMITED, CancellationToken.none());

        assertThat(result.move()).isEqualTo(new GambleGame.Bet(0));
        assertThat(result.iterations()).isZero();
    }

    @Test
    void mediumSearchesEvenWhenATableExists() {
        State gamble = GambleGame.start(FAIR, WINS, 0);
        StrategyPlayer medium = new StrategyPlayer("medium", 1, Composer.level(Level.MEDIUM, TABLE, Runnable::run, 1));

        assertThat(medium.search(gamble.viewFor(0), SearchBudget.UNLIMITED, CancellationToken.none()).iterations())
                .isEqualTo(TreeSettings.MEDIUM.iterations());
    }
}
