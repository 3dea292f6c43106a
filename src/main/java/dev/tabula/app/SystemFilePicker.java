package dev.tabula.app;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** The operating system's file chooser, owned by the main window, remembering the last folder. */
final class SystemFilePicker implements FilePicker {
    static final String EXTENSION = ".tabula.json";

    private final String filterDescription;
    private File lastFolder;

    SystemFilePicker(String filterDescription) {
        this.filterDescription = filterDescription;
    }

    @Override
    public Optional<Path> chooseFileToOpen(Window owner, String title) {
        FileChooser chooser = chooser(title);
        File file = chooser.showOpenDialog(owner);
        return remember(file);
    }

    @Override
    public Optional<Path> chooseFileToSave(Window owner, String title, String suggestedName) {
        FileChooser chooser = chooser(title);
        chooser.setInitialFileName(suggestedName);
        File file = chooser.showSaveDialog(owner);
        if (file != null && !file.getName().endsWith(EXTENSION)) {
            // some desktops drop the double extension; the file would not show up in the filter
            file = new File(file.getParentFile(), file.getName().replaceFirst("(\\.tabula)?(\\.json)?$", "") + EXTENSION);
        }
        return remember(file);
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(filterDescription, "*" + EXTENSION));
        if (lastFolder != null && lastFolder.isDirectory()) {
            chooser.setInitialDirectory(lastFolder);
        }
        return chooser;
    }

    private Optional<Path> remember(File file) {
        if (file == null) {
            return Optional.empty();
        }
        lastFolder = file.getParentFile();
        Path path = file.toPath();
        return Optional.of(Files.isDirectory(path) ? path.resolve("match" + EXTENSION) : path);
    }
}
