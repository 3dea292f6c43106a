package dev.tabula.app;

import dev.tabula.app.files.Autosaver;
import dev.tabula.app.files.FilePicker;
import dev.tabula.app.files.FilesContext;
import dev.tabula.app.files.InProgress;
import dev.tabula.app.files.ShownMatch;
import dev.tabula.app.files.SystemFilePicker;
import dev.tabula.app.picker.PickerScreen;
import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The shell as the files and the autosave see it ({@link FilesContext}): the codec, the chooser,
 * the autosaver, and the match on screen as a {@link ShownMatch}. It holds the chooser of the moment.
 */
final class FilesSide extends WindowSide implements FilesContext {
    private FilePicker files;
    /** Whether {@link #files} is the system chooser made here (its filter name follows the language). */
    private boolean systemFiles;

    /** {@code files}: a test's stand-in for the chooser, or null for the system's. */
    FilesSide(Shell shell, FilePicker files) {
        super(shell);
        this.files = files;
    }

    /** The system's chooser, unless a test gave one, in the language of the start. */
    void start() {
        if (files == null) {
            systemFiles = true;
            languageChanged();
        }
    }

    /** The system chooser's filter name follows the interface's language. */
    void languageChanged() {
        if (systemFiles) {
            files = new SystemFilePicker(i18n().text("file.filter"), settings());
        }
    }

    @Override
    public MatchCodec codec() {
        return shell.codec();
    }

    @Override
    public FilePicker files() {
        return files;
    }

    @Override
    public Autosaver autosaver() {
        return shell.autosaver();
    }

    @Override
    public void saveSettings() {
        shell.saveSettings();
    }

    @Override
    public Optional<ShownMatch> shownMatch() {
        return Optional.ofNullable(shell.screens.matchScreen());
    }

    @Override
    public void onShownMatch(Consumer<ShownMatch> action) {
        shell.screens.onMatch(action::accept);
    }

    @Override
    public void reloadInProgress() {
        shell.screens.onPicker(PickerScreen::reloadInProgress);
    }

    @Override
    public <T> T withMatchPaused(Supplier<T> question) {
        return shell.screens.withMatchPaused(question);
    }

    @Override
    public void showMatch(Match match, Path file, InProgress.Slot slot) {
        shell.screens.showMatch(match, file, slot, null);
    }
}
