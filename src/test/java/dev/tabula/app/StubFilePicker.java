package dev.tabula.app;

import dev.tabula.app.files.FilePicker;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Window;

/** Answers the file dialogs with whatever the test set up; a headless test cannot drive the system chooser. */
final class StubFilePicker implements FilePicker {
    Path toOpen;
    Path toSave;

    @Override
    public Optional<Path> chooseFileToOpen(Window owner, String title) {
        return Optional.ofNullable(toOpen);
    }

    @Override
    public Optional<Path> chooseFileToSave(Window owner, String title, String suggestedName) {
        return Optional.ofNullable(toSave);
    }
}
