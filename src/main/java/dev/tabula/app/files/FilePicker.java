package dev.tabula.app.files;

import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.Window;

/** Asks the player for a match file; the system file chooser in the app, a stub in tests. */
public interface FilePicker {

    Optional<Path> chooseFileToOpen(Window owner, String title);

    /** {@code suggestedName} without a folder, e.g. {@code zola.tabula.json}. */
    Optional<Path> chooseFileToSave(Window owner, String title, String suggestedName);
}
