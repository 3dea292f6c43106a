package dev.tabula.app.match;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.files.MatchFiles;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.records.RecordsKeeper;
import dev.tabula.app.settings.Settings;
import java.util.function.LongSupplier;

/** What the match screen needs from the app: the parts it uses, and the screens it leads to. */
public interface MatchContext extends WindowContext {
    Settings settings();

    /** The table's sounds at the player's volume (nothing when muted). */
    dev.tabula.app.sound.CueSounds sounds();

    /** The time the board views measure with (nanoseconds); tests move it by hand. */
    LongSupplier clock();

    /** Where the computer players think and wait. */
    ComputerExecutor computers();

    RecordsKeeper records();

    MatchFiles matchFiles();

    /** Writes the match on screen to its slot. */
    void autosave(ShownMatch screen);

    void showPicker();

    /** Asks for seats and options, then starts the match. */
    void newMatch(GameEntry entry);

    void startMatch(MatchRequest request);

    /** Asks for a file and opens it. */
    void openFile();

    void showRules(GameEntry entry);

    void showSettings();

    /** Opens the engine's review of the moves in effect of {@code match} in a window of its own; the match plays on. */
    void review(dev.tabula.core.Match match);
}
