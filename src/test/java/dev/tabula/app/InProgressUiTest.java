package dev.tabula.app;

import dev.tabula.app.files.InProgress;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.Test;

/**
 * Promise 1: a match you leave is never lost. Leaving it by New or by Open keeps it among the
 * matches in progress, and its Continue brings it back at the same move; Remove asks first.
 */
class InProgressUiTest extends ShellUiTest {

    @Test
    void aMatchLeftByNewStaysInProgressAndContinuesAtTheSameMove() {
        startZola();
        List<Move> played = playThree();
        fromMatchMenu("#new");
        click("#start-match");
        assertThat(match().cursor()).isZero();
        clickMove(greedy(current()));

        backAndContinueAtTheSameMove(played);
        clickMove(greedy(current())); // and it plays on
        assertThat(match().cursor()).isEqualTo(4);
    }

    @Test
    void aMatchLeftByOpenStaysInProgressAndContinuesAtTheSameMove() throws Exception {
        Path file = home.resolve("old game.tabula.json");
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            Files.copy(save, file);
        }
        startZola();
        List<Move> played = playThree();
        files.toOpen = file;
        fromMatchMenu("#open-match");
        settle();
        assertThat(match().cursor()).isEqualTo(5);

        backAndContinueAtTheSameMove(played);
    }

    /** Back on the picker, two matches in progress; the one left at {@code played} continues where it was. */
    private void backAndContinueAtTheSameMove(List<Move> played) {
        click("#back");
        settle();
        assertThat(rowsInProgress()).hasSize(2);
        continueTheMatchWith(played.size());
        assertThat(match().line()).isEqualTo(played);
        assertThat(match().cursor()).isEqualTo(played.size());
    }

    @Test
    void removeAsksAndThenTheMatchIsGone() {
        startZola();
        playThree();
        click("#back");
        settle();
        assertThat(rowsInProgress()).hasSize(1);
        click("#remove-0");
        click("#confirm-no");
        settle();
        assertThat(rowsInProgress()).hasSize(1);
        click("#remove-0");
        click("#confirm-yes");
        settle();
        assertThat(rowsInProgress()).isEmpty();
        assertThat(home.resolve("matches")).isEmptyDirectory();
    }

    @Test
    void aFinishedMatchLeavesTheListOnceItWasSeen() throws Exception {
        startZola();
        dev.tabula.core.Match finished = new dev.tabula.core.Match(match().game(), match().setup(), match().seats());
        while (!finished.current().isTerminal()) {
            finished.play(greedy(finished.current()));
        }
        robot.interact(() -> shell().showMatch(finished, null));
        assertThat(visible("#game-over")).isTrue();
        click("#back");
        settle();
        // the empty match started first is still in progress; the finished one is gone
        assertThat(rowsInProgress()).hasSize(1);
        try (var files = Files.list(home.resolve("matches"))) {
            assertThat(files.filter(f -> f.toString().endsWith(".tabula.json"))).hasSize(1);
        }
    }

    @Test
    void atMostThirtyAreKeptAndTheLeastRecentlyPlayedGoFirst() throws Exception {
        Path matches = Files.createDirectories(home.resolve("matches"));
        String zola;
        try (InputStream save = getClass().getResourceAsStream("/saves/zola-v1.tabula.json")) {
            zola = new String(save.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        // each slot a minute older than the one before, counted back from when the folder was written
        long written = Files.getLastModifiedTime(matches).toMillis();
        for (int i = 0; i < InProgress.CAP; i++) {
            Path slot = matches.resolve("old-" + i + ".tabula.json");
            Files.writeString(slot, zola);
            Files.setLastModifiedTime(slot, java.nio.file.attribute.FileTime.fromMillis(written - 60_000 * (i + 1)));
        }
        startZola();
        settle();
        try (var files = Files.list(matches)) {
            assertThat(files.filter(f -> f.toString().endsWith(".tabula.json"))).hasSize(InProgress.CAP);
        }
        assertThat(matches.resolve("old-" + (InProgress.CAP - 1) + ".tabula.json")).doesNotExist();
        assertThat(matches.resolve("old-0.tabula.json")).exists();
    }

    private List<Move> playThree() {
        for (int i = 0; i < 3; i++) {
            clickMove(greedy(current()));
        }
        return match().line();
    }

    /** The rows of the picker's matches in progress. */
    private List<Node> rowsInProgress() {
        return onFx(() -> robot.lookup("#in-progress").queryAs(Pane.class).getChildren().stream()
                .filter(row -> row.getId() != null && row.getId().startsWith("in-progress-")).toList());
    }

    /** Clicks Continue in the row that says {@code moves} moves. */
    private void continueTheMatchWith(int moves) {
        String words = moves + " moves";
        Optional<Node> row = rowsInProgress().stream()
                .filter(r -> robot.from(r).lookup((Label label) -> label.getText().startsWith(words)).tryQuery().isPresent())
                .findFirst();
        assertThat(row).as("a match in progress at move %d", moves).isPresent();
        click("#continue-" + row.get().getId().substring("in-progress-".length()));
    }
}
