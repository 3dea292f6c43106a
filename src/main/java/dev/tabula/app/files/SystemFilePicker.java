package dev.tabula.app.files;

import dev.tabula.app.settings.Settings;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/**
 * The operating system's file chooser, owned by the main window. It starts in a Tabula folder
 * under the player's documents (made when the first match is saved), and then in the folder
 * used last, which the settings keep across runs.
 */
public final class SystemFilePicker implements FilePicker {
    static final String EXTENSION = ".tabula.json";

    private final String filterDescription;
    private final Settings settings;

    public SystemFilePicker(String filterDescription, Settings settings) {
        this.filterDescription = filterDescription;
        this.settings = settings;
    }

    /** {@code Documents/Tabula} in the home folder (or {@code Tabula} in the home folder without a Documents). */
    static Path defaultFolder() {
        Path home = Path.of(System.getProperty("user.home"));
        Path documents = home.resolve("Documents");
        return (Files.isDirectory(documents) ? documents : home).resolve("Tabula");
    }

    @Override
    public Optional<Path> chooseFileToOpen(Window owner, String title) {
        FileChooser chooser = chooser(title);
        File file = chooser.showOpenDialog(owner);
        return remember(file);
    }

    @Override
    public Optional<Path> chooseFileToSave(Window owner, String title, String suggestedName) {
        if (lastFolder() == null) {
            try {
                Files.createDirectories(defaultFolder()); // the first save: Tabula's own folder
            } catch (java.io.IOException | RuntimeException e) {
                org.slf4j.LoggerFactory.getLogger(SystemFilePicker.class).warn("cannot create {}", defaultFolder(), e);
            }
        }
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
        File folder = lastFolder();
        if (folder == null && Files.isDirectory(defaultFolder())) {
            folder = defaultFolder().toFile();
        }
        if (folder != null) {
            chooser.setInitialDirectory(folder);
        }
        return chooser;
    }

    private File lastFolder() {
        try {
            File folder = settings.lastFolder == null || settings.lastFolder.isEmpty() ? null : new File(settings.lastFolder);
            return folder != null && folder.isDirectory() ? folder : null;
        } catch (RuntimeException e) {
            return null;
        }
    }

    private Optional<Path> remember(File file) {
        if (file == null) {
            return Optional.empty();
        }
        if (file.getParentFile() != null) {
            settings.lastFolder = file.getParentFile().getAbsolutePath();
        }
        Path path = file.toPath();
        return Optional.of(Files.isDirectory(path) ? path.resolve("match" + EXTENSION) : path);
    }
}
