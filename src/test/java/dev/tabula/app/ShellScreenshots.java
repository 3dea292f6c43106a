package dev.tabula.app;

import dev.tabula.app.picker.SeatRow;
import dev.tabula.app.settings.Settings;
import dev.tabula.zola.ZolaMove;
import java.io.IOException;
import java.nio.file.Path;
import javafx.stage.Window;
import dev.tabula.testing.Shots;
import org.junit.jupiter.api.Test;

/**
 * Writes the pictures of {@code docs/screenshots} from the real app (headless), and a few more
 * (dialogs, dark theme, rules) for review, under {@link Shots#ROOT}. Not part of the suite: run by
 * {@code mvn -B -Pscreenshots test} with the other {@code *Screenshots} writers.
 */
class ShellScreenshots extends ShellUiTest {
    private static final Path DOCS = Shots.DOCS_SCREENSHOTS;
    private static final Path REVIEW = Shots.REVIEW;
    private final SteppedComputers computers = new SteppedComputers();

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"windowWidth\": 1100, \"windowHeight\": 720}";
    }

    @Test
    void picturesOfThePickerAndAZolaMatch() throws IOException {
        robot.interact(() -> {
            stage.setWidth(1100);
            stage.setHeight(720);
        });
        snap(stage.getScene(), DOCS.resolve("picker.png"));
        // the game with the most options: its dialog must fit the window and scroll
        robot.clickOn("#new-zodijak");
        snap(robot.lookup("#new-match-dialog").query().getScene(), REVIEW.resolve("new-match-zodijak.png"));
        robot.clickOn(robot.lookup(".button").match(node -> node instanceof javafx.scene.control.Button button
                && button.isCancelButton()).queryButton());
        robot.clickOn("#new-zola");
        snap(robot.lookup("#new-match-dialog").query().getScene(), REVIEW.resolve("new-match.png"));
        robot.clickOn("#start-match");
        for (int i = 0; i < 9; i++) {
            clickMove(greedy(current()));
        }
        // a piece picked up, so that the step rings and the capture crosshairs show
        var state = (dev.tabula.zola.ZolaState) current();
        ZolaMove withBoth = state.legalMoves().stream().map(m -> (ZolaMove) m)
                .filter(m -> state.legalMoves().stream().map(o -> (ZolaMove) o)
                        .anyMatch(o -> o.from() == m.from() && o.isCapture() != m.isCapture()))
                .findFirst().orElse((ZolaMove) state.legalMoves().get(0));
        click("#cell-" + state.squareName(withBoth.from()));
        snap(stage.getScene(), DOCS.resolve("zola.png"));

        robot.interact(() -> {
            shell().settings().theme = Settings.THEME_DARK;
            stage.getScene().getStylesheets().add(getClass().getResource("/dev/tabula/app/tabula-dark.css").toExternalForm());
        });
        snap(stage.getScene(), REVIEW.resolve("zola-dark.png"));
        robot.clickOn("#rules");
        Window rules = robot.listTargetWindows().stream().filter(w -> w != stage && w.isShowing()).findFirst().orElseThrow();
        snap(rules.getScene(), REVIEW.resolve("rules-dark.png"));
        robot.interact(() -> ((javafx.stage.Stage) rules).close());
        while (!current().isTerminal()) {
            clickMove(greedy(current()));
        }
        snap(stage.getScene(), REVIEW.resolve("game-over-dark.png"));
    }

    @Test
    void pictureOfTheComputerThinking() throws Exception {
        robot.interact(() -> {
            stage.setWidth(1100);
            stage.setHeight(720);
            shell().settings().thinkMillis = 200;
            shell().computers = computers;
        });
        robot.clickOn("#new-zola");
        robot.interact(() -> {
            robot.lookup("#seat-kind-1").<javafx.scene.control.ComboBox<Object>>query().setValue(SeatRow.COMPUTER);
            robot.lookup("#seat-level-1").<javafx.scene.control.ComboBox<Object>>query().setValue(dev.tabula.ai.Level.HARD);
        });
        snap(robot.lookup("#new-match-dialog").query().getScene(), REVIEW.resolve("new-match-computer.png"));
        robot.clickOn("#start-match");
        for (int i = 0; i < 6; i++) {
            clickMove(greedy(current()));
            computers.runUntilIdle();
        }
        // the computer is asked and not yet stepped: the thinking sign shows for the picture
        clickMove(greedy(current()));
        snap(stage.getScene(), DOCS.resolve("computer-thinking.png"));
        robot.clickOn("#back");
        robot.clickOn("#settings");
        snap(robot.lookup("#settings-dialog").query().getScene(), REVIEW.resolve("settings-computer.png"));
        robot.interact(() -> robot.lookup("#settings-dialog").query().getScene().getWindow().hide());
    }
}
