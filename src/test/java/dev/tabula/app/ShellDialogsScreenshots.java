package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.rules.RulesWindow;
import dev.tabula.core.Seat;
import dev.tabula.testing.SceneTextCheck;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The shell's windows beside the match screen at the five sizes of issue #26 (640 × 480 to 2560 ×
 * 1440), light and dark, under {@code shell-dialogs/<width>x<height>-<theme>/}: the rules window of
 * every game (on a screen of that size), and over a Zola match the Settings dialog, the Resign
 * question, the Records window and the error of a file that cannot be opened. The main window of
 * that size is {@code window.png} beside them, to compare their sizes with it. Labels
 * cut short are listed in {@code shell-dialogs/clipped.txt}. Not part of the suite: {@code mvn -B
 * -Pscreenshots test -Dtest=ShellDialogsScreenshots}; {@code -Dscreenshots.shellSizes=…} and
 * {@code -Dscreenshots.themes=…} narrow it.
 */
@Timeout(value = 40, unit = TimeUnit.MINUTES) // forty-odd windows, longer than the suite's 5-minute net under load
class ShellDialogsScreenshots extends ShellUiTest {
    private static final Path ROOT = Shots.ROOT.resolve("shell-dialogs");

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\"}";
    }

    @AfterEach
    void realScreen() {
        RulesWindow.screens = owner -> javafx.stage.Screen.getPrimary().getVisualBounds();
    }

    @Test
    void everyDialogAndRulesWindowAtEverySize() throws IOException {
        for (String theme : list("screenshots.themes", "light,dark")) {
            robot.interact(() -> shell().settings().theme = theme);
            robot.interact(() -> shell().window().applyTheme());
            for (String size : list("screenshots.shellSizes", "640x480,800x600,1366x768,1920x1080,2560x1440")) {
                String[] wh = size.split("x");
                int width = Integer.parseInt(wh[0]);
                int height = Integer.parseInt(wh[1]);
                Path folder = ROOT.resolve(size + "-" + theme);
                robot.interact(() -> {
                    stage.setWidth(width);
                    stage.setHeight(height);
                });
                // a screen of that size, less a task bar's 40 px
                RulesWindow.screens = owner -> new Rectangle2D(0, 0, width, height - 40);
                for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                    robot.interact(() -> shell().showRules(entry));
                    Stage rules = (Stage) robot.listTargetWindows().stream()
                            .filter(w -> w != stage && w.isShowing() && w.getScene().lookup("#rules-page") != null)
                            .findFirst().orElseThrow();
                    shoot(rules.getScene(), folder.resolve("rules-" + entry.id() + ".png"));
                    robot.interact(rules::close);
                }
                // started as its card's New match does, also where the card lies below the fold (640 × 480)
                GameEntry zola = onFx(() -> shell().registry().find("zola").orElseThrow());
                robot.interact(() -> shell().startMatch(new MatchRequest(zola,
                        List.of(Seat.person("Ana"), Seat.person("Bojan")), java.util.Map.of(), 42)));
                settle();
                shoot(stage.getScene(), folder.resolve("window.png"));

                robot.interact(() -> Platform.runLater(shell()::showSettings));
                WaitForAsyncUtils.waitForFxEvents();
                Scene settings = robot.lookup("#settings-dialog").query().getScene();
                shoot(settings, folder.resolve("settings.png"));
                robot.interact(() -> settings.getWindow().hide());

                click("#resign");
                shoot(robot.lookup("#resign-dialog").query().getScene(), folder.resolve("resign.png"));
                click("#confirm-no");

                robot.interact(() -> shell().records().show());
                settle();
                Window records = robot.listTargetWindows().stream()
                        .filter(w -> w != stage && w.isShowing()).findFirst().orElseThrow();
                shoot(records.getScene(), folder.resolve("records.png"));
                robot.interact(records::hide);

                openACutOffFile("cut-off-" + size + "-" + theme + ".tabula.json");
                shoot(robot.lookup("#error-dialog").query().getScene(), folder.resolve("open-error.png"));
                click("#error-ok");
            }
        }
    }

    private void shoot(Scene scene, Path file) throws IOException {
        snap(scene, file);
        List<String> clipped = onFx(() -> SceneTextCheck.clipped(scene.getRoot()));
        if (!clipped.isEmpty()) {
            Files.createDirectories(ROOT);
            Files.writeString(ROOT.resolve("clipped.txt"), ROOT.relativize(file) + ": " + String.join("; ", clipped) + "\n",
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    private static List<String> list(String property, String defaults) {
        return Arrays.stream(System.getProperty(property, defaults).split(",")).map(String::strip)
                .filter(item -> !item.isEmpty()).toList();
    }
}
