package dev.tabula.app.settings;

import dev.tabula.app.common.Language;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the player chose and where the window was, kept in {@code settings.json} in the data
 * folder. Public fields keep the JSON mapping obvious; unknown fields from other versions are
 * ignored, missing ones keep these defaults.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class Settings {
    public static final String THEME_LIGHT = "light";
    public static final String THEME_DARK = "dark";
    public static final String ANIMATION_OFF = "off";
    public static final String ANIMATION_FAST = "fast";
    public static final String ANIMATION_NORMAL = "normal";
    static final int MAX_RECENT_FILES = 8;

    public String theme = THEME_LIGHT;
    public boolean highlightMoves = true;
    public String animation = ANIMATION_NORMAL;
    /** No moving pieces, cards or dice anywhere: every move is shown at once (for players whom motion troubles). */
    public boolean reduceMotion;
    /** Whether the table is silent. */
    public boolean soundMuted;
    /** The sounds' volume, in percent. */
    public int soundVolume = 70;
    /** The interface language's tag ({@link Language#tag}); blank until the first start picks the system's. */
    public String language = "";
    /** The last window bounds; NaN until the window was closed once. */
    public double windowX = Double.NaN;
    public double windowY = Double.NaN;
    public double windowWidth = 1100;
    public double windowHeight = 760;
    public boolean maximized;
    /** How long a computer player may think about one move, in milliseconds. */
    public int thinkMillis = 1000;
    /**
     * The least time between one move and a computer's next move, in milliseconds: the pace at
     * which computers play (0 when watching them at full speed).
     */
    public int computerPauseMillis = 500;
    /** Whether to ask before a person's move after which the opponent can win at once (for beginners). */
    public boolean warnLosingMoves;
    /** The folder the Open and Save dialogs showed last; empty until one was used. */
    public String lastFolder = "";
    /** Match files opened or saved, newest first. */
    public List<String> recentFiles = new ArrayList<>();
    /**
     * The games' view preferences ({@code GameUi.viewPreferences}) the player chose, by
     * {@code gameId.key} ({@code "battlegammon.autoforced": "on"}); one not here takes its default.
     */
    public Map<String, String> viewPreferences = new TreeMap<>();

    public int animationMillis() {
        if (reduceMotion) {
            return 0;
        }
        return switch (animation == null ? ANIMATION_NORMAL : animation) {
            case ANIMATION_OFF -> 0;
            case ANIMATION_FAST -> 120;
            default -> 260;
        };
    }

    /** {@link #soundVolume}, kept between 0 and 100 whatever the file says. */
    public int volumePercent() {
        return Math.max(0, Math.min(soundVolume, 100));
    }

    /** {@link #thinkMillis}, kept between 0.1 s and 30 s whatever the file says. */
    public int computerThinkMillis() {
        return Math.max(100, Math.min(thinkMillis, 30_000));
    }

    /** {@link #computerPauseMillis}, kept between 0 and 10 s whatever the file says. */
    public int computerDelayMillis() {
        return Math.max(0, Math.min(computerPauseMillis, 10_000));
    }

    public boolean darkTheme() {
        return THEME_DARK.equals(theme);
    }

    /** The player's value of a game's view preference, or {@code defaultValue} when never chosen. */
    public String viewPreference(String gameId, String key, String defaultValue) {
        return viewPreferences.getOrDefault(gameId + "." + key, defaultValue);
    }

    /** Puts {@code file} first in the recent files, without duplicates, keeping a short list. */
    public void rememberFile(String file) {
        recentFiles.remove(file);
        recentFiles.add(0, file);
        while (recentFiles.size() > MAX_RECENT_FILES) {
            recentFiles.remove(recentFiles.size() - 1);
        }
    }
}
