package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import dev.tabula.app.common.SeatNames;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.SceneTextCheck;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** At 800 × 600 the side panel and Battlegammon's panels show all their words, side by side or in rows, never one under another. */
class SmallWindowUiTest extends ShellUiTest {

    @Test
    void battlegammonAt800By600() {
        Match match = newMatch("battlegammon");
        for (int i = 0; i < 41; i++) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        robot.interact(() -> {
            stage.setWidth(800);
            stage.setHeight(600);
        });
        robot.interact(() -> shell().showMatch(match, null));
        WaitForAsyncUtils.waitForFxEvents(10);
        assertThat(onFx(() -> SceneTextCheck.clipped(robot.lookup("#side-panel").query()))).isEmpty();
        Bounds side = bounds("#side-panel");
        for (String panel : List.of("#progress", "#dice-stats")) {
            if (robot.lookup(panel).tryQuery().isPresent()) {
                assertThat(bounds(panel).intersects(side)).as(panel + " beside the side panel, not under it").isFalse();
            }
        }
        assertThat(robot.lookup("#progress").tryQuery()).isPresent();
    }

    /**
     * The longest default names there are ("Computadora 1 (Intermedio)"), one of them dealing,
     * in every language: the side panel shows them whole, and no text of the table runs past its edge.
     */
    @Test
    void zodijakWithFourLongNamesAt800By600InEveryLanguage() {
        // the computers never move here: their searches wait for a step that never comes
        robot.interact(() -> {
            shell().computers = new SteppedComputers();
            stage.setWidth(800);
            stage.setHeight(600);
        });
        for (Language language : Language.values()) {
            I18n i18n = I18n.of(language);
            List<Seat> seats = List.of(Seat.person(i18n.text("seat.default", 1)),
                    Seat.computer(SeatNames.computerName(1, 3, dev.tabula.ai.Level.MEDIUM, i18n), "medium"),
                    Seat.computer(SeatNames.computerName(2, 3, dev.tabula.ai.Level.MEDIUM, i18n), "medium"),
                    Seat.computer(SeatNames.computerName(3, 3, dev.tabula.ai.Level.MEDIUM, i18n), "medium"));
            GameEntry entry = onFx(() -> shell().registry().find("zodijak").orElseThrow());
            Match match = new Match(entry.game(), new Setup(4, entry.game().info().resolveOptions(Map.of()), 5), seats);
            robot.interact(() -> {
                shell().switchLanguage(language);
                shell().showMatch(match, null);
            });
            WaitForAsyncUtils.waitForFxEvents(10);
            assertThat(onFx(() -> SceneTextCheck.clipped(robot.lookup("#side-panel").query())))
                    .as(language + ": the side panel").isEmpty();
            Bounds board = bounds("#board");
            List<String> outside = onFx(() -> robot.lookup("#board").lookup((Node node) -> node instanceof javafx.scene.text.Text)
                    .queryAllAs(javafx.scene.text.Text.class).stream().filter(Node::isVisible)
                    .filter(text -> text.localToScene(text.getBoundsInLocal()).getMaxX() > board.getMaxX() + 1)
                    .map(javafx.scene.text.Text::getText).toList());
            assertThat(outside).as(language + ": texts past the table's right edge").isEmpty();
            assertThat(onFx(() -> robot.lookup(".match-toolbar .tool-bar-overflow-button").queryAll().stream()
                    .anyMatch(Node::isVisible))).as(language + ": every tool bar button in the bar, none behind its overflow arrow").isFalse();
        }
    }

    /**
     * Battlegammon at the smallest window (issue #26): the track stands right under the tool bar,
     * never over it, its panels under it without overlapping it, and a sentence that wraps under
     * the board does not move the board.
     */
    @Test
    void battlegammonAt640By480StandsUnderTheToolBarAndStaysPut() {
        Match match = newMatch("battlegammon");
        for (int i = 0; i < 5; i++) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        robot.interact(() -> {
            stage.setWidth(640);
            stage.setHeight(480);
        });
        robot.interact(() -> shell().showMatch(match, null));
        WaitForAsyncUtils.waitForFxEvents(10);
        Bounds toolBar = bounds("#undo");
        Bounds track = bounds("#board");
        assertThat(track.getMinY()).as("the board under the tool bar, not over it").isGreaterThanOrEqualTo(toolBar.getMaxY());
        assertThat(track.getMinY() - toolBar.getMaxY()).as("no empty band above the board").isLessThan(40);
        Bounds panels = bounds("#panels");
        assertThat(panels.getMinY()).as("the dice under the board").isGreaterThanOrEqualTo(track.getMaxY() - 1);
        Bounds view = bounds(".battlegammon-view");
        assertThat(panels.getMaxY()).as("the dice within the board's area").isLessThanOrEqualTo(view.getMaxY() + 1);

        robot.interact(() -> robot.lookup("#note").queryAs(javafx.scene.control.Label.class)
                .setText("A sentence long enough to wrap onto a second and a third line under the dice, as a note may."));
        WaitForAsyncUtils.waitForFxEvents(10);
        assertThat(bounds("#board").getMinY()).as("the board does not jump when a sentence wraps").isEqualTo(track.getMinY());
    }

    private Bounds bounds(String query) {
        return onFx(() -> {
            Node node = robot.lookup(query).query();
            return node.localToScene(node.getBoundsInLocal());
        });
    }

    private Match newMatch(String gameId) {
        GameEntry entry = onFx(() -> shell().registry().entries().stream()
                .filter(e -> e.id().equals(gameId)).findFirst().orElseThrow());
        return new Match(entry.game(), new Setup(2, entry.game().info().resolveOptions(Map.of()), 3),
                List.of(Seat.person("Ana"), Seat.person("Computer (Hard)")));
    }
}
