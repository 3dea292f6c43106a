package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/**
 * The search stops on its budget and on cancellation. Time runs on a clock the test drives, one
 * millisecond per reading, and a cancellation comes from another thread at a reading the test
 * chooses: nothing here depends on how fast or how busy the machine is.
 */
class BudgetAndCancellationTest {
    /** Far more iterations than the budgets below allow: a search that ignores them ends here instead of hanging. */
    private static final long CAP = 20_000;
    private static final long MILLI = 1_000_000;

    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);
    private final SeatView view = start.viewFor(0);

    /**
     * Hard's tree search with a far-off iteration cap and no early stop when its move is clear, on
     * one thread, so that only the time limit or a cancellation stops it.
     */
    private static StrategyPlayer endless() {
        return new StrategyPlayer("endless", 1, List.of(new TreeSearch(TreeSettings.HARD.withIterations(CAP),
                TreeKnowledge.withLeafValue(Capabilities.forGame(ZolaGame.ID)))));
    }

    /** A clock that moves on one millisecond each time it is read, and runs {@code atReading} at each reading. */
    private static LongSupplier ticking(IntConsumer atReading) {
        AtomicInteger readings = new AtomicInteger();
        return () -> {
            int reading = readings.incrementAndGet();
            atReading.accept(reading);
            return reading * MILLI;
        };
    }

    @Test
    void aTimeBudgetIsRespected() {
        SearchResult result = endless()
                .search(view, SearchBudget.time(Duration.ofMillis(300), ticking(reading -> { })), CancellationToken.none());

        // the search reads the clock once at its start and then every 8 iterations: 300 ms are 300 readings later
        assertThat(result.iterations()).isEqualTo(300 * 8);
        assertThat(start.legalMoves()).contains(result.move());
    }

    /**
     * Cancelled from another thread while the search runs (held at its 50th clock reading, before
     * iteration 384, until the token is set): the search stops within one iteration, with a legal move.
     */
    @Test
    void cancellationFromAnotherThreadStopsTheSearchWithinOneIteration() throws Exception {
        CancellationToken cancel = new CancellationToken();
        CountDownLatch searching = new CountDownLatch(1);
        CountDownLatch cancelled = new CountDownLatch(1);
        LongSupplier clock = ticking(reading -> {
            if (reading == 50) {
                searching.countDown();
                awaitQuietly(cancelled);
            }
        });
        CompletableFuture<SearchResult> answer = CompletableFuture.supplyAsync(
                () -> endless().search(view, SearchBudget.time(Duration.ofHours(1), clock), cancel));
        searching.await();
        assertThat(answer).isNotDone();
        cancel.cancel();
        cancelled.countDown();

        SearchResult result = answer.get();
        // reading 1 starts the question's stopwatch and reading 2 the search's; reading 50, the search's
        // 48th check, comes before iteration 384 (the 385th), the last one
        assertThat(result.iterations()).isEqualTo(48 * 8 + 1);
        assertThat(start.legalMoves()).contains(result.move());
    }

    @Test
    void aCancelledSearchStillAnswers() {
        CancellationToken cancel = new CancellationToken();
        cancel.cancel();

        assertThat(start.legalMoves()).contains(endless().choose(view, SearchBudget.UNLIMITED, cancel));
    }

    @Test
    void theLevelsIterationBudgetIsCappedByTheCallersBudget() {
        // Hard, because Medium's occasional blunder is answered without a search
        StrategyPlayer hard = Players.forLevel(Level.HARD, ZolaGame.ID, 1);
        assertThat(hard.search(view, SearchBudget.UNLIMITED, CancellationToken.none()).iterations())
                .isEqualTo(TreeSettings.HARD.iterations());
        assertThat(hard.search(view, SearchBudget.iterations(50), CancellationToken.none()).iterations())
                .isEqualTo(50);
    }

    @Test
    void levelsAreKnownByName() {
        assertThat(Level.parse("Hard")).isEqualTo(Level.HARD);
        assertThat(Players.create("random", ZolaGame.ID, 1)).isInstanceOf(RandomPlayer.class);
        assertThat(Players.create("easy", ZolaGame.ID, 1).name()).isEqualTo("easy");
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
