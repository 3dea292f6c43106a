package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.GameRegistry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.WindowContext;
import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.files.MatchFiles;
import dev.tabula.app.files.MatchesInProgress;
import dev.tabula.app.records.RecordsKeeper;
import dev.tabula.app.settings.Settings;
import dev.tabula.core.Match;
import javafx.stage.Stage;

/**
 * The shell as every part sees it ({@link WindowContext}: the window, the words, the games), and
 * the answers that several parts' contexts share, given once here: the settings, the records, the
 * files, the computers and the ways to the picker, a new match, the rules, the settings and a
 * review. Each part's own context ({@link PickerSide}, {@link MatchSide}, {@link FilesSide},
 * {@link NetworkDoor}) adds what only that part needs.
 */
class WindowSide implements WindowContext {
    final Shell shell;

    WindowSide(Shell shell) {
        this.shell = shell;
    }

    @Override
    public Stage stage() {
        return shell.stage();
    }

    @Override
    public I18n i18n() {
        return shell.i18n();
    }

    @Override
    public GameRegistry registry() {
        return shell.registry();
    }

    public Settings settings() {
        return shell.settings();
    }

    public RecordsKeeper records() {
        return shell.records();
    }

    public MatchFiles matchFiles() {
        return shell.matchFiles();
    }

    public MatchesInProgress matches() {
        return shell.matches();
    }

    public ComputerExecutor computers() {
        return shell.computers;
    }

    public void showPicker() {
        shell.showPicker();
    }

    public void newMatch(GameEntry entry) {
        shell.newMatch(entry);
    }

    public void openFile() {
        shell.matchFiles().openFile();
    }

    public void showRules(GameEntry entry) {
        shell.showRules(entry);
    }

    public void showSettings() {
        shell.settingsDoor.show();
    }

    /** Opens the review of {@code match} (on screen, or loaded from a file) in a window of its own. */
    public void review(Match match) {
        shell.matchDoors.review(match);
    }
}
