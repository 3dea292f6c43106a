package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zola.ZolaGame;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** A level is a list of strategies, built for what the game offers; the first to answer plays. */
class ComposerTest {
    private static final SeatView ZOLA_START = new ZolaGame().start(2, Map.of(), 1).viewFor(0);

    private static List<Class<?>> kinds(List<Strategy> strategies) {
        return strategies.stream().<Class<?>>map(Object::getClass).toList();
    }

    @Test
    void eachLevelIsMadeOfTheStrategiesTheGameOffers() {
        Capabilities zola = Capabilities.forGame(ZolaGame.ID);
        Capabilities battlegammon = Capabilities.forGame(Battlegammon.ID);
        Capabilities zodiac = Capabilities.forGame(ZodiacGame.ID);

        assertThat(kinds(Composer.level(Level.EASY, zola, Runnable::run, 1))).containsExactly(Blunder.class, TreeSearch.class);
        assertThat(kinds(Composer.level(Level.MEDIUM, zola, Runnable::run, 1))).containsExactly(Blunder.class, TreeSearch.class);
        assertThat(kinds(Composer.level(Level.HARD, zola, Runnable::run, 1)))
                .containsExactly(PerfectMove.class, DepthFirst.class, RootParallelSearch.class, TreeSearch.class);
        assertThat(kinds(Composer.hard(zola, Runnable::run, 1, false)))
                .containsExactly(PerfectMove.class, RootParallelSearch.class, TreeSearch.class);
        assertThat(kinds(Composer.level(Level.HARD, battlegammon, Runnable::run, 1)))
                .containsExactly(RootParallelSearch.class, TreeSearch.class);
        assertThat(kinds(Composer.level(Level.HARD, zodiac, Runnable::run, 1)))
                .containsExactly(PerfectMove.class, RootParallelSearch.class, TreeSearch.class);
        assertThat(kinds(Composer.hardClassic(zola, Runnable::run))).as("no endgame search before issue 17")
                .containsExactly(TreeSearch.class);
        assertThat(kinds(Composer.hardClassic(zodiac, Runnable::run))).containsExactly(PerfectMove.class, TreeSearch.class);
    }

    /**
     * Hard in Zola without a time limit: its perfect move (no endgame at the start), depth-first
     * and whole-time searches all pass, and draw nothing from the question's generator, so the
     * tree search after them plays exactly what a player of that tree search alone plays.
     */
    @Test
    void strategiesThatPassLeaveTheGeneratorToTheNext() {
        Capabilities zola = Capabilities.forGame(ZolaGame.ID);
        StrategyPlayer hard = new StrategyPlayer("hard", 7, Composer.level(Level.HARD, zola, Runnable::run, 1));
        StrategyPlayer treeAlone = new StrategyPlayer("tree", 7,
                List.of(new TreeSearch(TreeSettings.HARD, TreeKnowledge.withLeafValue(zola))));
        for (int question = 0; question < 3; question++) {
            SearchResult a = hard.search(ZOLA_START, SearchBudget.iterations(800), CancellationToken.none());
            SearchResult b = treeAlone.search(ZOLA_START, SearchBudget.iterations(800), CancellationToken.none());
            assertThat(a.rootMoves()).isEqualTo(b.rootMoves());
        }
    }

    @Test
    void aBlunderIsARandomMoveAtTheChanceItIsGiven() {
        Strategy never = new TreeSearch(TreeSettings.EASY, TreeKnowledge.uniform(Capabilities.none()));
        StrategyPlayer always = new StrategyPlayer("always", 1, List.of(new Blunder(1), never));
        StrategyPlayer not = new StrategyPlayer("not", 1, List.of(new Blunder(0), never));
        for (int question = 0; question < 5; question++) {
            assertThat(always.search(ZOLA_START, SearchBudget.UNLIMITED, CancellationToken.none()).iterations()).isZero();
            assertThat(not.search(ZOLA_START, SearchBudget.UNLIMITED, CancellationToken.none()).iterations())
                    .isEqualTo(TreeSettings.EASY.iterations());
        }
    }

    /** An answer given without searching reports its time on the budget's clock, the one clock of a question. */
    @Test
    void anImmediateAnswerTakesItsTimeFromTheBudgetsClock() {
        AtomicLong now = new AtomicLong();
        SearchBudget budget = SearchBudget.time(Duration.ofSeconds(1), () -> now.addAndGet(1_000));
        StrategyPlayer blunders = new StrategyPlayer("always", 1, List.of(new Blunder(1)));

        SearchResult result = blunders.search(ZOLA_START, budget, CancellationToken.none());

        assertThat(result.iterations()).isZero();
        assertThat(result.nanos()).as("one reading after the question's first").isEqualTo(1_000);
    }
}
