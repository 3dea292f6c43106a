package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class BudgetAndCancellationTest {
    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);
    private final SeatView view = start.viewFor(0);

    /** Hard without its own iteration cap, so that only the time limit or a cancellation stops it. */
    private static SearchPlayer endless() {
        return new SearchPlayer("endless", Level.HARD.settings().withIterations(Long.MAX_VALUE),
                GameKnowledge.forGame(ZolaGame.ID), 1);
    }

    @Test
    void aTimeBudgetIsRespected() {
        long begin = System.nanoTime();
        SearchResult result = endless().search(view, SearchBudget.time(Duration.ofMillis(300)), CancellationToken.none());
        long millis = (System.nanoTime() - begin) / 1_000_000;

        assertThat(result.iterations()).isPositive();
        assertThat(millis).isBetween(290L, 800L);
        assertThat(start.legalMoves()).contains(result.move());
    }

    @Test
    void cancellationReturnsPromptlyWithALegalMove() throws Exception {
        CancellationToken cancel = new CancellationToken();
        CompletableFuture<Move> answer = CompletableFuture.supplyAsync(
                () -> endless().choose(view, SearchBudget.UNLIMITED, cancel));
        Thread.sleep(200);
        assertThat(answer).isNotDone();

        long cancelledAt = System.nanoTime();
        cancel.cancel();
        Move move = answer.get(2, TimeUnit.SECONDS);
        long millis = (System.nanoTime() - cancelledAt) / 1_000_000;

        assertThat(millis).isLessThan(250);
        assertThat(start.legalMoves()).contains(move);
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
        SearchPlayer hard = Players.forLevel(Level.HARD, ZolaGame.ID, 1);
        assertThat(hard.search(view, SearchBudget.UNLIMITED, CancellationToken.none()).iterations())
                .isEqualTo(Level.HARD.settings().iterations());
        assertThat(hard.search(view, SearchBudget.iterations(50), CancellationToken.none()).iterations())
                .isEqualTo(50);
    }

    @Test
    void levelsAreKnownByName() {
        assertThat(Level.parse("Hard")).isEqualTo(Level.HARD);
        assertThat(Players.create("random", ZolaGame.ID, 1)).isInstanceOf(RandomPlayer.class);
        assertThat(Players.create("easy", ZolaGame.ID, 1).name()).isEqualTo("easy");
    }
}
