package dev.tabula.app;

import dev.tabula.app.files.InProgress;
import dev.tabula.app.settings.Settings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;

class RecoveryAndSettingsUiTest extends ShellUiTest {

    /**
     * As if the last run crashed in the middle of a match opened from {@code ana.tabula.json}:
     * its marker names that match, which is not the newest of the three in progress.
     */
    @Override
    String initialSettings() {
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Path matches = Files.createDirectories(home.resolve("matches"));
            String zola = new String(save.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            Files.writeString(matches.resolve("crashed.tabula.json"), zola);
            Files.writeString(matches.resolve("crashed.note.json"), InProgress.note(home.resolve("ana.tabula.json")));
            Files.writeString(matches.resolve("older.tabula.json"), zola.replace("\"cursor\" : 5", "\"cursor\" : 2"));
            Files.writeString(matches.resolve("newer.tabula.json"), zola.replace("\"cursor\" : 5", "\"cursor\" : 3"));
            // which is older is set from the newest file's own time, not from a clock
            long written = Files.getLastModifiedTime(matches.resolve("newer.tabula.json")).toMillis();
            Files.setLastModifiedTime(matches.resolve("older.tabula.json"), FileTime.fromMillis(written - 60_000));
            Files.setLastModifiedTime(matches.resolve("crashed.tabula.json"), FileTime.fromMillis(written - 30_000));
            Files.writeString(home.resolve("running.marker"), "12345\ncrashed\n");
            Files.writeString(matches.resolve(".crashed.tabula.json123.tmp"), "{\"form"); // a write cut off by the crash
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return "{\"animation\": \"off\"}";
    }

    @Test
    void afterACrashThePickerOffersExactlyTheMatchThatWasOnScreenWithItsFileName() {
        assertThat(visible("#crash-notice")).isTrue();
        assertThat(robot.lookup("#crash-notice .label").queryAs(javafx.scene.control.Label.class).getText())
                .contains("Zola", "move 5");
        assertThat(home.resolve("matches/.crashed.tabula.json123.tmp")).doesNotExist();
        click("#crash-continue");
        assertThat(match().line()).hasSize(6);
        assertThat(match().cursor()).isEqualTo(5);
        assertThat(match().seats().get(0).name()).isEqualTo("Ana");
        assertThat(onFx(() -> shell().matchScreen().file())).isEqualTo(home.resolve("ana.tabula.json"));
        assertThat(stage.getTitle()).contains("ana.tabula.json");

        // handled: back on the picker, the notice is gone, and the three matches are still in progress
        click("#back");
        settle();
        assertThat(robot.lookup("#crash-notice").tryQuery()).isEmpty();
        assertThat(robot.lookup("#in-progress-2").tryQuery()).isPresent();
    }

    @Test
    void aDismissedCrashNoticeDoesNotComeBack() {
        click("#crash-dismiss");
        assertThat(robot.lookup("#crash-notice").tryQuery()).isEmpty();
        click("#continue-0");
        click("#back");
        settle();
        assertThat(robot.lookup("#crash-notice").tryQuery()).isEmpty();
    }

    @Test
    void theSettingsDialogSwitchesToTheDarkThemeAndRemembersIt() throws IOException {
        click("#settings");
        DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        robot.interact(() -> {
            ComboBox<?> theme = robot.lookup("#setting-theme").queryAs(ComboBox.class);
            theme.getSelectionModel().select(theme.getItems().indexOf(Settings.THEME_DARK));
            ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonType.OK.getButtonData()).findFirst().orElseThrow()))
                    .fire();
        });
        assertThat(stage.getScene().getStylesheets()).anyMatch(sheet -> sheet.endsWith("tabula-dark.css"));
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"theme\" : \"dark\"");
    }

    @Test
    void theSettingsDialogKeepsBattlegammonsForcedMovePreferenceForThePlayer() throws IOException {
        click("#settings");
        DialogPane dialog = robot.lookup("#settings-dialog").queryAs(DialogPane.class);
        robot.interact(() -> {
            CheckBox autoforced = robot.lookup("#setting-battlegammon-autoforced").queryAs(CheckBox.class);
            assertThat(autoforced.getText()).isEqualTo("Play forced moves automatically");
            assertThat(autoforced.isSelected()).isFalse();
            autoforced.setSelected(true);
            ((Button) dialog.lookupButton(dialog.getButtonTypes().stream()
                    .filter(type -> type.getButtonData() == ButtonType.OK.getButtonData()).findFirst().orElseThrow()))
                    .fire();
        });
        assertThat(onFx(() -> shell().settings().viewPreference("battlegammon", "autoforced", "off"))).isEqualTo("on");
        assertThat(Files.readString(home.resolve("settings.json"))).contains("\"battlegammon.autoforced\" : \"on\"");
    }
}
