package dev.tabula.app;

import dev.tabula.app.files.DataFolder;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import dev.tabula.testing.FxWait;
import javafx.beans.Observable;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

/**
 * The app's first screen, as a double-click opens it: the window shows the cards, names and
 * buttons first, and each game's picture follows once that frame is drawn (docs/performance.md).
 * The other shell tests run in a window that is already open, where the pictures come at once.
 */
@Tag("ui")
class FirstScreenUiTest {
    @TempDir
    Path home;
    private Stage stage;
    private Shell shell;

    @BeforeEach
    void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @AfterEach
    void close() throws Exception {
        FxWait.call(() -> {
            if (shell != null) {
                shell.stop();
                stage.hide();
            }
            return null;
        });
    }

    @Test
    void theCardsShowFirstAndEachGamePictureFollowsOnceTheWindowHasDrawnThem() throws Exception {
        List<Integer> picturesAtShow = FxWait.call(() -> {
            stage = new Stage();
            shell = new Shell(stage, Startup.prepare(new DataFolder(home)), new StubFilePicker());
            shell.start();
            return pictures();
        });
        assertThat(picturesAtShow).as("pictures in the cards as the window opens")
                .hasSize(shell.registry().entries().size()).containsOnly(0);

        // each picture comes as an event (a child added to its square), after the first frame
        Observable[] squares = FxWait.call(() -> previews().stream().map(Pane::getChildren).toArray(Observable[]::new));
        FxWait.until(() -> pictures().stream().allMatch(n -> n == 1), squares);
    }

    /** How many nodes each card's picture square holds. */
    private List<Integer> pictures() {
        return previews().stream().map(square -> square.getChildren().size()).toList();
    }

    private List<Pane> previews() {
        return stage.getScene().getRoot().lookupAll(".card-preview").stream().map(Pane.class::cast).toList();
    }
}
