package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ai.ZolaEvaluation;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Where a game's depth-first search is the stronger one (Zola: {@link Capabilities#depthFirstIsStronger}),
 * Hard thinks with it under a time limit, and its hints follow; without a time limit, and in
 * every other game, Hard keeps its tree search.
 */
class DepthFirstTopLevelTest {
    /** Hard's tree search, without the depth-first search Zola's Hard thinks with under a time limit. */
    private static final List<Strategy> TREE_SEARCH = Composer.hard(Capabilities.forGame(ZolaGame.ID), Runnable::run, 1, false);

    private final State start = new ZolaGame().start(2, Map.of(), 1);
    private final SeatView view = start.viewFor(0);

    /** 20 ms on a clock that moves 10 µs a read: the search stops after some 2,000 reads, whatever the machine. */
    private static SearchBudget twentyMillis() {
        AtomicLong now = new AtomicLong();
        return SearchBudget.time(Duration.ofMillis(20), () -> now.addAndGet(10_000));
    }

    @Test
    void hardInZolaThinksDepthFirstUnderATimeLimit() {
        SearchResult result = Players.forLevel(Level.HARD, ZolaGame.ID, 3).search(view, twentyMillis(), CancellationToken.none());

        assertThat(start.legalMoves()).contains(result.move());
        // one root move, valued by the alpha-beta score's win chance; the nodes stand for iterations
        assertThat(result.rootMoves()).hasSize(1);
        assertThat(result.chosen().meanPayoff()).isStrictlyBetween(0.0, 1.0);
        assertThat(result.iterations()).isGreaterThan(AlphaBetaPlayer.CHECK_EVERY);
    }

    @Test
    void everyStrategyMeasuresItsTimeOnTheBudgetsClock() {
        // a clock that moves 10 ms a read: 20 ms are up at the second or third check
        AtomicLong depthFirstNow = new AtomicLong();
        SearchResult depthFirst = Players.forLevel(Level.HARD, ZolaGame.ID, 3).search(view,
                SearchBudget.time(Duration.ofMillis(20), () -> depthFirstNow.addAndGet(10_000_000)), CancellationToken.none());
        AtomicLong treeNow = new AtomicLong();
        SearchResult tree = new StrategyPlayer("hard", 3, TREE_SEARCH).search(view,
                SearchBudget.time(Duration.ofMillis(20), () -> treeNow.addAndGet(10_000_000)), CancellationToken.none());

        assertThat(depthFirst.rootMoves()).hasSize(1);
        assertThat(depthFirst.iterations()).isLessThanOrEqualTo(3L * AlphaBetaPlayer.CHECK_EVERY);
        assertThat(tree.iterations()).isLessThanOrEqualTo(3L * Stopwatch.COSTLY_CLOCK_EVERY);
        // the time each reports is on that clock too: whole readings of 10 ms, at least the 20 ms it was given
        for (SearchResult result : List.of(depthFirst, tree)) {
            assertThat(result.nanos() % 10_000_000).isZero();
            assertThat(result.nanos()).isGreaterThanOrEqualTo(20_000_000);
        }
    }

    @Test
    void withoutATimeLimitHardInZolaKeepsItsTreeSearch() {
        SearchResult result = Players.forLevel(Level.HARD, ZolaGame.ID, 3)
                .search(view, SearchBudget.iterations(2_000), CancellationToken.none());

        assertThat(result.rootMoves()).hasSizeGreaterThan(1);
        assertThat(result.iterations()).isEqualTo(2_000);
    }

    @Test
    void hardTreeIsZolasHardWithItsTreeSearchAndRefusedWhereHardIsThatAlready() {
        StrategyPlayer tree = (StrategyPlayer) Players.create(Players.HARD_TREE, ZolaGame.ID, 3);
        SearchResult result = tree.search(view, twentyMillis(), CancellationToken.none());

        assertThat(result.rootMoves()).hasSizeGreaterThan(1);
        assertThat(Players.names(ZolaGame.ID)).contains(Players.HARD_TREE, AlphaBetaPlayer.NAME);
        assertThat(Players.names(Battlegammon.ID)).doesNotContain(Players.HARD_TREE);
        assertThatThrownBy(() -> Players.create(Players.HARD_TREE, Battlegammon.ID, 3))
                .isInstanceOf(TabulaException.class).hasMessageContaining("tree search");
    }

    @Test
    void battlegammonsHardKeepsItsTreeSearchUnderATimeLimit() {
        State decision = new Battlegammon().start(2, Map.of(), 1);
        while (decision.isChance()) {
            decision = decision.apply(decision.sampleChance());
        }
        SearchResult result = Players.forLevel(Level.HARD, Battlegammon.ID, 3)
                .search(decision.viewFor(decision.currentSeat()), twentyMillis(), CancellationToken.none());

        assertThat(result.rootMoves().size() > 1 || result.iterations() == 0).isTrue();
    }

    @Test
    void aZolaHintUnderATimeLimitIsTheDepthFirstSearchsMoveWithItsWinChance() {
        Hint hint = Hints.forSeat(ZolaGame.ID, view, twentyMillis(), CancellationToken.none(), 7);

        assertThat(start.legalMoves()).contains(hint.move());
        assertThat(hint.proved()).isFalse();
        assertThat(hint.winChance()).isStrictlyBetween(0.0, 1.0);
        assertThat(hint.searched()).isGreaterThan(AlphaBetaPlayer.CHECK_EVERY);
    }

    @Test
    void zolasWinChanceIsTheTreeSearchsLogisticOfTheLead() {
        assertThat(ZolaEvaluation.TUNED.winChance(0)).isEqualTo(0.5);
        assertThat(ZolaEvaluation.TUNED.winChance(2)).isEqualTo(1 / (1 + Math.exp(-1.0)));
        assertThat(ZolaEvaluation.TUNED.winChance(-2)).isLessThan(0.5);
    }
}
