package dev.tabula.zodiac.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Capabilities;
import dev.tabula.ai.Hint;
import dev.tabula.ai.Hints;
import dev.tabula.ai.Level;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.StrategyPlayer;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.Queue;
import org.junit.jupiter.api.Test;

/** Zodiac's Hard level plays the solved game (one solve per process, shared with the view's hint). */
class ZodiacKnowledgeTest {
    private static final ZodiacGame GAME = new ZodiacGame();

    @Test
    void zodiacRegistersItsSolvedPlayAndNothingElse() {
        Capabilities game = Capabilities.forGame(ZodiacGame.ID);
        assertThat(game.perfectPlay()).containsInstanceOf(SolvedPlay.class);
        assertThat(game.exactHints()).containsInstanceOf(SolvedHints.class);
        assertThat(game.evaluation()).isEmpty();
        assertThat(game.leafValue()).isEmpty();
        assertThat(game.searchEvaluation()).isEmpty();
    }

    @Test
    void hardOpensWithOneOfTheTwoWinningJumpsAndThenAnswersFromTheSharedSolution() {
        State start = GAME.start(2, Map.of(), 1);
        StrategyPlayer hard = Players.forLevel(Level.HARD, ZodiacGame.ID, 1);
        Move opening = hard.choose(start.viewFor(0), SearchBudget.UNLIMITED, CancellationToken.none());
        assertThat(opening.notation()).isIn("O4-I1", "O8-I11");
        assertThat(hard.lastResult().iterations()).as("no search: the solved game answers").isZero();
        assertThat(SharedSolutions.isReady(((ZodiacState) start).rules())).isTrue();

        // the second player is lost after a winning jump, and still answers with a legal move
        State lost = start.apply(opening);
        Move reply = Players.forLevel(Level.HARD, ZodiacGame.ID, 2)
                .choose(lost.viewFor(1), SearchBudget.UNLIMITED, CancellationToken.none());
        assertThat(lost.legalMoves()).contains(reply);
    }

    /**
     * The solve runs on the executor a Hard player is given, never on a thread of its own: stepped
     * by hand here. (Another test may have solved the game in this process already: then there is
     * nothing to hand over.)
     */
    @Test
    void aHardPlayerHandsTheSolveToTheExecutorItIsGiven() {
        Queue<Runnable> background = new ArrayDeque<>();
        boolean solvedBefore = SharedSolutions.isReady(ZodiacRules.DEFAULT);

        Players.forLevel(Level.HARD, ZodiacGame.ID, 1, background::add);

        if (solvedBefore) {
            assertThat(background).as("nothing left to solve").isEmpty();
            return;
        }
        assertThat(background).hasSize(1);
        assertThat(SharedSolutions.isReady(ZodiacRules.DEFAULT)).as("not solved on the thread that made the player").isFalse();
        background.poll().run();
        assertThat(SharedSolutions.isReady(ZodiacRules.DEFAULT)).isTrue();
    }

    @Test
    void theHintAtTheStartIsTheSolvedWinInThirtyFive() {
        State start = GAME.start(2, Map.of(), 1);
        Hint hint = Hints.forSeat(ZodiacGame.ID, start.viewFor(0), SearchBudget.UNLIMITED, CancellationToken.none(), 1);
        assertThat(hint.move().notation()).isIn("O4-I1", "O8-I11");
        assertThat(hint).extracting(Hint::winChance, Hint::proved, Hint::plies).containsExactly(1.0, true, 35);
    }

    @Test
    void mediumSearchesInsteadOfAskingTheSolvedGame() {
        State start = GAME.start(2, Map.of(), 1);
        StrategyPlayer medium = Players.forLevel(Level.MEDIUM, ZodiacGame.ID, 3);
        medium.search(start.viewFor(0), SearchBudget.iterations(200), CancellationToken.none());
        assertThat(medium.lastResult().iterations()).isPositive();
    }
}
