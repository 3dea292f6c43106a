package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Resign from the tool bar and by Ctrl+R: asked of the person it is for (No is the default, so
 * a reflexive Enter concedes nothing), final once confirmed, said by the banner and the status
 * line, kept in the autosave; absent when only computers play.
 */
class ResignUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheComputersByHand() {
        robot.interact(() -> shell().computers = computers);
    }

    private void show(String gameId, Seat... seats) {
        var game = GameCatalog.installed().require(gameId);
        Match match = new Match(game, new Setup(seats.length, game.info().resolveOptions(Map.of()), 11L), List.of(seats));
        robot.interact(() -> shell().showMatch(match, null));
        settle();
    }

    private String text(String query) {
        return onFx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    private String question() {
        return onFx(() -> robot.lookup("#resign-dialog").queryAs(DialogPane.class).getContentText());
    }

    private boolean disabled(String query) {
        return onFx(() -> robot.lookup(query).query().isDisabled());
    }

    @Test
    void thePersonToMoveResignsAfterConfirmingAndTheOtherWins() throws Exception {
        show("zola", Seat.person("Anna"), Seat.person("Bob"));
        playAsTheBoardWould(greedy(current()));

        click("#resign");
        assertThat(question()).isEqualTo("Resign this match for Bob? The match ends and counts as lost.");
        click("#confirm-yes");
        settle();

        assertThat(match().resignation()).contains(new Match.Resignation(1, 1));
        assertThat(text(".status-line #status")).isEqualTo("Bob resigned; Anna wins.");
        assertThat(visible("#game-over")).isTrue();
        assertThat(text("#winner")).isEqualTo("Anna wins!");
        assertThat(robot.lookup(".seat-to-move").tryQuery()).as("nobody is to move in the side panel").isEmpty();
        for (String button : List.of("#rematch", "#banner-records", "#banner-back")) {
            Button shown = robot.lookup(button).queryAs(Button.class);
            assertThat(onFx(() -> shown.getWidth())).as(button + " shows its whole word under a short sentence")
                    .isGreaterThanOrEqualTo(onFx(() -> shown.prefWidth(-1)) - 0.5);
        }
        assertThat(disabled("#resign")).isTrue();
        assertThat(disabled("#undo")).as("a resignation is final").isTrue();
        assertThat(disabled("#redo")).isTrue();
        Path slot;
        try (var files = Files.list(home.resolve("matches"))) {
            slot = files.filter(f -> f.toString().endsWith(".tabula.json")).findFirst().orElseThrow();
        }
        assertThat(Files.readString(slot)).contains("\"resigned\"").contains("\"version\" : 2");

        // a crash would leave it on the list of matches in progress: there it says how it ended
        Files.copy(slot, slot.resolveSibling("left-by-a-crash.tabula.json"));
        click("#back");
        settle();
        assertThat(text("#resigned-0")).isEqualTo("Bob resigned; Anna wins.");
    }

    @Test
    void cancelOrAReflexiveEnterResignsNothing() {
        show("zodiac", Seat.person("Anna"), Seat.person("Bob"));

        click("#resign");
        click("#confirm-no");
        assertThat(match().isOver()).isFalse();
        assertThat(disabled("#move-values")).isFalse();

        robot.interact(() -> stage.requestFocus());
        robot.push(KeyCode.CONTROL, KeyCode.R);
        assertThat(question()).contains("Anna");
        robot.push(KeyCode.ENTER);
        assertThat(robot.lookup("#resign-dialog").tryQuery()).isEmpty();
        assertThat(match().isOver()).as("Enter is No").isFalse();
        assertThat(disabled("#resign")).isFalse();

        click("#resign");
        click("#confirm-yes");
        assertThat(disabled("#move-values")).as("no move values for a position nobody plays on from").isTrue();
    }

    @Test
    void againstTheComputerThePersonResignsOnTheComputersTurnAndTheComputerPlaysNoMore() {
        show("battlegammon", Seat.person("Anna"), Seat.computer("Computer (Hard)", "hard"));
        computers.runUntilIdle();
        while (match().current().seatOfTurn() == 0 && !match().isOver()) {
            var state = current();
            playAsTheBoardWould(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        int ply = match().cursor();

        click("#resign");
        assertThat(question()).contains("Anna");
        click("#confirm-yes");
        computers.runUntilIdle();

        assertThat(match().resignation()).contains(new Match.Resignation(0, ply));
        assertThat(match().cursor()).as("nobody moves after a resignation").isEqualTo(ply);
        assertThat(text(".status-line #status")).isEqualTo("Anna resigned; Computer (Hard) wins.");
        assertThat(disabled("#undo")).as("no undo past a resignation at a table with the computer either").isTrue();
    }

    @Test
    void aZodijakResignationAtFourSeatsGivesTheWinToTheLeadersOnPoints() {
        show("zodijak", Seat.person("Anna"), Seat.computer("B", "easy"), Seat.computer("C", "medium"),
                Seat.computer("D", "hard"));

        click("#resign");
        assertThat(question()).contains("Anna");
        click("#confirm-yes");

        assertThat(text(".status-line #status")).isEqualTo("Anna resigned; B, C and D share the win.");
        assertThat(text("#winner")).as("the leaders share the win: no draw to the one who resigned")
                .isEqualTo("B, C and D share the win");
        assertThat(robot.lookup(".seat-to-move").tryQuery()).as("nobody is to move in the side panel").isEmpty();
        assertThat(robot.lookup(".zj-status").tryQuery()).as("the table says no more whose turn it is").isEmpty();
        assertThat(robot.lookup(".zj-turn-marker").tryQuery()).isEmpty();
    }

    @Test
    void ctrlROnBattlegammonsBoardAsksToResignAndRollsNothing() {
        show("battlegammon", Seat.person("Anna"), Seat.person("Bob"));
        assertThat(current().isChance()).as("the first roll is the person's").isTrue();
        robot.interact(() -> shell().matchScreen().focusBoard());

        robot.push(KeyCode.CONTROL, KeyCode.R);

        assertThat(question()).contains("Anna");
        click("#confirm-no");
        assertThat(match().cursor()).as("R alone rolls; Ctrl+R is Resign").isZero();
    }

    @Test
    void aMatchOfComputersOnlyHasNoResign() {
        show("zola", Seat.computer("A", "easy"), Seat.computer("B", "easy"));
        assertThat(robot.lookup("#resign").tryQuery()).isEmpty();
    }
}
