package dev.tabula.app.settings;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.tabula.core.save.AtomicFiles;
import dev.tabula.core.save.BoundedFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Loads and saves {@link Settings}; whatever the file holds never stops the app. Each entry is
 * read on its own: one that is missing keeps its default silently, one of the wrong type, out of
 * range or otherwise unusable (a null, a path with a NUL) keeps its default too, and all such
 * entries are named in one line of the log. A file that is not JSON at all gives the defaults.
 */
public final class SettingsStore {
    private static final Logger LOG = LoggerFactory.getLogger(SettingsStore.class);
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** Far more than any file name needs; a longer entry is not a file someone opened. */
    private static final int MAX_PATH = 4096;
    /** Far more than any settings need (a full file is a few kilobytes). */
    private static final int MAX_BYTES = 1 << 20;

    private final Path file;
    /** False for a file that was never read: what it holds is not known, so it is not written over. */
    private final boolean writable;

    public SettingsStore(Path file) {
        this(file, true);
    }

    private SettingsStore(Path file, boolean writable) {
        this.file = file;
        this.writable = writable;
    }

    /** Whether the file was read at the start, and is saved: false for {@link #notRead}. */
    public boolean writable() {
        return writable;
    }

    /** The store of settings that could not be read in time at the start: this run keeps its changes to itself. */
    public static SettingsStore notRead(Path file) {
        return new SettingsStore(file, false);
    }

    /** The stored settings, or the defaults for whatever is missing or cannot be used. */
    public Settings load() {
        Settings settings = new Settings();
        if (BoundedFiles.absent(file)) {
            return settings;
        }
        JsonNode root;
        try {
            // a pipe, a device, a folder, a loop of links or a huge file is refused before it is read
            root = JSON.readTree(BoundedFiles.read(file, MAX_BYTES));
        } catch (IOException | RuntimeException e) {
            LOG.warn("settings in {} cannot be read ({}); using the defaults", file, e.getMessage());
            return settings;
        }
        if (root == null || !root.isObject()) {
            LOG.warn("settings in {} are not a JSON object; using the defaults", file);
            return settings;
        }
        List<String> refused = new ArrayList<>();
        Reader in = new Reader(root, refused);
        in.string("theme", v -> settings.theme = v);
        in.bool("highlightMoves", v -> settings.highlightMoves = v);
        in.string("animation", v -> settings.animation = v);
        in.bool("reduceMotion", v -> settings.reduceMotion = v);
        if (Settings.ANIMATION_OFF.equals(settings.animation)) {
            // "off" was a speed before motion could be reduced as a whole: the same wish, kept as it
            settings.reduceMotion = true;
            settings.animation = Settings.ANIMATION_NORMAL;
        }
        in.bool("soundMuted", v -> settings.soundMuted = v);
        in.integer("soundVolume", v -> settings.soundVolume = v);
        in.string("language", v -> settings.language = v);
        in.decimal("windowX", true, v -> settings.windowX = v);
        in.decimal("windowY", true, v -> settings.windowY = v);
        in.decimal("windowWidth", false, v -> settings.windowWidth = v);
        in.decimal("windowHeight", false, v -> settings.windowHeight = v);
        in.bool("maximized", v -> settings.maximized = v);
        in.integer("thinkMillis", v -> settings.thinkMillis = v);
        in.integer("computerPauseMillis", v -> settings.computerPauseMillis = v);
        in.bool("warnLosingMoves", v -> settings.warnLosingMoves = v);
        in.string("lastFolder", v -> settings.lastFolder = usablePath(v) ? v : settings.lastFolder);
        in.recentFiles(settings.recentFiles);
        in.viewPreferences(settings.viewPreferences);
        if (!refused.isEmpty()) {
            LOG.warn("settings in {}: {} unusable, the defaults are used instead", file, refused);
        }
        return settings;
    }

    public void save(Settings settings) {
        if (!writable) {
            LOG.info("settings not saved: {} was not read at the start", file);
            return;
        }
        try {
            AtomicFiles.writeString(file, JSON.writeValueAsString(settings));
        } catch (IOException e) {
            LOG.warn("settings cannot be saved to {}", file, e);
        }
    }

    public static boolean usablePath(String text) {
        if (text.length() > MAX_PATH || text.indexOf('\0') >= 0) {
            return false;
        }
        try {
            Path.of(text);
            return true;
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** Reads one entry at a time, noting the ones it refuses. */
    private record Reader(JsonNode root, List<String> refused) {
        private JsonNode present(String name) {
            JsonNode node = root.get(name);
            return node == null || node.isMissingNode() ? null : node;
        }

        void string(String name, Consumer<String> use) {
            JsonNode node = present(name);
            if (node == null) {
                return;
            }
            if (node.isTextual() && node.asText().length() <= MAX_PATH && node.asText().indexOf('\0') < 0) {
                use.accept(node.asText());
            } else {
                refused.add(name);
            }
        }

        void bool(String name, Consumer<Boolean> use) {
            JsonNode node = present(name);
            if (node == null) {
                return;
            }
            if (node.isBoolean()) {
                use.accept(node.asBoolean());
            } else {
                refused.add(name);
            }
        }

        void integer(String name, Consumer<Integer> use) {
            JsonNode node = present(name);
            if (node == null) {
                return;
            }
            if (node.isIntegralNumber() && node.canConvertToInt()) {
                use.accept(node.asInt());
            } else {
                refused.add(name);
            }
        }

        /** A number; NaN (written as the text "NaN") only where it means "not yet known". */
        void decimal(String name, boolean nanAllowed, Consumer<Double> use) {
            JsonNode node = present(name);
            if (node == null) {
                return;
            }
            if (node.isNumber() && Double.isFinite(node.asDouble())
                    && (nanAllowed || node.asDouble() > 0) && Math.abs(node.asDouble()) < 1e6) {
                use.accept(node.asDouble());
            } else if (nanAllowed && node.isTextual() && node.asText().equals("NaN")) {
                use.accept(Double.NaN);
            } else {
                refused.add(name);
            }
        }

        /** The view preferences: short texts by short keys, a few hundred at most. */
        void viewPreferences(Map<String, String> into) {
            JsonNode node = present("viewPreferences");
            if (node == null) {
                return;
            }
            if (!node.isObject()) {
                refused.add("viewPreferences");
                return;
            }
            boolean skipped = false;
            for (Map.Entry<String, JsonNode> item : node.properties()) {
                if (item.getKey().length() <= 100 && item.getValue().isTextual()
                        && item.getValue().asText().length() <= 100 && into.size() < 500) {
                    into.put(item.getKey(), item.getValue().asText());
                } else {
                    skipped = true;
                }
            }
            if (skipped) {
                refused.add("viewPreferences (some entries)");
            }
        }

        /** The recent files: the usable paths among them, at most the list's length. */
        void recentFiles(List<String> into) {
            JsonNode node = present("recentFiles");
            if (node == null) {
                return;
            }
            if (!node.isArray()) {
                refused.add("recentFiles");
                return;
            }
            boolean skipped = false;
            for (JsonNode item : node) {
                if (item.isTextual() && usablePath(item.asText()) && !into.contains(item.asText())
                        && into.size() < Settings.MAX_RECENT_FILES) {
                    into.add(item.asText());
                } else {
                    skipped = true;
                }
            }
            if (skipped) {
                refused.add("recentFiles (some entries)");
            }
        }
    }
}
