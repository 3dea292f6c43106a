package dev.tabula.app;

import dev.tabula.app.settings.Settings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Promise 4: the app starts whatever the data folder holds. A settings file with nulls, wrong
 * types, random bytes or a path with a NUL still opens the picker (each bad entry keeps its
 * default), and a match in progress that cannot be read is listed as broken, with the reason,
 * and can be removed.
 */
class HostileDataFolderUiTest {

    @Nested
    class NullsWrongTypesAndANulPath extends ShellUiTest {
        @Override
        String initialSettings() {
            return "{\"recentFiles\": [null, 3, \"a\\u0000b\", {\"x\": 1}, \"/kept.tabula.json\"],"
                    + " \"theme\": null, \"windowWidth\": \"wide\", \"windowX\": 1e308, \"thinkMillis\": 1e99,"
                    + " \"language\": 7, \"highlightMoves\": \"yes\", \"lastFolder\": \"x\\u0000y\", \"animation\": \"off\"}";
        }

        @Test
        void thePickerOpensWithTheUsableEntriesAndDefaultsForTheRest() {
            assertThat(robot.lookup("#picker").tryQuery()).isPresent();
            Settings settings = shell().settings();
            assertThat(settings.recentFiles).containsExactly("/kept.tabula.json");
            assertThat(settings.theme).isEqualTo(Settings.THEME_LIGHT);
            assertThat(settings.windowWidth).isEqualTo(new Settings().windowWidth);
            assertThat(settings.highlightMoves).isTrue();
            assertThat(settings.lastFolder).isEmpty();
            assertThat(robot.lookup("#recent-0").tryQuery()).isPresent();
        }
    }

    /** The two entries that stopped the start of earlier versions, alone in an otherwise valid file. */
    @Nested
    class ANullAndANulPathAmongTheRecentFiles extends ShellUiTest {
        @Override
        String initialSettings() {
            return "{\"recentFiles\": [null, \"a\\u0000b\"], \"animation\": \"off\"}";
        }

        @Test
        void thePickerOpensWithoutThem() {
            assertThat(robot.lookup("#picker").tryQuery()).isPresent();
            assertThat(shell().settings().recentFiles).isEmpty();
        }
    }

    @Nested
    class RandomBytes extends ShellUiTest {
        @Override
        byte[] initialSettingsBytes() {
            byte[] noise = new byte[4096];
            new Random(13).nextBytes(noise);
            return noise;
        }

        @Test
        void thePickerOpensWithTheDefaults() {
            assertThat(robot.lookup("#picker").tryQuery()).isPresent();
            assertThat(shell().settings().recentFiles).isEmpty();
        }
    }

    @Nested
    class ABrokenMatchInProgress extends ShellUiTest {
        @Override
        String initialSettings() {
            try {
                Path matches = Files.createDirectories(home.resolve("matches"));
                Files.writeString(matches.resolve("broken.tabula.json"), "{\"format\": \"tabula-match\", \"vers");
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            return "[1, 2, 3]";
        }

        @Test
        void isListedAsBrokenWithTheReasonAndCanBeRemoved() {
            assertThat(robot.lookup("#picker").tryQuery()).isPresent();
            String text = robot.lookup("#broken-0").queryAs(Label.class).getText();
            assertThat(text).startsWith("This match cannot be continued.").contains("cut off").doesNotContain("Exception");
            click("#remove-0");
            click("#confirm-yes");
            settle();
            assertThat(robot.lookup("#broken-0").tryQuery()).isEmpty();
            assertThat(home.resolve("matches/broken.tabula.json")).doesNotExist();
        }
    }

    /**
     * Every file the start reads is a pipe with no writer, which a reader would wait on for ever:
     * the window opens with the defaults, the records are set aside (the notice says where), and the
     * match in progress that is a pipe is listed as broken.
     */
    @Nested
    class EveryStartUpFileIsAPipe extends ShellUiTest {
        @Override
        void prepareHome() {
            for (String name : java.util.List.of("settings.json", "records.json", "running.marker",
                    "matches/pipe.tabula.json", "matches/pipe.note.json")) {
                dev.tabula.testing.HostileFile.FIFO.at(home.resolve(name));
            }
        }

        @Test
        void thePickerOpensAndSaysWhereTheRecordsWereSetAside() throws IOException {
            assertThat(robot.lookup("#picker").tryQuery()).isPresent();
            assertThat(shell().settings().theme).isEqualTo(Settings.THEME_LIGHT);
            Path aside;
            try (java.util.stream.Stream<Path> files = Files.list(home)) {
                aside = files.filter(f -> f.getFileName().toString().startsWith("records.unreadable-")).findFirst()
                        .orElseThrow();
            }
            assertThat(robot.lookup("#records-set-aside-notice .label").queryAs(Label.class).getText())
                    .contains(home.toAbsolutePath().toString(), aside.getFileName().toString());
            assertThat(robot.lookup("#broken-0").queryAs(Label.class).getText()).contains("not a regular file");
            click("#records-set-aside-notice-dismiss");
            assertThat(robot.lookup("#records-set-aside-notice").tryQuery()).isEmpty();
        }
    }
}
