package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.picker.PickerContext;
import dev.tabula.app.picker.PickerScreen;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import javafx.scene.control.Hyperlink;

/** The shell as the start screen sees it ({@link PickerContext}): the ways from the cards and the notices it keeps. */
final class PickerSide extends WindowSide implements PickerContext {
    /** The start screen's notices dismissed in this run (they would come back with every picker otherwise). */
    private final Set<String> dismissedNotices = new HashSet<>();

    PickerSide(Shell shell) {
        super(shell);
    }

    @Override
    public Path dataFolder() {
        return shell.data.root();
    }

    @Override
    public boolean settingsRead() {
        return shell.settingsRead();
    }

    @Override
    public Set<String> dismissedNotices() {
        return dismissedNotices;
    }

    @Override
    public void onPicker(Consumer<PickerScreen> action) {
        shell.screens.onPicker(action);
    }

    @Override
    public boolean shows(PickerScreen shown) {
        return shell.screens.shows(shown);
    }

    /** New match, {@code againstComputer}: the seats after the first are the computer's ("Play the computer"). */
    @Override
    public void newMatch(GameEntry entry, boolean againstComputer) {
        shell.matchDoors.newMatch(entry, againstComputer);
    }

    @Override
    public void hostMatch(GameEntry entry) {
        shell.network.host(entry);
    }

    @Override
    public void joinMatch() {
        shell.network.join();
    }

    @Override
    public void openMatchFile(Path file) {
        shell.openMatchFile(file);
    }

    @Override
    public Optional<Hyperlink> learnLink(GameEntry entry) {
        return shell.lessons.learnLink(entry);
    }

    /** Review…: a saved match's review, beside the screen (see {@link dev.tabula.app.files.MatchFiles#reviewFile}). */
    @Override
    public void reviewFile() {
        shell.matchFiles().reviewFile();
    }
}
