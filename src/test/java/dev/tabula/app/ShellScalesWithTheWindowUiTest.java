package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.SceneTextCheck;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Labeled;
import javafx.scene.control.ToolBar;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * On a large window the shell grows with the boards: at 2560 × 1440 the tool bar, the side panel,
 * the status line and the windows the match opens (Settings, the rules) are drawn in text nearly
 * twice the size of 1366 × 768's, not left at the system's size beside a board that fills the
 * screen; and nothing of the match screen is cut at either size.
 */
class ShellScalesWithTheWindowUiTest extends ShellUiTest {

    private void resize(int width, int height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents(5);
    }

    private double fontOf(String query) {
        Node node = robot.lookup(query).query();
        return onFx(() -> ((Labeled) node).getFont().getSize());
    }

    /** The text size of the chrome: a tool bar button's, a seat name's, the status line's. */
    private double[] chrome() {
        double toolBar = onFx(() -> robot.lookup(".match-toolbar").queryAs(ToolBar.class).getItems().stream()
                .filter(Labeled.class::isInstance).map(Labeled.class::cast).findFirst().orElseThrow().getFont().getSize());
        return new double[] {toolBar, fontOf(".seat-name"), fontOf("#status")};
    }

    @Test
    void at2560By1440TheToolBarSidePanelAndStatusGrowAsTheBoardDoes() {
        resize(1366, 768);
        startZola();
        double[] base = chrome();
        double toolBarHeight = onFx(() -> robot.lookup(".match-toolbar").queryAs(ToolBar.class).getHeight());
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).as("nothing cut at 1366").isEmpty();
        resize(2560, 1440);
        double[] large = chrome();
        for (int i = 0; i < base.length; i++) {
            assertThat(large[i] / base[i]).as("tool bar, seat name, status (%d)", i).isGreaterThanOrEqualTo(1.8);
        }
        assertThat(onFx(() -> robot.lookup(".match-toolbar").queryAs(ToolBar.class).getHeight()) / toolBarHeight)
                .as("the tool bar's buttons grow with their words").isGreaterThanOrEqualTo(1.6);
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).as("nothing cut at 2560").isEmpty();
    }

    @Test
    void aDialogOverALargeWindowIsAsLegibleAsTheWindow() {
        startZola(); // clicked in a window the headless screen holds whole, then enlarged
        resize(2560, 1440);
        double status = fontOf("#status");
        robot.interact(() -> Platform.runLater(shell()::showSettings));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane settings = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        double label = onFx(() -> settings.lookupAll(".label").stream().map(Labeled.class::cast)
                .mapToDouble(l -> l.getFont().getSize()).max().orElseThrow());
        assertThat(label).as("the dialog's words at the window's size").isGreaterThanOrEqualTo(status * 0.9);
        assertThat(onFx(() -> SceneTextCheck.clipped(settings))).isEmpty();
        robot.interact(() -> settings.getScene().getWindow().hide());

        robot.interact(() -> shell().showRules(shell().matchScreen().entry()));
        Window rules = robot.listTargetWindows().stream()
                .filter(w -> w != stage && w.isShowing() && w.getScene().lookup("#rules-page") != null).findFirst().orElseThrow();
        double close = onFx(() -> ((Labeled) rules.getScene().lookup("#rules-close")).getFont().getSize());
        assertThat(close).as("the rules window's words too").isGreaterThanOrEqualTo(status * 0.9);
        robot.interact(rules::hide);

        robot.interact(() -> Platform.runLater(shell().matchScreen()::resign));
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane question = robot.lookup("#resign-dialog").queryAs(DialogPane.class);
        double textWidth = onFx(() -> ((javafx.scene.layout.Region) question.lookup(".content.label")).getWidth());
        assertThat(textWidth).as("the question's lines as long as its words are large").isGreaterThanOrEqualTo(360 * 1.8);
        robot.interact(() -> question.getScene().getWindow().hide());
    }

    @Test
    void theMoveListWrapsItsLongTurnsAt2560WithoutScrollingSidewaysAndItsDotsGrow() {
        dev.tabula.app.common.GameEntry battlegammon = onFx(() -> shell().registry().find("battlegammon").orElseThrow());
        robot.interact(() -> shell().startMatch(new dev.tabula.app.common.MatchRequest(battlegammon,
                java.util.List.of(dev.tabula.core.Seat.person("Ana"), dev.tabula.core.Seat.person("Bojan")), java.util.Map.of(), 42)));
        for (int i = 0; i < 8; i++) {
            robot.interact(() -> {
                dev.tabula.core.State state = shell().matchScreen().match().current();
                shell().matchScreen().play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
            });
        }
        resize(1366, 768);
        double dot = seatDotRadius();
        resize(2560, 1440);
        assertThat(seatDotRadius() / dot).as("a turn's seat dot grows with its words").isGreaterThanOrEqualTo(1.8);
        boolean sideways = onFx(() -> robot.lookup("#move-list").queryAs(javafx.scene.control.ListView.class)
                .lookupAll(".scroll-bar").stream().map(javafx.scene.control.ScrollBar.class::cast)
                .anyMatch(bar -> bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL && bar.isVisible()));
        assertThat(sideways).as("the rows wrap within the list at the window's larger text").isFalse();
    }

    private double seatDotRadius() {
        return onFx(() -> robot.lookup("#move-list .turn-seat").queryAs(javafx.scene.shape.Circle.class).getRadius());
    }
}
