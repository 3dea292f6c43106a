package dev.tabula.zodijak.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The table's own words (seat names, the log, the stock's count, the dealer's chip) are drawn in
 * the family the board is given for the language: in Japanese on a machine whose only CJK font is
 * Noto Sans CJK they were boxes, drawn in the cards' DejaVu Sans, which has no kana.
 */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodijakTableWordsFontTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    @Test
    void everyWordOnTheFeltIsInTheLanguagesFamily(FxRobot robot) {
        // any installed family other than the cards' own stands for the language's
        String family = Font.getFamilies().stream().filter(name -> !name.equals(CardGraphics.CARD_FAMILY))
                .filter(name -> Font.font(name).getFamily().equals(name)).findFirst().orElseThrow();
        ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(3, 3), family);
        click(robot, "#coverButton");
        List<Text> words = robot.lookup(node -> node instanceof Text text
                && (text.getStyleClass().contains("zj-felt-text") || text.getStyleClass().contains("zj-felt-text-strong")))
                .queryAllAs(Text.class).stream().toList();
        assertThat(words).as("the table's words").hasSizeGreaterThan(5);
        assertThat(words).allSatisfy(text -> assertThat(text.getFont().getFamily()).as(text.getText()).isEqualTo(family));
    }
}
