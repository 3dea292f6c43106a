package dev.tabula.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tabula.core.save.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Loads and saves {@link Settings}; a file that cannot be read never stops the app. */
public final class SettingsStore {
    private static final Logger LOG = LoggerFactory.getLogger(SettingsStore.class);
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path file;

    public SettingsStore(Path file) {
        this.file = file;
    }

    /** The stored settings, or the defaults when there are none or they cannot be read. */
    public Settings load() {
        if (!Files.exists(file)) {
            return new Settings();
        }
        try {
            Settings settings = JSON.readValue(file.toFile(), Settings.class);
            if (settings.recentFiles == null) {
                settings.recentFiles = new ArrayList<>();
            }
            return settings;
        } catch (IOException | RuntimeException e) {
            LOG.warn("settings in {} cannot be read ({}); using the defaults", file, e.getMessage());
            return new Settings();
        }
    }

    public void save(Settings settings) {
        try {
            AtomicFiles.writeString(file, JSON.writeValueAsString(settings));
        } catch (IOException e) {
            LOG.warn("settings cannot be saved to {}", file, e);
        }
    }
}
