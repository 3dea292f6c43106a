package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The notice after a run that did not end cleanly says what happened and nothing more: a crash on
 * the start screen claims no match was being played, a marker that names no screen claims nothing,
 * and the match that was on screen is offered by the notice alone, not a second time by its tile.
 */
class CrashNoticeUiTest {

    /** Two matches in progress, and the marker a crashed run left with {@code secondLine}. */
    static String crashedWith(Path home, String secondLine) {
        try (InputStream save = CrashNoticeUiTest.class.getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Path matches = Files.createDirectories(home.resolve("matches"));
            String zola = new String(save.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            Files.writeString(matches.resolve("first.tabula.json"), zola);
            Files.writeString(matches.resolve("second.tabula.json"), zola.replace("\"cursor\" : 5", "\"cursor\" : 3"));
            Files.writeString(home.resolve("running.marker"), "12345\n" + secondLine);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return "{\"animation\": \"off\"}";
    }

    private static String notice(ShellUiTest test) {
        return test.robot.lookup("#crash-notice .label").queryAs(Label.class).getText();
    }

    @Nested
    class OnTheStartScreen extends ShellUiTest {
        @Override
        String initialSettings() {
            return crashedWith(home, "@picker\n");
        }

        @Test
        void theNoticeSaysNoMatchWasBeingPlayedAndOffersNone() {
            assertThat(notice(this)).isEqualTo("Tabula did not close properly last time, while it showed the games:"
                    + " no match was being played. The matches in progress are kept as they were last saved.");
            assertThat(robot.lookup("#crash-continue").tryQuery()).isEmpty();
            assertThat(robot.lookup("#in-progress-1").tryQuery()).as("both matches are listed").isPresent();
            click("#crash-dismiss");
            assertThat(robot.lookup("#crash-notice").tryQuery()).isEmpty();
        }
    }

    /** An older Tabula wrote only its process id: which screen it showed is not known. */
    @Nested
    class WithoutAScreen extends ShellUiTest {
        @Override
        String initialSettings() {
            return crashedWith(home, "");
        }

        @Test
        void theNoticeNamesNoMatch() {
            assertThat(notice(this)).isEqualTo("Tabula did not close properly last time."
                    + " The matches in progress are kept as they were last saved.");
            assertThat(robot.lookup("#crash-continue").tryQuery()).isEmpty();
            assertThat(robot.lookup("#in-progress-1").tryQuery()).isPresent();
        }
    }

    @Nested
    class InAMatch extends ShellUiTest {
        @Override
        String initialSettings() {
            return crashedWith(home, "second\n");
        }

        @Test
        void theMatchIsOfferedOnceByTheNoticeAndItsTileComesBackWhenTheNoticeGoes() {
            assertThat(notice(this)).contains("Zola", "move 3");
            assertThat(robot.lookup("#in-progress-0").tryQuery()).isPresent();
            assertThat(robot.lookup("#in-progress-1").tryQuery()).as("not listed a second time").isEmpty();
            click("#crash-dismiss");
            assertThat(robot.lookup("#in-progress-1").tryQuery()).isPresent();
        }
    }
}
