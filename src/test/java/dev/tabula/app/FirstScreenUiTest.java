package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's first screen, as a double-click opens it: the window shows the cards, names and
 * buttons first, and each game's picture follows once that frame is drawn (docs/performance.md).
 * The other shell tests run in a window that is already open, where the pictures come at once.
 */
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
        WaitForAsyncUtils.waitForAsyncFx(5000, () -> {
            if (shell != null) {
                shell.stop();
                stage.hide();
            }
            return null;
        });
    }

    @Test
    void theCardsShowFirstAndEachGamePictureFollowsOnceTheWindowHasDrawnThem() throws Exception {
        List<Integer> picturesAtShow = WaitForAsyncUtils.waitForAsyncFx(10_000, () -> {
            stage = new Stage();
            shell = new Shell(stage, Startup.prepare(new DataFolder(home)), new StubFilePicker());
            shell.start();
            return pictures();
        });
        assertThat(picturesAtShow).as("pictures in the cards as the window opens")
                .hasSize(shell.registry().entries().size()).containsOnly(0);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.waitForAsyncFx(2000, this::pictures).stream().allMatch(n -> n == 1));
    }

    /** How many nodes each card's picture square holds. */
    private List<Integer> pictures() {
        return stage.getScene().getRoot().lookupAll(".card-preview").stream()
                .map(square -> ((Pane) square).getChildren().size())
                .toList();
    }
}
