package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.picker.SeatRow;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.Level;
import dev.tabula.app.spi.Sight;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.testing.Reachable;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakState;
import dev.tabula.zodijak.view.ZodijakTableOnStage;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Matches against the computer, from the picker through the new-match dialog: a person plays by
 * clicks while the computer answers through its executor; undo, New and watching a computers'
 * match. The executor is stepped by hand ({@link SteppedComputers}): the tests wait for the
 * computer's move as an event, and "the computer did not move" means that running everything it
 * was asked changed nothing, not that nothing happened for a while.
 */
class ComputerOpponentUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    /** A short think; the pause between computer moves is a timer of the stepped executor. */
    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"computerPauseMillis\": 200, \"thinkMillis\": 300}";
    }

    @BeforeEach
    void stepTheComputersByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    @Test
    void aPersonPlaysZolaAgainstTheComputerToTheEnd() {
        click("#new-zola");
        makeComputer(1, Level.EASY);
        assertThat(robot.lookup("#seat-name-1").queryAs(TextField.class).getText()).isEqualTo("Computer (Easy)");
        click("#start-match");
        assertThat(match().seats().get(1)).isEqualTo(Seat.computer("Computer (Easy)", "easy"));
        int personMoves = 0;
        while (true) {
            computers.runUntilIdle();
            if (current().isTerminal()) {
                break;
            }
            assertThat(current().currentSeat()).as("idle computers leave the move to the person").isZero();
            assertThat(onFx(() -> visible("#thinking"))).isFalse();
            // the first moves by clicks, the rest the way the board hands them on: the same path
            if (personMoves < 3) {
                clickMove(greedy(current()));
            } else {
                playAsTheBoardWould(greedy(current()));
            }
            personMoves++;
            assertThat(personMoves).as("a Zola match ends").isLessThan(400);
        }
        Match match = match();
        long computerMoves = java.util.stream.IntStream.range(0, match.cursor())
                .filter(ply -> match.stateAt(ply).currentSeat() == 1).count();
        assertThat(computerMoves).isGreaterThan(0);
        assertThat(visible("#game-over")).isTrue();
    }

    @Test
    void theComputerShowsAsThinkingUntilItsAnswerIsPlayed() {
        startAgainstComputer("#new-zola", Level.EASY);
        clickMove(greedy(current()));
        assertThat(visible("#thinking")).as("asked, not yet answered").isTrue();
        assertThat(match().cursor()).isEqualTo(1);
        computers.runUntilIdle();
        assertThat(match().cursor()).isEqualTo(2);
        assertThat(visible("#thinking")).isFalse();
    }

    @Test
    void undoAfterTheComputersReplyTakesBackBothMoves() {
        startAgainstComputer("#new-zola", Level.EASY);
        State start = current();
        clickMove(greedy(start));
        computers.runUntilIdle();
        assertThat(match().cursor()).isEqualTo(2);
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isFalse();
        click("#undo");
        assertThat(match().cursor()).isZero();
        assertThat(current()).isEqualTo(start);
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isTrue();
        // redo gives back the person's move and the computer's reply together
        click("#redo");
        assertThat(match().cursor()).isEqualTo(2);
        click("#undo");
        computers.runUntilIdle(); // the person is to move: whatever the computer was asked, it must not play
        assertThat(match().cursor()).isZero();
    }

    @Test
    void undoWhileTheComputerThinksDropsItsAnswer() {
        startAgainstComputer("#new-zola", Level.EASY);
        clickMove(greedy(current()));
        assertThat(computers.isIdle()).as("the computer was asked").isFalse();
        click("#undo");
        computers.runUntilIdle(); // its search runs now, after the undo
        assertThat(match().cursor()).as("the late answer was dropped").isZero();
        assertThat(visible("#thinking")).isFalse();
    }

    @Test
    void newWhileTheComputerThinksLeavesNoStrayMove() {
        startAgainstComputer("#new-zola", Level.EASY);
        clickMove(greedy(current()));
        Match old = match();
        assertThat(computers.isIdle()).as("the computer was asked").isFalse();
        fromMatchMenu("#new");
        click("#start-match"); // the dialog's defaults: two people
        Match fresh = match();
        assertThat(fresh).isNotSameAs(old);
        assertThat(visible("#thinking")).isFalse();
        computers.runUntilIdle(); // the old question's search runs now, after New
        assertThat(fresh.cursor()).isZero();
        assertThat(onFx(old::cursor)).as("the old match got no late answer").isEqualTo(1);
    }

    @Test
    void computersPlayEachOtherToTheEndAndUndoStepsAndPauses() {
        click("#new-zola");
        makeComputer(0, Level.EASY);
        makeComputer(1, Level.EASY);
        assertThat(robot.lookup("#seat-name-0").queryAs(TextField.class).getText()).isEqualTo("Computer 1 (Easy)");
        click("#start-match");
        assertThat(robot.lookup("#watch-pause").tryQuery()).isPresent();
        computers.runUntilIdle();
        assertThat(current().isTerminal()).isTrue();
        assertThat(visible("#watch-pause")).as("nothing to pause once the match is over").isFalse();
        int end = match().cursor();
        click("#undo");
        assertThat(match().cursor()).isEqualTo(end - 1);
        assertThat(visible("#watch-pause")).isTrue();
        computers.runUntilIdle();
        assertThat(match().cursor()).as("undo paused the watching").isEqualTo(end - 1);
        click("#watch-pause");
        computers.runUntilIdle();
        assertThat(current().isTerminal()).isTrue();
    }

    @Test
    void theComputerRollsItsOwnDiceInBattlegammon() {
        click("#new-battlegammon");
        makeComputer(0, Level.EASY);
        click("#start-match");
        // the computer (seat 0) rolls and moves by itself until the person's dice are due
        computers.runUntilIdle();
        Match match = match();
        assertThat(current().isChance()).as("the person's roll is due").isTrue();
        assertThat(match.cursor()).isPositive();
        assertThat(onFx(() -> robot.lookup("#roll").queryAs(Button.class).isDisabled())).isFalse();
        assertThat(match.stateAt(0).isChance()).isTrue();
        assertThat(match.line().get(0).notation()).isNotBlank();
        int before = match.cursor();
        assertThat(computers.isIdle()).as("a person's roll waits for the Roll button").isTrue();
        Move due = onFx(() -> match.current().sampleChance());
        click("#roll");
        assertThat(match().cursor()).isEqualTo(before + 1);
        assertThat(match.line().get(before)).as("the match's own dice, not the face's view's").isEqualTo(due);
    }

    /**
     * A panel for the people (Zodijak's end of a hand) stays until a person closes it, even when
     * the seat formally to move there is the computer's. The shell knows the moment from the game's UI.
     */
    @Test
    void theComputerLeavesAPeoplesPanelToThePeople() {
        GameEntry entry = onFx(() -> shell().registry().find("zodijak").orElseThrow());
        Match match = new Match(entry.game(), new dev.tabula.core.Setup(2,
                entry.game().info().resolveOptions(java.util.Map.of()), 3),
                java.util.List.of(Seat.person("Ana"), Seat.computer("Computer (Easy)", "easy")));
        dev.tabula.core.Rng chooser = dev.tabula.core.Rng.fromState(2);
        while (!(entry.ui().waitsForPeople(match.current().publicView()) && match.current().currentSeat() == 1)) {
            assertThat(match.current().isTerminal()).isFalse();
            match.play(dev.tabula.core.Playouts.randomMove(match.current(), chooser));
        }
        robot.interact(() -> shell().showMatch(match, null));
        int waiting = match.cursor();
        assertThat(computers.isIdle()).as("the computer was not asked").isTrue();
        computers.runUntilIdle();
        assertThat(onFx(match::cursor)).as("the computer does not close the panel").isEqualTo(waiting);
        assertThat(visible("#thinking")).isFalse();
        click("#nextHand");
        assertThat(onFx(match::cursor)).isEqualTo(waiting + 1);
    }

    /**
     * Against the computer, the Zodijak face is shown the person's view and the public one: the
     * computer's hand is in nothing it was given, and no card of it is on the screen.
     */
    @Test
    void theZodijakFaceIsGivenNothingOfTheComputersHand() {
        startAgainstComputer("#new-zodijak", Level.EASY);
        Rng chooser = Rng.fromState(6);
        int personTurns = 0;
        while (personTurns < 12) {
            computers.runUntilIdle();
            ZodijakState state = (ZodijakState) current();
            if (state.phase() != ZodijakState.Phase.PLAY) {
                break;
            }
            assertThat(state.currentSeat()).as("idle computers leave the move to the person").isZero();
            Sight sight = onFx(() -> shell().matchScreen().shownSight());
            assertThat(sight.seats()).containsExactly(0);
            Reachable given = Reachable.from(sight);
            assertThat(given.holdsAny(State.class)).as("a whole state given to the face").isFalse();
            assertThat(given.longs()).as("the computer's hand given to the face").doesNotContain(state.hand(1));
            List<Integer> onScreen = onFx(() -> ZodijakTableOnStage.faceUpHandCards(shell().stage()));
            assertThat(onScreen).as("the person's hand on the screen").containsExactlyInAnyOrderElementsOf(
                    Cards.list(state.hand(0)));
            playAsTheBoardWould(Playouts.randomMove(state, chooser));
            personTurns++;
        }
        assertThat(personTurns).isGreaterThan(3);
    }

    // ---------------------------------------------------------------- helpers

    private void startAgainstComputer(String newButton, Level level) {
        click(newButton);
        makeComputer(1, level);
        click("#start-match");
        assertThat(robot.lookup("#match-screen").tryQuery()).isPresent();
    }

    @SuppressWarnings("unchecked")
    private void makeComputer(int seat, Level level) {
        robot.interact(() -> {
            robot.lookup("#seat-kind-" + seat).queryAs(ComboBox.class).setValue(SeatRow.COMPUTER);
            robot.lookup("#seat-level-" + seat).queryAs(ComboBox.class).setValue(level);
        });
    }
}
