package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;

/** The top level thinks for the time it is given, measured on an injected clock, and stops early only when its move is clear. */
class TopLevelTimeTest {
    /**
     * Hard with its tree search, {@code searches} at once: in Zola, Hard under a time limit thinks
     * depth-first instead ({@link DepthFirstTopLevelTest}). The helpers run on the calling thread.
     */
    private static StrategyPlayer treeSearch(int searches) {
        return new StrategyPlayer("hard", 3, Composer.hard(Capabilities.forGame(ZolaGame.ID), Runnable::run, searches, false));
    }

    /** A clock that moves on by {@code step} nanoseconds each time it is read: time is counted in reads. */
    private static LongSupplier ticking(long step) {
        AtomicLong now = new AtomicLong();
        return () -> now.addAndGet(step);
    }

    private final State start = new ZolaGame().start(2, Map.of("size", "8"), 1);
    private final SeatView view = start.viewFor(0);

    @Test
    void hardThinksPastItsIterationBudgetWhenGivenTime() {
        // 10 µs a read, read every 8 iterations: 20 ms is 2,000 reads, about 16,000 iterations
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(20), ticking(10_000));

        SearchResult result = treeSearch(1).search(view, budget, CancellationToken.none());

        assertThat(result.iterations()).isGreaterThan(TreeSettings.HARD.iterations()).isLessThanOrEqualTo(16_008);
        assertThat(start.legalMoves()).contains(result.move());
    }

    @Test
    void lowerLevelsKeepTheirIterationBudgetUnderATimeLimit() {
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(20), ticking(10_000));
        // seed 3's first question is no blunder: Medium searches, and stops at its own 1,000 iterations
        SearchResult result = Players.forLevel(Level.MEDIUM, ZolaGame.ID, 3).search(view, budget, CancellationToken.none());
        assertThat(result.iterations()).isEqualTo(TreeSettings.MEDIUM.iterations());
    }

    @Test
    void aProvedWinEndsTheSearchLongBeforeTheTimeIsUp() {
        // Red to move wins in 5 plies with one move of nine (ZolaSearchTest checks it by brute force)
        ZolaState endgame = ZolaState.of(6, "..B... ...RR. .....R .....R ...... ...B..", ZolaState.RED);
        // an hour, but capped at 200,000 iterations so that a search that proves nothing ends as well
        SearchBudget anHour = new SearchBudget(200_000, Duration.ofHours(1).toNanos(), ticking(1_000));

        SearchResult result = new StrategyPlayer("hard", 3, Composer.level(Level.HARD, Capabilities.none(), Runnable::run, 1))
                .search(endgame.viewFor(0), anHour, CancellationToken.none());

        assertThat(result.chosen().proof()).isEqualTo(1);
        assertThat(result.iterations()).isLessThan(200_000);
        assertThat(ZolaSearchTest.forcesWin(endgame.apply(result.move()), 0, 4)).isTrue();
    }

    @Test
    void aClearMoveStopsTheSearchEarly() {
        // one capture of the last blue piece is an immediate win, so the search is done as soon as it is tried
        ZolaState lastPiece = ZolaState.of(6, "R..... ...... ..B... ...... ...... R....R", ZolaState.RED);
        SearchResult result = Players.forLevel(Level.HARD, ZolaGame.ID, 5)
                .search(lastPiece.viewFor(0), new SearchBudget(200_000, Duration.ofHours(1).toNanos(), ticking(1_000)),
                        CancellationToken.none());
        Move move = result.move();
        assertThat(lastPiece.apply(move).isTerminal()).isTrue();
        assertThat(result.iterations()).isLessThan(100);
    }

    @Test
    void budgetsOnTheSameClockAreEqualValues() {
        assertThat(SearchBudget.iterations(5)).isEqualTo(SearchBudget.iterations(5));
        assertThat(SearchBudget.cpuTime(Duration.ofMillis(5))).isEqualTo(SearchBudget.cpuTime(Duration.ofMillis(5)))
                .isNotEqualTo(SearchBudget.time(Duration.ofMillis(5)));
        assertThat(SearchBudget.UNLIMITED.cappedBy(SearchBudget.cpuTime(Duration.ofMillis(5))).clock())
                .isSameAs(SearchBudget.cpuTime(Duration.ofMillis(1)).clock());
    }

    @Test
    void rootParallelSearchesAddUpTheirStatistics() {
        AtomicLong now = new AtomicLong();
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(5), () -> now.addAndGet(10_000));
        SearchResult result = treeSearch(2).search(view, budget, CancellationToken.none());
        long visits = result.rootMoves().stream().mapToLong(SearchResult.MoveStatistics::visits).sum();
        assertThat(visits).isEqualTo(result.iterations());
        assertThat(start.legalMoves()).contains(result.move());
    }
}
