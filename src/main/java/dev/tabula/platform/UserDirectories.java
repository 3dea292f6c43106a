package dev.tabula.platform;

import java.nio.file.Path;
import java.util.Locale;

/**
 * Where Tabula keeps the player's files (autosave, settings, recent files, logs), following each
 * desktop's convention. {@code TABULA_HOME} overrides it, which tests and portable installs use.
 */
public final class UserDirectories {
    private UserDirectories() {
    }

    public static Path dataDirectory() {
        String override = System.getProperty("tabula.home", System.getenv("TABULA_HOME"));
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        String home = System.getProperty("user.home");
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (os.contains("win")) {
            String appData = System.getenv("APPDATA");
            return Path.of(appData != null ? appData : home, "Tabula");
        }
        if (os.contains("mac")) {
            return Path.of(home, "Library", "Application Support", "Tabula");
        }
        String xdg = System.getenv("XDG_DATA_HOME");
        return Path.of(xdg != null && !xdg.isBlank() ? xdg : Path.of(home, ".local", "share").toString(), "tabula");
    }

    public static Path logDirectory() {
        return dataDirectory().resolve("logs");
    }
}
