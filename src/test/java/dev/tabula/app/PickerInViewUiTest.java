package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.testing.SceneTextCheck;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The four games are always in view on the start screen: matches in progress stand in their own
 * row above them and never push a card below the window's edge, the cards stand four in a row or
 * two by two (never three and one), and a large window is filled by larger cards and pictures.
 */
class PickerInViewUiTest extends ShellUiTest {

    /** A match of every game a move in, left for the picker: four tiles above the cards. */
    private void leaveAMatchOfEveryGame() {
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            List<Seat> seats = List.of(Seat.person("Anna"), Seat.person("Bob"));
            robot.interact(() -> {
                shell().startMatch(new MatchRequest(entry, seats, Map.of(), 7));
                State state = shell().matchScreen().match().current();
                shell().matchScreen().play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
            });
            settle();
        }
        robot.interact(() -> shell().showPicker());
        settle();
    }

    private void resize(int width, int height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents(10);
    }

    private List<Bounds> cards() {
        return onFx(() -> robot.lookup(".game-card").queryAll().stream()
                .map((Node card) -> card.localToScene(card.getBoundsInLocal())).toList());
    }

    private Bounds inScene(String query) {
        Node node = robot.lookup(query).query();
        return onFx(() -> node.localToScene(node.getBoundsInLocal()));
    }

    @Test
    void at800By600WithMatchesInProgressAllFourCardsShowWholeBelowTheirRow() {
        leaveAMatchOfEveryGame();
        resize(800, 600);
        assertThat(robot.lookup(".in-progress-row").queryAll()).hasSize(4);
        Bounds strip = inScene("#in-progress-strip");
        Bounds recent = inScene("#recent-files");
        List<Bounds> cards = cards();
        assertThat(cards).hasSize(4).allSatisfy(card -> {
            assertThat(card.getMinY()).as("below the matches in progress").isGreaterThanOrEqualTo(strip.getMaxY());
            assertThat(card.getMaxY()).as("above the recent files, in view").isLessThanOrEqualTo(recent.getMinY());
            assertThat(card.getMaxX()).isLessThanOrEqualTo(800);
        });
        assertThat(cards.stream().map(Bounds::getMinY).distinct().count()).as("one row, or two of two").isNotEqualTo(3);
        long firstRow = cards.stream().filter(card -> card.getMinY() == cards.get(0).getMinY()).count();
        assertThat(firstRow).as("never three and one").isIn(2L, 4L);
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).as("no tile's words cut").isEmpty();
    }

    @Test
    void at2560By1440TheCardsFillTheWindowInsteadOfLeavingItsBottomThirdEmpty() {
        leaveAMatchOfEveryGame();
        resize(2560, 1440);
        List<Bounds> cards = cards();
        double bottom = cards.stream().mapToDouble(Bounds::getMaxY).max().orElseThrow();
        assertThat(bottom).as("the cards reach past two thirds of the window").isGreaterThan(1440 * 2.0 / 3);
        double picture = onFx(() -> ((javafx.scene.layout.Region) robot.lookup("#card-zola")
                .queryAs(javafx.scene.Parent.class).getChildrenUnmodifiable().get(0)).getWidth());
        assertThat(picture).as("the pictures grow with the window").isGreaterThan(450);
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).isEmpty();
    }

    @Test
    void at640By480WithMatchesInProgressTheCardsStandTwoByTwoNotOneToARow() {
        leaveAMatchOfEveryGame();
        resize(640, 480);
        List<Bounds> cards = cards();
        assertThat(cards).hasSize(4);
        assertThat(cards.get(1).getMinY()).as("the second game beside the first, in view with it").isEqualTo(cards.get(0).getMinY());
        assertThat(cards.get(1).getMaxX()).isLessThanOrEqualTo(640);
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).as("no word cut").isEmpty();
    }

    @Test
    void everyCardOffersAMatchAgainstTheComputerWithTheSeatsFilledIn() {
        click("#computer-zola");
        assertThat(onFx(() -> robot.lookup("#seat-kind-1").queryComboBox().getValue())).isEqualTo("computer");
        assertThat(onFx(() -> robot.lookup("#seat-kind-0").queryComboBox().getValue())).isEqualTo("person");
        assertThat(onFx(() -> robot.lookup("#seat-name-1").queryTextInputControl().getText())).isEqualTo("Computer (Medium)");
        click("#start-match");
        assertThat(onFx(() -> shell().matchScreen().match().seats().get(1).computer())).isTrue();
    }
}
