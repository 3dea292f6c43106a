package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.testing.SceneTextCheck;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The rules window closes by Esc and by its Close button, as a page one reads beside the board should. */
class RulesWindowUiTest extends ShellUiTest {

    @Test
    void escClosesTheRulesWindow() {
        Stage rules = openRules();
        robot.targetWindow(rules);
        robot.interact(rules::requestFocus);
        robot.push(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(rules::isShowing)).isFalse();
    }

    @Test
    void theCloseButtonClosesItInThePlayersLanguage() {
        robot.interact(() -> shell().switchLanguage(Language.KOREAN));
        Stage rules = openRules();
        Button close = onFx(() -> (Button) rules.getScene().lookup("#rules-close"));
        assertThat(onFx(close::getText)).isEqualTo("닫기");
        assertThat(onFx(() -> SceneTextCheck.problems(rules.getScene().getRoot()))).isEmpty();
        robot.interact(close::fire);
        assertThat(onFx(rules::isShowing)).isFalse();
    }

    private Stage openRules() {
        GameEntry zola = onFx(() -> shell().registry().entries().get(0));
        robot.interact(() -> shell().showRules(zola));
        List<Window> windows = onFx(() -> List.copyOf(Window.getWindows()));
        return (Stage) windows.stream().filter(w -> w != stage && w instanceof Stage s && s.getOwner() == stage)
                .findFirst().orElseThrow();
    }
}
