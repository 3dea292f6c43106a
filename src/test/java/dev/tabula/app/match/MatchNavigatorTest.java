package dev.tabula.app.match;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Undo, redo and browsing without a screen, on a toy game where seat 0 is the person. */
class MatchNavigatorTest {
    private static final Move ONE = new Take(1);
    private static final Move TWO = new Take(2);

    @Test
    void aloneUndoAndRedoStepOneMove() {
        MatchNavigator navigator = navigator(new TakeGame(6, -1), false);
        Match match = navigator.match();
        assertThat(navigator.canUndo()).isFalse();
        match.play(TWO);
        match.play(ONE);
        navigator.undo();
        assertThat(match.cursor()).isEqualTo(1);
        navigator.redo();
        assertThat(match.cursor()).isEqualTo(2);
        assertThat(navigator.canRedo()).isFalse();
    }

    @Test
    void atAMixedTableUndoAndRedoGoFromOnePersonsDecisionToTheNext() {
        MatchNavigator navigator = navigator(new TakeGame(9, -1), true);
        Match match = navigator.match();
        match.play(ONE); // the person, at ply 0
        match.play(ONE); // the computer
        match.play(TWO); // the person, at ply 2
        match.play(ONE); // the computer
        navigator.undo();
        assertThat(match.cursor()).isEqualTo(2);
        navigator.undo();
        assertThat(match.cursor()).isZero();
        assertThat(navigator.canUndo()).isFalse();
        navigator.redo();
        assertThat(match.cursor()).isEqualTo(2);
        navigator.redo();
        assertThat(match.cursor()).isEqualTo(4);
    }

    /** One person with computers: a card that person saw is no secret to take back (docs/rules/zodijak.md). */
    @Test
    void onePersonWithComputersUndoesPastACardSeen() {
        MatchNavigator navigator = navigator(new TakeGame(9, 7), true);
        Match match = navigator.match();
        match.play(ONE); // the person
        match.play(ONE); // the computer, to the barrier (7 left): a card was seen
        assertThat(match.canUndo()).as("the match alone stops there").isFalse();
        assertThat(navigator.canUndo()).isTrue();
        assertThat(navigator.undoBlockedByASeenCard()).isFalse();
        navigator.undo();
        assertThat(match.cursor()).isZero();
        navigator.redo();
        assertThat(match.cursor()).as("the same line comes back").isEqualTo(2);
    }

    /** Two people at one table: a card one of them saw is never taken back, and the screen is told why. */
    @Test
    void twoPeopleUndoNoFurtherThanACardSeen() {
        MatchNavigator navigator = navigator(new TakeGame(9, 7), false);
        Match match = navigator.match();
        match.play(ONE);
        match.play(ONE); // to the barrier
        assertThat(navigator.canUndo()).isFalse();
        assertThat(navigator.undoBlockedByASeenCard()).isTrue();
        navigator.undo();
        assertThat(match.cursor()).isEqualTo(2);
        match.play(ONE);
        assertThat(navigator.canUndo()).isTrue();
        assertThat(navigator.undoBlockedByASeenCard()).isFalse();
    }

    @Test
    void browsingShowsAnEarlierPositionWithoutChangingTheMatchAndNobodyActs() {
        MatchNavigator navigator = navigator(new TakeGame(9, -1), true);
        Match match = navigator.match();
        match.play(TWO);
        match.play(ONE);
        assertThat(navigator.mayPersonAct()).isTrue();

        assertThat(navigator.browse(1)).isTrue();
        assertThat(navigator.shownPly()).isEqualTo(1);
        assertThat(navigator.browsedPly()).isEqualTo(1);
        assertThat(navigator.shown()).isEqualTo(match.stateAt(1));
        assertThat(navigator.lastShownMove()).isEqualTo(TWO);
        assertThat(navigator.movesToShown()).containsExactly(TWO);
        assertThat(navigator.mayPersonAct()).isFalse();
        assertThat(navigator.accepts(ONE)).isFalse();
        assertThat(match.cursor()).isEqualTo(2);

        navigator.backToGame();
        assertThat(navigator.isBrowsing()).isFalse();
        assertThat(navigator.shownPly()).isEqualTo(2);
        assertThat(navigator.browsedPly()).isEqualTo(-1);
        assertThat(navigator.accepts(ONE)).isTrue();
    }

    @Test
    void browsingTheLivePlyOrBeyondIsTheLiveGame() {
        MatchNavigator navigator = navigator(new TakeGame(9, -1), false);
        navigator.match().play(ONE);
        assertThat(navigator.browse(0)).isTrue();
        assertThat(navigator.browse(1)).isFalse();
        assertThat(navigator.shownPly()).isEqualTo(1);
        assertThat(navigator.browse(5)).isFalse();
        assertThat(navigator.lastShownMove()).isEqualTo(ONE);
    }

    @Test
    void aMoveFromTheBoardIsAcceptedOnlyWhenLegalAndThePersonsToMake() {
        MatchNavigator navigator = navigator(new TakeGame(3, -1), true);
        Match match = navigator.match();
        assertThat(navigator.accepts(new Take(3))).isFalse();
        assertThat(navigator.accepts(TWO)).isTrue();
        match.play(ONE);
        assertThat(navigator.accepts(ONE)).isFalse(); // the computer's turn
        match.play(TWO);
        assertThat(match.current().isTerminal()).isTrue();
        assertThat(navigator.accepts(ONE)).isFalse();
        assertThat(navigator.mayPersonAct()).isFalse();
    }

    private static MatchNavigator navigator(TakeGame game, boolean mixed) {
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 1),
                List.of(Seat.person("A"), mixed ? Seat.computer("B", "easy") : Seat.person("B")));
        return new MatchNavigator(match, mixed,
                state -> !state.isTerminal() && state.currentSeat() == 0 && state.legalMoves().size() > 1,
                state -> !state.isTerminal() && (!mixed || state.currentSeat() == 0));
    }

    record Take(int count) implements Move {
        @Override
        public String notation() {
            return "take " + count;
        }
    }

    /** Take one or two from a heap; who takes the last wins. {@code barrierAt}: the heap where undo stops. */
    record TakeGame(int heap, int barrierAt) implements Game {
        @Override
        public GameInfo info() {
            return new GameInfo("take", "Take", 2, 2, List.of());
        }

        @Override
        public State start(Setup setup) {
            return new Heap(heap, 0, barrierAt);
        }
    }

    record Heap(int left, int seat, int barrierAt) implements State {
        @Override
        public int seatCount() {
            return 2;
        }

        @Override
        public int currentSeat() {
            return isTerminal() ? NOBODY : seat;
        }

        @Override
        public boolean isTerminal() {
            return left == 0;
        }

        @Override
        public List<Move> legalMoves() {
            return isTerminal() ? List.of() : left == 1 ? List.of(ONE) : List.of(ONE, TWO);
        }

        @Override
        public State apply(Move move) {
            if (!legalMoves().contains(move)) {
                throw new IllegalArgumentException(move + " is not legal here");
            }
            return new Heap(left - ((Take) move).count(), 1 - seat, barrierAt);
        }

        @Override
        public boolean isUndoBarrier() {
            return left == barrierAt;
        }

        @Override
        public Outcome outcome() {
            return Outcome.win(1 - seat, "take.last");
        }
    }
}
