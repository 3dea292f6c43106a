package dev.tabula.app;

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
