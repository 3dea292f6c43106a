package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One match in progress per file: opening a file that is already in progress (by any of its names)
 * goes to that match; when the file differs from it, the player is asked which to keep, and the
 * default keeps the match in progress.
 */
class SameFileUiTest extends ShellUiTest {
    private Path file;

    @BeforeEach
    void aSavedMatch() throws Exception {
        file = home.resolve("saved.tabula.json");
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Files.copy(save, file);
        }
    }

    private void open(Path path) {
        files.toOpen = path;
        robot.interact(() -> stage.requestFocus());
        if (onFx(() -> shell().matchScreen() != null)) {
            fromMatchMenu("#open-match");
        } else {
            click("#open");
        }
        settle();
    }

    private List<Node> tiles() {
        return onFx(() -> robot.lookup("#in-progress").queryAs(Pane.class).getChildren().stream()
                .filter(tile -> tile.getId() != null && tile.getId().startsWith("in-progress-")).toList());
    }

    private void backToThePicker() {
        click("#back");
        settle();
    }

    @Test
    void theSameFileUnchangedGoesStraightToItsMatch() {
        open(file);
        backToThePicker();
        open(file);
        assertThat(robot.lookup("#same-file").tryQuery()).as("nothing to ask").isEmpty();
        assertThat(match().cursor()).isEqualTo(5);
        backToThePicker();
        assertThat(tiles()).hasSize(1);
    }

    @Test
    void aFilePlayedOnSinceAsksWhichToKeepAndTheDefaultKeepsTheMatchInProgress() {
        open(file);
        playAsTheBoardWould(greedy(current()));
        playAsTheBoardWould(greedy(current()));
        backToThePicker();

        open(file);
        DialogPane dialog = robot.lookup("#same-file").queryAs(DialogPane.class);
        assertThat(dialog.getContentText()).contains("move 7", "move 5");
        assertThat(((Button) dialog.lookupButton(dialog.getButtonTypes().get(0))).isDefaultButton()).isTrue();
        click("#same-file-0");
        settle();
        assertThat(match().cursor()).isEqualTo(7);
        backToThePicker();
        assertThat(tiles()).hasSize(1);
    }

    @Test
    void keepingTheFileReplacesTheMatchInProgressAndCancelChangesNothing() throws Exception {
        open(file);
        playAsTheBoardWould(greedy(current()));

        open(file); // while its match is on screen
        click("#same-file-2");
        settle();
        assertThat(match().cursor()).as("cancelled").isEqualTo(6);

        open(file);
        click("#same-file-1");
        settle();
        assertThat(match().cursor()).isEqualTo(5);
        backToThePicker();
        assertThat(tiles()).hasSize(1);
        assertThat(shell().codec().load(home.resolve("matches").resolve(slotFileName())).cursor()).isEqualTo(5);
    }

    @Test
    void anotherNameOfTheSameFileIsTheSameFile() throws Exception {
        open(file);
        backToThePicker();
        Path link = Files.createSymbolicLink(home.resolve("link.tabula.json"), file.getFileName());
        open(link);
        backToThePicker();
        assertThat(tiles()).hasSize(1);
    }

    private String slotFileName() throws Exception {
        try (var slots = Files.list(home.resolve("matches"))) {
            return slots.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tabula.json")).findFirst()
                    .orElseThrow();
        }
    }
}
