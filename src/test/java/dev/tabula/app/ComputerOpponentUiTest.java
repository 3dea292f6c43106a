package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.Level;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Matches against the computer, from the picker through the new-match dialog: a person plays by
 * clicks while the computer answers on its own thread; undo, New and watching a computers' match.
 */
class ComputerOpponentUiTest extends ShellUiTest {

    /** No pause before a computer's move, and a short think: the tests wait for the computer only briefly. */
    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"computerPauseMillis\": 0, \"thinkMillis\": 300}";
    }

    @Test
    void aPersonPlaysZolaAgainstTheComputerToTheEndByClicks() {
        click("#new-zola");
        makeComputer(1, Level.EASY);
        assertThat(robot.lookup("#seat-name-1").queryAs(TextField.class).getText()).isEqualTo("Computer (Easy)");
        click("#start-match");
        assertThat(match().seats().get(1)).isEqualTo(Seat.computer("Computer (Easy)", "easy"));
        int personMoves = 0;
        while (true) {
            waitUntil(() -> current().isTerminal() || current().currentSeat() == 0, 20);
            if (current().isTerminal()) {
                break;
            }
            assertThat(onFx(() -> visible("#thinking"))).isFalse();
            clickMove(greedy(current()));
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
    void undoAfterTheComputersReplyTakesBackBothMoves() {
        startAgainstComputer("#new-zola", Level.EASY);
        State start = current();
        clickMove(greedy(start));
        waitUntil(() -> match().cursor() == 2, 20);
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isFalse();
        click("#undo");
        assertThat(match().cursor()).isZero();
        assertThat(current()).isEqualTo(start);
        assertThat(robot.lookup("#undo").queryAs(Button.class).isDisabled()).isTrue();
        // redo gives back the person's move and the computer's reply together
        click("#redo");
        assertThat(match().cursor()).isEqualTo(2);
        click("#undo");
        sleep(400); // the person is to move: the computer must not play
        assertThat(match().cursor()).isZero();
    }

    @Test
    void newWhileTheComputerThinksLeavesNoStrayMove() {
        robot.interact(() -> {
            shell().settings().thinkMillis = 30_000; // Hard thinks for long: New comes in the middle
        });
        startAgainstComputer("#new-zola", Level.HARD);
        clickMove(greedy(current()));
        Match old = match();
        click("#new");
        // Hard's iteration budget may end its search before the click lands on a busy machine;
        // either way, from the moment New is pressed the old match must not change any more
        int cursorAtNew = onFx(old::cursor);
        click("#start-match"); // the dialog's defaults: two people
        Match fresh = match();
        assertThat(fresh).isNotSameAs(old);
        assertThat(visible("#thinking")).isFalse();
        sleep(600);
        assertThat(fresh.cursor()).isZero();
        assertThat(onFx(old::cursor)).as("the old match got no late answer").isEqualTo(cursorAtNew);
    }

    @Test
    void computersPlayEachOtherToTheEndAndUndoStepsAndPauses() {
        click("#new-zola");
        makeComputer(0, Level.EASY);
        makeComputer(1, Level.EASY);
        assertThat(robot.lookup("#seat-name-0").queryAs(TextField.class).getText()).isEqualTo("Computer 1 (Easy)");
        click("#start-match");
        assertThat(robot.lookup("#watch-pause").tryQuery()).isPresent();
        waitUntil(() -> current().isTerminal(), 45);
        int end = match().cursor();
        click("#undo");
        assertThat(match().cursor()).isEqualTo(end - 1);
        sleep(300);
        assertThat(match().cursor()).as("undo paused the watching").isEqualTo(end - 1);
        click("#watch-pause");
        waitUntil(() -> current().isTerminal(), 10);
    }

    @Test
    void theComputerRollsItsOwnDiceInBattlegammon() {
        click("#new-battlegammon");
        makeComputer(0, Level.EASY);
        click("#start-match");
        // the computer (seat 0) rolls and moves by itself until the person's dice are due
        waitUntil(() -> current().isChance() && match().cursor() > 0
                && onFx(() -> !robot.lookup("#roll").queryAs(Button.class).isDisabled()), 20);
        Match match = match();
        assertThat(match.stateAt(0).isChance()).isTrue();
        assertThat(match.line().get(0).notation()).isNotBlank();
        int before = match.cursor();
        sleep(300);
        assertThat(match().cursor()).as("a person's roll waits for the Roll button").isEqualTo(before);
        click("#roll");
        waitUntil(() -> match().cursor() > before, 5);
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
        while (!(entry.ui().waitsForPeople(match.current()) && match.current().currentSeat() == 1)) {
            assertThat(match.current().isTerminal()).isFalse();
            match.play(dev.tabula.core.Playouts.randomMove(match.current(), chooser));
        }
        robot.interact(() -> shell().showMatch(match, null));
        int waiting = match.cursor();
        sleep(500);
        assertThat(onFx(match::cursor)).as("the computer does not close the panel").isEqualTo(waiting);
        assertThat(visible("#thinking")).isFalse();
        click("#nextHand");
        assertThat(onFx(match::cursor)).isEqualTo(waiting + 1);
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

    private static void waitUntil(Callable<Boolean> condition, int seconds) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("waited " + seconds + " s in vain", e);
        }
    }

    private static void sleep(long millis) {
        WaitForAsyncUtils.sleep(millis, TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
