package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The Hint action: worked out through the computers' executor (stepped by hand here), said in the
 * status line as a legal move and a chance, and dropped when the position changes before it comes.
 */
class HintUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheSearchByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    private String status() {
        // the shell's status line (Zodijak's table has a status label of its own)
        return onFx(() -> robot.lookup(".status-line #status").queryAs(Label.class).getText());
    }

    @Test
    void aHintNamesALegalMoveAndTheChanceAfterIt() {
        startZola();
        click("#hint");
        assertThat(status()).isEqualTo("Looking for a good move…");
        assertThat(computers.isIdle()).as("the search waits for the executor").isFalse();

        computers.runUntilIdle();

        String said = status();
        assertThat(said).startsWith("Hint: move the piece on ").contains("chance of winning").doesNotContain("plies");
        // in words, no notation: "move the piece on f6 to f5, capturing" is the move f6xf5
        java.util.List<String> legal = onFx(() -> current().legalMoves().stream()
                .map(move -> "Hint: move the piece on " + move.notation().replaceAll("[x-]", " to ")
                        + (((dev.tabula.zola.ZolaMove) move).isCapture() ? ", capturing." : "."))
                .toList());
        assertThat(legal).anyMatch(said::startsWith);
        assertThat(onFx(() -> robot.lookup("#hint").queryAs(Button.class).isDisabled())).isFalse();
    }

    @Test
    void aMoveBeforeTheHintComesDropsIt() {
        startZola();
        click("#hint");
        Move move = onFx(() -> current().legalMoves().get(0));
        robot.interact(() -> shell().matchScreen().play(move));

        computers.runUntilIdle();

        assertThat(status()).doesNotStartWith("Hint: ");
        assertThat(onFx(() -> match().cursor())).isEqualTo(1);
    }

    @Test
    void aBattlegammonHintCoversBothDice() {
        robot.interact(() -> shell().startMatch(new MatchRequest(shell().registry().find("battlegammon").orElseThrow(),
                List.of(Seat.person("Ana"), Seat.person("Ben")), Map.of(), 7L)));
        robot.interact(() -> {
            shell().matchScreen().match().playChance();
            shell().matchScreen().refresh(false);
        });
        click("#hint");
        computers.runUntilIdle();
        assertThat(status()).matches("Hint: play \\d+ → \\d+ and then \\d+ → \\d+\\. .*");
    }

    /** Ctrl+H is the window's, whatever has the focus: with the board focused too, in every game. */
    @ParameterizedTest
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void ctrlHWithTheBoardFocusedGivesAHint(String gameId) {
        // a computer beside the person in Zodijak: no cover between the person and their cards
        Seat other = gameId.equals("zodijak") ? Seat.computer("Computer", "easy") : Seat.person("Ben");
        robot.interact(() -> shell().startMatch(new MatchRequest(shell().registry().find(gameId).orElseThrow(),
                List.of(Seat.person("Ana"), other), Map.of(), 3L)));
        computers.runUntilIdle(); // the computer's move, if it leads
        robot.interact(() -> {
            if (shell().matchScreen().match().current().isChance()) {
                shell().matchScreen().match().playChance(); // Battlegammon: the dice are rolled
                shell().matchScreen().refresh(false);
            }
            shell().matchScreen().focusBoard();
        });
        assertThat(onFx(() -> shell().matchScreen().boardNode().getScene().getFocusOwner()))
                .as("the board (or a node of it) has the keys")
                .matches(owner -> isWithin(owner, onFx(() -> shell().matchScreen().boardNode())));

        robot.push(KeyCode.CONTROL, KeyCode.H);
        assertThat(status()).isEqualTo("Looking for a good move…");
        computers.runUntilIdle();
        assertThat(status()).startsWith("Hint: ").doesNotContain("plies");
        robot.lookup("#move-values").tryQueryAs(ToggleButton.class).ifPresent(values ->
                assertThat(onFx(values::isSelected)).as("the board's own H did not take the key").isFalse());
    }

    private static boolean isWithin(Node node, Node ancestor) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == ancestor) {
                return true;
            }
        }
        return false;
    }

    @Test
    void noHintWhileTheCoverHidesTheHandOfTheSeatToMove() {
        click("#new-zodijak");
        click("#start-match");
        assertThat(robot.lookup("#cover").tryQuery()).as("two people: the first meets the cover").isPresent();
        assertThat(hintDisabled()).as("the Hint waits while the hand is covered").isTrue();

        robot.interact(() -> shell().matchScreen().hint()); // Ctrl+H, which a disabled button does not stop
        computers.runUntilIdle();
        assertThat(status()).startsWith("No hint now");
        assertThat(computers.isIdle()).isTrue();

        robot.interact(() -> robot.lookup("#coverButton").queryButton().fire());
        assertThat(hintDisabled()).as("the hand shown: a hint may be asked").isFalse();
        assertThat(status()).as("the refusal no longer stands once the cards are shown").doesNotStartWith("No hint now");
    }

    private boolean hintDisabled() {
        return onFx(() -> robot.lookup("#hint").queryAs(Button.class).isDisabled());
    }

    /** In every game, the hint's move is drawn on the board where it is played: its mark is there, and it is legal. */
    @Test
    void aHintIsMarkedOnTheBoardInEveryGame() {
        for (String game : java.util.List.of("zola", "zodiac", "battlegammon", "zodijak")) {
            GameEntry entry = onFx(() -> shell().registry().find(game).orElseThrow());
            java.util.List<dev.tabula.core.Seat> seats = java.util.List.of(dev.tabula.core.Seat.person("Ana"),
                    dev.tabula.core.Seat.computer("Bo", "easy"));
            robot.interact(() -> shell().startMatch(new MatchRequest(entry, seats, java.util.Map.of(), 7)));
            computers.runUntilIdle();
            robot.interact(() -> {
                if (current().isChance()) {
                    shell().matchScreen().play(current().sampleChance()); // the first roll: a decision to hint
                }
            });
            click("#hint");
            computers.runUntilIdle();
            javafx.scene.Node mark = robot.lookup(".board-mark-hint").tryQuery().orElse(null);
            assertThat(mark).as(game + ": the hint drawn on the board").isNotNull();
            assertThat(mark.getId()).as(game + ": where the hint's move is played").startsWith("mark-");
            // the status line's, not the Zodijak table's own "#status" under the hand
            assertThat(onFx(() -> robot.lookup(".status-line #status").queryAs(Label.class).getText())).as(game)
                    .startsWith("Hint: ");
        }
    }
}
