package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.SeatView;
import dev.tabula.zola.ZolaGame;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The top level's helper searches run on the executor the player is given, never on a thread of
 * their own; one that no thread started before the player's own search ended is dropped. Time
 * runs on a clock that moves 10 µs a reading: 20 ms are 2,000 readings, one every 8 iterations,
 * so one search thinks about 16,000 iterations.
 */
class RootParallelSearchTest {
    private static final long ONE_SEARCH = 2_000 * Stopwatch.COSTLY_CLOCK_EVERY + Stopwatch.COSTLY_CLOCK_EVERY;

    private final SeatView view = new ZolaGame().start(2, java.util.Map.of("size", "8"), 1).viewFor(0);

    /** The clock every search of the question reads. */
    private final AtomicLong now = new AtomicLong();

    private SearchResult hardWithTwoSearches(Executor helpers) {
        StrategyPlayer hard = new StrategyPlayer("hard", 3, Composer.hard(Capabilities.forGame(ZolaGame.ID), helpers, 2, false));
        return hard.search(view, SearchBudget.time(Duration.ofMillis(20), () -> now.addAndGet(10_000)),
                CancellationToken.none());
    }

    @Test
    void aHelperRunsOnTheExecutorAndItsStatisticsAreAddedIn() {
        SearchResult result = hardWithTwoSearches(Runnable::run); // the helper runs at once, before the player's own

        assertThat(result.iterations()).as("two searches' worth").isGreaterThan(ONE_SEARCH);
        assertThat(result.rootMoves().stream().mapToLong(SearchResult.MoveStatistics::visits).sum())
                .isEqualTo(result.iterations());
    }

    @Test
    void aHelperNoThreadStartedIsDroppedRatherThanWaitedFor() {
        Queue<Runnable> stepped = new ArrayDeque<>();

        SearchResult result = hardWithTwoSearches(stepped::add);

        assertThat(result.iterations()).as("the player's own search alone").isPositive().isLessThanOrEqualTo(ONE_SEARCH);
        assertThat(stepped).hasSize(1);
        long readings = now.get();
        stepped.poll().run();
        assertThat(now.get()).as("run too late, the helper does not search").isEqualTo(readings);
        assertThat(result.rootMoves().stream().mapToLong(SearchResult.MoveStatistics::visits).sum())
                .isEqualTo(result.iterations());
    }
}
