package dev.tabula.app;

import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import javafx.scene.control.Labeled;
import javafx.scene.text.Font;
import org.junit.jupiter.api.Test;

/** In Japanese the whole window is drawn with an installed Japanese font, named by the app. */
class CjkSceneFontUiTest extends ShellUiTest {

    @Test
    void inJapaneseEveryLabelIsSetInTheJapaneseCutOfNotoSansCjk() {
        assumeTrue(onFx(() -> Font.getFamilies().contains("Noto Sans CJK JP")), "fonts-noto-cjk is not installed here");
        robot.interact(() -> shell().switchLanguage(Language.JAPANESE));
        assertThat(stage.getScene().getStylesheets()).anyMatch(sheet -> sheet.startsWith("data:text/css"));
        Labeled newMatch = robot.lookup("#new-zola").queryAs(Labeled.class);
        assertThat(onFx(() -> newMatch.getFont().getFamily())).isEqualTo("Noto Sans CJK JP");
        robot.interact(() -> shell().switchLanguage(Language.ENGLISH));
        assertThat(stage.getScene().getStylesheets()).noneMatch(sheet -> sheet.startsWith("data:text/css"));
        assertThat(onFx(() -> newMatch.getScene() == null ? "" : newMatch.getFont().getFamily()))
                .doesNotContain("CJK");
    }
}
