package dev.tabula.app;

import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Tabula started in Japanese ({@code review/japanese-start/}): with a CJK font the picker in
 * Japanese; without one (run with {@code FONTCONFIG_FILE} naming a fonts.conf without CJK fonts)
 * the English picker and the one notice that names Japanese in English and in itself. Not part of
 * the suite: {@code mvn -B -Pscreenshots test -Dtest=JapaneseStartScreenshots}.
 */
class JapaneseStartScreenshots extends ShellUiTest {
    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"ja\"}";
    }

    @Test
    void startedInJapanese() throws IOException {
        Path folder = Shots.REVIEW.resolve("japanese-start");
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        settle();
        if (robot.lookup("#notice-dialog").tryQuery().isPresent()) {
            snap(robot.lookup("#notice-dialog").query().getScene(), folder.resolve("notice.png"));
            robot.interact(() -> robot.lookup("#notice-ok").queryButton().fire());
        }
        snap(stage.getScene(), folder.resolve("picker.png"));
        click("#settings");
        snap(robot.lookup("#settings-dialog").query().getScene(), folder.resolve("settings.png"));
    }
}
