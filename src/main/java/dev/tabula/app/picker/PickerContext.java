package dev.tabula.app.picker;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.files.MatchFiles;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.records.RecordsKeeper;
import dev.tabula.app.settings.Settings;
import java.nio.file.Path;
import java.util.Set;
import java.util.function.Consumer;

/** What the start screen needs from the app: the parts it shows, and the screens it leads to. */
public interface PickerContext extends WindowContext {
    Settings settings();

    RecordsKeeper records();

    MatchFiles matchFiles();

    /** The matches in progress, the crash notice and the autosave's failures. */
    MatchesInProgress matches();

    /** The data folder's root. */
    Path dataFolder();

    /** Whether the settings were read at the start. */
    boolean settingsRead();

    /** The start screen's notices dismissed in this run. */
    Set<String> dismissedNotices();

    void showPicker();

    /** Runs {@code action} on the start screen, if it is the one on screen. */
    void onPicker(Consumer<PickerScreen> action);

    /** Whether {@code shown} is the start screen on screen now. */
    boolean shows(PickerScreen shown);

    void newMatch(GameEntry entry);

    /** New match with the seats after the first given to the computer ("Play the computer"), or not. */
    void newMatch(GameEntry entry, boolean againstComputer);

    /** "Play over the network…": a new match of {@code entry} that friends join from their own Tabula. */
    void hostMatch(GameEntry entry);

    /** "Join a match…": a friend's match hosted at another computer. */
    void joinMatch();

    /** Asks for a file and opens it. */
    void openFile();

    void openMatchFile(Path file);

    void showRules(GameEntry entry);

    /** The "Learn" link of a game's card, which opens its lesson; empty for a game without one. */
    java.util.Optional<javafx.scene.control.Hyperlink> learnLink(GameEntry entry);

    void showSettings();

    /** Review a match…: asks for a saved match and opens its review in a window of its own. */
    void reviewFile();
}
