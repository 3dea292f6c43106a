package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.SceneTextCheck;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The picker uses the window: its cards fill a large one, and a small one cuts no word short. */
class PickerLayoutUiTest extends ShellUiTest {

    @Test
    void at1920By1080TheCardsSpanMostOfTheWidthInOneRow() {
        resize(1920, 1080);
        List<Bounds> cards = cardBounds();
        assertThat(cards).hasSize(4);
        double left = cards.stream().mapToDouble(Bounds::getMinX).min().orElseThrow();
        double right = cards.stream().mapToDouble(Bounds::getMaxX).max().orElseThrow();
        double width = onFx(() -> stage.getScene().getWidth());
        assertThat(width).isEqualTo(1920);
        assertThat(right - left).as("the cards' span of a 1920-pixel window").isGreaterThan(0.75 * width);
        assertThat(cards).allSatisfy(card -> assertThat(card.getMinY()).isEqualTo(cards.get(0).getMinY()));
        double picture = onFx(() -> ((javafx.scene.layout.Region) robot.lookup("#card-zola").queryAs(javafx.scene.Parent.class)
                .getChildrenUnmodifiable().get(0)).getWidth());
        assertThat(picture).as("the picture grows with its card").isGreaterThan(300);
    }

    @Test
    void at800By600NoLabelIsCutShort() {
        resize(800, 600);
        assertThat(onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()))).isEmpty();
        List<Bounds> cards = cardBounds();
        double width = onFx(() -> stage.getScene().getWidth());
        assertThat(cards).allSatisfy(card -> assertThat(card.getMaxX()).isLessThanOrEqualTo(width));
    }

    private void resize(int width, int height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        WaitForAsyncUtils.waitForFxEvents(10);
    }

    private List<Bounds> cardBounds() {
        return onFx(() -> robot.lookup(".game-card").queryAll().stream()
                .map((Node card) -> card.localToScene(card.getBoundsInLocal())).toList());
    }
}
