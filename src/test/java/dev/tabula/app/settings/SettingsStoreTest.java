package dev.tabula.app.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SettingsStoreTest {
    @TempDir
    Path dir;

    @Test
    void settingsSurviveARoundTrip() {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        Settings settings = store.load();
        settings.theme = Settings.THEME_DARK;
        settings.highlightMoves = false;
        settings.animation = Settings.ANIMATION_FAST;
        settings.windowX = 12;
        settings.rememberFile("/a.tabula.json");
        store.save(settings);
        Settings loaded = store.load();
        assertThat(loaded.darkTheme()).isTrue();
        assertThat(loaded.highlightMoves).isFalse();
        assertThat(loaded.animationMillis()).isEqualTo(120);
        assertThat(loaded.windowX).isEqualTo(12);
        assertThat(loaded.recentFiles).containsExactly("/a.tabula.json");
    }

    @Test
    void viewPreferencesSurviveARoundTripAndAnUnusableOneIsDropped() throws IOException {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        Settings settings = store.load();
        assertThat(settings.viewPreference("battlegammon", "autoforced", "off")).isEqualTo("off");
        settings.viewPreferences.put("battlegammon.autoforced", "on");
        store.save(settings);
        assertThat(store.load().viewPreference("battlegammon", "autoforced", "off")).isEqualTo("on");

        Files.writeString(dir.resolve("settings.json"),
                "{ \"viewPreferences\": { \"zola.a\": \"x\", \"zola.b\": 3, \"zola.c\": null } }");
        assertThat(store.load().viewPreferences).containsExactly(java.util.Map.entry("zola.a", "x"));
    }

    @Test
    void theLosingMoveWarningIsOffByDefaultKeptWhenOnAndAnUnusableValueKeepsItOff() throws IOException {
        SettingsStore store = new SettingsStore(dir.resolve("settings.json"));
        Settings settings = store.load();
        assertThat(settings.warnLosingMoves).isFalse();
        settings.warnLosingMoves = true;
        store.save(settings);
        assertThat(store.load().warnLosingMoves).isTrue();

        Files.writeString(dir.resolve("settings.json"), "{ \"warnLosingMoves\": \"yes\", \"theme\": \"dark\" }");
        Settings loaded = store.load();
        assertThat(loaded.warnLosingMoves).isFalse();
        assertThat(loaded.darkTheme()).as("the other entries are read all the same").isTrue();
    }

    @Test
    void aSettingsFileThatCannotBeReadFallsBackToTheDefaults() throws IOException {
        Path file = dir.resolve("settings.json");
        Files.writeString(file, "{ \"theme\": \"dark\", "); // cut off
        Settings settings = new SettingsStore(file).load();
        assertThat(settings.theme).isEqualTo(Settings.THEME_LIGHT);
        assertThat(settings.highlightMoves).isTrue();
        assertThat(settings.recentFiles).isEmpty();
    }

    @Test
    void unknownFieldsFromAnotherVersionAreIgnored() throws IOException {
        Path file = dir.resolve("settings.json");
        Files.writeString(file, "{ \"theme\": \"dark\", \"futureSetting\": 3, \"recentFiles\": null }");
        Settings settings = new SettingsStore(file).load();
        assertThat(settings.darkTheme()).isTrue();
        assertThat(settings.recentFiles).isEmpty();
    }

    @Test
    void recentFilesKeepTheNewestFirstWithoutDuplicates() {
        Settings settings = new Settings();
        for (int i = 0; i < 12; i++) {
            settings.rememberFile("/f" + i);
        }
        settings.rememberFile("/f5");
        assertThat(settings.recentFiles).hasSize(Settings.MAX_RECENT_FILES).startsWith("/f5", "/f11", "/f10");
    }
}
