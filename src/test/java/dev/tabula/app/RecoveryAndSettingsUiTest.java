package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Button;
import org.junit.jupiter.api.Test;

class RecoveryAndSettingsUiTest extends ShellUiTest {

    /** As if the last run crashed in the middle of a match: its marker is still there, and so is the autosave. */
    @Override
    String initialSettings() {
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Files.copy(save, home.resolve("autosave.tabula.json"), StandardCopyOption.REPLACE_EXISTING);
            Files.writeString(home.resolve("running.marker"), "12345");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return "{\"animation\": \"off\"}";
    }

    @Test
    void afterACrashThePickerOffersTheAutosavedMatch() {
        assertThat(visible("#crash-notice")).isTrue();
        click("#crash-continue");
        assertThat(match().line()).hasSize(6);
        assertThat(match().cursor()).isEqualTo(5);
        assertThat(match().seats().get(0).name()).isEqualTo("Ana");
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
}
