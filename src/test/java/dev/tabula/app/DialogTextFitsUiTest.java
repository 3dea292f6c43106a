package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.Language;
import dev.tabula.testing.SceneTextCheck;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import org.junit.jupiter.api.Test;

/**
 * The New match dialog of every game, in English and in Japanese, in the smallest common window:
 * no label ends in an ellipsis ("An 8 turned up as the sta…", "プレイ…") and every name field
 * shows its whole name; a game with nothing left to chance under its options asks for no seed.
 */
class DialogTextFitsUiTest extends ShellUiTest {

    @Test
    void theNewMatchDialogCutsNoWordInEnglishOrJapanese() {
        robot.interact(() -> {
            stage.setWidth(800);
            stage.setHeight(600);
        });
        List<String> problems = new ArrayList<>();
        for (String tag : List.of("en", "ja")) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                click("#new-" + entry.id());
                DialogPane pane = robot.lookup("#new-match-dialog").queryAs(DialogPane.class);
                for (String clipped : onFx(() -> SceneTextCheck.clipped(pane))) {
                    problems.add(tag + " " + entry.id() + ": " + clipped);
                }
                for (String cut : onFx(() -> cutFields(pane))) {
                    problems.add(tag + " " + entry.id() + ": " + cut);
                }
                robot.push(KeyCode.ESCAPE);
            }
        }
        assertThat(problems).isEmpty();
    }

    @Test
    void aDialogWhoseOptionsScrollKeepsThemLeftOfItsScrollBar() {
        robot.interact(() -> {
            stage.setWidth(800);
            stage.setHeight(600);
        });
        click("#new-zodijak"); // seventeen options: they scroll in a window of this height
        DialogPane pane = robot.lookup("#new-match-dialog").queryAs(DialogPane.class);
        javafx.scene.control.ScrollBar bar = onFx(() -> pane.lookupAll(".dialog-scroll > .scroll-bar").stream()
                .map(javafx.scene.control.ScrollBar.class::cast)
                .filter(b -> b.getOrientation() == javafx.geometry.Orientation.VERTICAL && b.isVisible())
                .findFirst().orElseThrow());
        double barLeft = onFx(() -> bar.localToScene(bar.getLayoutBounds()).getMinX());
        List<String> under = onFx(() -> pane.lookupAll(".combo-box-base").stream()
                .filter(box -> box.localToScene(box.getLayoutBounds()).getMaxX() > barLeft + 0.5)
                .map(box -> box.getId() + " ends at " + box.localToScene(box.getLayoutBounds()).getMaxX())
                .toList());
        robot.push(KeyCode.ESCAPE);
        assertThat(under).as("options under the scroll bar (its left edge at %s)", barLeft).isEmpty();
    }

    @Test
    void theSettingsDialogFitsASmallestWindowsWidthWithItsSentencesWrappedNotCut() {
        robot.interact(() -> {
            stage.setWidth(640);
            stage.setHeight(480);
        });
        for (String tag : List.of("en", "es", "sr-Latn")) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            robot.interact(() -> javafx.application.Platform.runLater(shell()::showSettings));
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            DialogPane pane = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
            assertThat(onFx(() -> pane.getScene().getWindow().getWidth())).as(tag).isLessThanOrEqualTo(640);
            assertThat(onFx(() -> SceneTextCheck.clipped(pane))).as(tag).isEmpty();
            robot.interact(() -> pane.getScene().getWindow().hide());
        }
    }

    @Test
    void zodiacAsksForASeedOnlyWhereItsOptionsLeaveSomethingToChance() {
        click("#new-zodiac");
        assertThat(visible("#seed")).as("the first player is fixed by default: nothing left to chance").isFalse();
        javafx.scene.control.ComboBox<String> first = robot.lookup("#option-firstPlayer").queryComboBox();
        robot.interact(() -> first.setValue("random"));
        assertThat(visible("#seed")).as("a random first player is drawn with the seed").isTrue();
    }

    /** The text fields narrower than the text they hold. */
    private static List<String> cutFields(Node node) {
        List<String> cut = new ArrayList<>();
        if (!node.isVisible()) {
            return cut;
        }
        if (node instanceof TextField field && field.getText() != null && !field.getText().isEmpty()) {
            Text text = new Text(field.getText());
            text.setFont(field.getFont());
            double needed = text.getLayoutBounds().getWidth() + field.getInsets().getLeft() + field.getInsets().getRight();
            if (needed > field.getWidth() + 0.5) {
                cut.add("\"" + field.getText() + "\" needs " + needed + " px in a field of " + field.getWidth());
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                cut.addAll(cutFields(child));
            }
        }
        return cut;
    }
}
