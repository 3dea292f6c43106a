package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.Language;
import dev.tabula.app.rules.RulesWindow;
import dev.tabula.app.settings.Settings;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Path;
import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ScrollPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The rules window of every game on a small (800 × 600) and a large (1920 × 1080) screen in both
 * themes, the settings dialog, and Japanese (under {@code review/rules/}, {@code review/settings/},
 * {@code review/japanese/}). Not part of the suite: {@code mvn -B -Pscreenshots test
 * -Dtest=RulesAndSettingsScreenshots}. Run again with {@code FONTCONFIG_FILE} naming a fonts.conf
 * without CJK fonts and {@code -Dscreenshots.dir=target/screenshots-nocjk}: Japanese then starts in
 * English with its one notice.
 */
class RulesAndSettingsScreenshots extends ShellUiTest {
    private static final Path REVIEW = Shots.REVIEW;

    @AfterEach
    void realScreen() {
        RulesWindow.screens = owner -> javafx.stage.Screen.getPrimary().getVisualBounds();
    }

    @Test
    void everyRulesWindowOnASmallAndALargeScreenInBothThemes() throws IOException {
        for (String theme : new String[] {Settings.THEME_LIGHT, Settings.THEME_DARK}) {
            robot.interact(() -> {
                shell().settings().theme = theme;
                shell().switchLanguage(Language.ENGLISH);
            });
            // an 800 × 600 screen keeps about 40 px for a panel: the area a window may use
            for (Rectangle2D screen : new Rectangle2D[] {new Rectangle2D(0, 0, 800, 560), new Rectangle2D(0, 0, 1920, 1040)}) {
                RulesWindow.screens = owner -> screen;
                String size = screen.getWidth() == 800 ? "800x600" : "1920x1080";
                for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                    Stage rules = openRules(entry);
                    snap(rules.getScene(), REVIEW.resolve("rules").resolve(size + "-" + theme).resolve(entry.id() + ".png"));
                    if (entry.id().equals("zodijak")) {
                        scrollToTheFirstTable(rules);
                        snap(rules.getScene(), REVIEW.resolve("rules").resolve(size + "-" + theme).resolve("zodijak-table.png"));
                    }
                    robot.interact(rules::close);
                }
            }
        }
    }

    @Test
    void theSettingsDialogAndItsLanguageList() throws IOException {
        for (String theme : new String[] {Settings.THEME_LIGHT, Settings.THEME_DARK}) {
            robot.interact(() -> {
                shell().settings().theme = theme;
                shell().switchLanguage(Language.ENGLISH);
            });
            click("#settings");
            Node dialog = robot.lookup("#settings-dialog").query();
            snap(dialog.getScene(), REVIEW.resolve("settings").resolve("settings-" + theme + ".png"));
            ComboBox<?> languages = robot.lookup("#setting-language").queryAs(ComboBox.class);
            robot.interact(languages::show);
            Window list = robot.listTargetWindows().stream()
                    .filter(w -> w.isShowing() && w != stage && w != dialog.getScene().getWindow()).findFirst().orElseThrow();
            snap(list.getScene(), REVIEW.resolve("settings").resolve("language-list-" + theme + ".png"));
            robot.interact(() -> {
                languages.hide();
                ((Stage) dialog.getScene().getWindow()).close();
            });
        }
    }

    @Test
    void japanese() throws IOException {
        Path folder = REVIEW.resolve("japanese");
        RulesWindow.screens = owner -> new Rectangle2D(0, 0, 1366, 728);
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
            if (shell().fontCheck.apply(Language.JAPANESE.locale()).isEmpty()) {
                shell().switchLanguage(Language.JAPANESE);
            }
        });
        snap(stage.getScene(), folder.resolve("picker.png"));
        startZola();
        snap(stage.getScene(), folder.resolve("zola.png"));
        Stage rules = openRules(onFx(() -> shell().registry().find("zodijak").orElseThrow()));
        snap(rules.getScene(), folder.resolve("rules-zodijak.png"));
        robot.interact(rules::close);
        click("#settings-match");
        snap(robot.lookup("#settings-dialog").query().getScene(), folder.resolve("settings.png"));
    }

    private Stage openRules(GameEntry entry) {
        robot.interact(() -> shell().showRules(entry));
        return (Stage) robot.listTargetWindows().stream()
                .filter(w -> w != stage && w.isShowing() && w.getScene().lookup("#rules-page") != null)
                .findFirst().orElseThrow();
    }

    private void scrollToTheFirstTable(Stage rules) {
        robot.interact(() -> {
            ScrollPane scroll = (ScrollPane) rules.getScene().lookup(".rules-scroll");
            Node table = rules.getScene().lookup(".md-table");
            Bounds at = table.getBoundsInParent();
            double room = scroll.getContent().getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
            scroll.setVvalue(Math.max(0, Math.min(1, (at.getMinY() - 40) / room)));
        });
    }
}
