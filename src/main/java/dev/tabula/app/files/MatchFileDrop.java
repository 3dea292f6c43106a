package dev.tabula.app.files;

import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;

/**
 * A match file dropped on the window opens it, like Open: the way in where the desktop gives a file
 * to another program on a double-click (a {@code .json} handler that claimed {@code *.tabula.json}).
 * One file at a time; a drop of several files or of something else is not taken.
 */
public final class MatchFileDrop {
    private MatchFileDrop() {
    }

    /** From now on a single file dropped anywhere on {@code scene} goes to {@code open}. */
    public static void install(Scene scene, Consumer<Path> open) {
        scene.addEventHandler(DragEvent.DRAG_OVER, event -> {
            if (droppedFile(event).isPresent()) {
                event.acceptTransferModes(TransferMode.COPY);
                event.consume();
            }
        });
        scene.addEventHandler(DragEvent.DRAG_DROPPED, event -> {
            Optional<Path> file = droppedFile(event);
            event.setDropCompleted(file.isPresent());
            event.consume();
            file.ifPresent(open);
        });
    }

    private static Optional<Path> droppedFile(DragEvent event) {
        return event.getDragboard().hasFiles() ? single(event.getDragboard().getFiles()) : Optional.empty();
    }

    /** The one file of a drop; empty for none, several, or a folder. */
    static Optional<Path> single(List<File> files) {
        return files.size() == 1 && !files.get(0).isDirectory() ? Optional.of(files.get(0).toPath()) : Optional.empty();
    }
}
