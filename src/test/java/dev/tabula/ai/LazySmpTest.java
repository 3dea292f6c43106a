package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ai.ZolaEvaluation;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Zola's depth-first Hard on several cores (Lazy SMP): the helpers run on the player's executor
 * and share the main search's table, and with one search the answer is the single-threaded
 * search's, node for node. Time runs on a clock that moves 1 ms a reading (one reading every
 * {@link AlphaBetaPlayer#CHECK_EVERY} nodes), so a search of 60 ms is 60 readings on any machine.
 */
class LazySmpTest {
    private static final long SEED = 11;

    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);

    private static SearchBudget sixtyMillis() {
        AtomicLong now = new AtomicLong();
        return SearchBudget.time(Duration.ofMillis(60), () -> now.addAndGet(1_000_000));
    }

    private static Executor never() {
        return task -> {
            throw new AssertionError("one search has no helpers");
        };
    }

    @Test
    void oneSearchIsTheSingleThreadedSearchMoveForMoveNodeForNode() {
        LazySmp smp = new LazySmp(ZolaEvaluation.TUNED, 1, never(), SEED);
        AlphaBetaPlayer alone = AlphaBetaPlayer.of(ZolaEvaluation.TUNED, SEED);
        State state = start;
        for (int ply = 0; ply < 8 && !state.isTerminal(); ply++) {
            SeatView view = state.viewFor(state.currentSeat());
            Move move = smp.choose(view, sixtyMillis(), CancellationToken.none());

            assertThat(move).isEqualTo(alone.choose(view, sixtyMillis(), CancellationToken.none()));
            assertThat(smp.lastNodes()).isEqualTo(alone.lastNodes());
            assertThat(smp.main().lastDepth()).isEqualTo(alone.lastDepth());
            assertThat(smp.main().lastScore()).isEqualTo(alone.lastScore());
            assertThat(smp.lastHelperNodes()).isZero();
            state = state.apply(move);
        }
    }

    @Test
    void aHelperRunsOnTheExecutorAndTheMainSearchGoesDeeperOnTheTableItShares() {
        SeatView view = start.viewFor(0);
        AlphaBetaPlayer alone = AlphaBetaPlayer.of(ZolaEvaluation.TUNED, SEED);
        alone.choose(view, sixtyMillis(), CancellationToken.none());
        // the helper runs at once, before the main search, for its whole time: the table is then full of its work
        LazySmp smp = new LazySmp(ZolaEvaluation.TUNED, 2, Runnable::run, SEED);

        Move move = smp.choose(view, sixtyMillis(), CancellationToken.none());

        assertThat(start.legalMoves()).contains(move);
        assertThat(smp.lastHelperNodes()).as("the helper searched").isGreaterThan(AlphaBetaPlayer.CHECK_EVERY);
        assertThat(smp.lastNodes()).isEqualTo(smp.main().lastNodes() + smp.lastHelperNodes());
        // the main search is the lone one but for the table: only the helper's entries can take it deeper
        assertThat(smp.main().lastDepth()).as("deeper on the helper's table than alone")
                .isGreaterThan(alone.lastDepth());
    }

    @Test
    void aHelperNoThreadStartedIsDroppedAndTheAnswerIsTheLoneSearchs() {
        Queue<Runnable> stepped = new ArrayDeque<>();
        SeatView view = start.viewFor(0);
        LazySmp smp = new LazySmp(ZolaEvaluation.TUNED, 2, stepped::add, SEED);
        AlphaBetaPlayer alone = AlphaBetaPlayer.of(ZolaEvaluation.TUNED, SEED);

        Move move = smp.choose(view, sixtyMillis(), CancellationToken.none());

        assertThat(move).isEqualTo(alone.choose(view, sixtyMillis(), CancellationToken.none()));
        assertThat(smp.lastHelperNodes()).isZero();
        assertThat(smp.lastNodes()).isEqualTo(alone.lastNodes());
        assertThat(stepped).hasSize(1);
        long nodes = smp.lastNodes();
        stepped.poll().run(); // too late: the helper does not search
        assertThat(smp.lastNodes()).isEqualTo(nodes);
    }

    @Test
    void hardInZolaGivenTwoSearchesUsesItsExecutorForTheHelper() {
        Queue<Runnable> stepped = new ArrayDeque<>();
        StrategyPlayer hard = new StrategyPlayer("hard", 3, Composer.hard(Capabilities.forGame(ZolaGame.ID), stepped::add, 2, true));

        SearchResult result = hard.search(start.viewFor(0), sixtyMillis(), CancellationToken.none());

        assertThat(result.rootMoves()).hasSize(1);
        assertThat(stepped).as("the depth-first search's helper, handed to the player's executor").hasSize(1);
    }
}
