package dev.tabula.app;

import dev.tabula.app.files.InProgress;
import dev.tabula.app.common.MatchRequest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Nothing is lost when two things go wrong at once. Every order of four events — the disk fills
 * up, the player leaves the match, space comes back, the player continues it from its tile — is
 * played (all 24, enumerated, not a chosen few), with a move after each event while the match is on
 * screen, and after every event: the match on screen is the newest state, its tile shows the newest
 * state and says since which move it is not saved, and the file on disk never goes back to an
 * older state. At the end, with space back, the newest state is on disk and Continue resumes it.
 */
class NothingLostUiTest extends ShellUiTest {

    enum Event { DISK_FULL, LEAVE, SPACE_RETURNS, CONTINUE }

    @TestFactory
    Stream<DynamicTest> noOrderOfFailingWritesLeavingSpaceAndContinueLosesAMove() {
        robot.interact(() -> shell().autosaver().retryAfter(null)); // retried by the test's events, not by a clock
        return permutations(List.of(Event.values())).stream()
                .map(order -> DynamicTest.dynamicTest(order.toString(), () -> play(order)));
    }

    /** The newest state reached, the slot it lives in, and the most moves the disk has held. */
    private List<Move> newest;
    private int newestCursor;
    private Path slot;
    private int diskCursor;

    private void play(List<Event> order) throws IOException {
        startAfresh();
        for (Event event : order) {
            happen(event);
            if (onMatch()) {
                move();
            }
            settle();
            check(event);
        }
        writes.succeed();
        robot.interact(() -> shell().autosaver().retryNow());
        settle();
        if (!onMatch()) {
            click("#continue-0");
        }
        assertThat(match().line()).isEqualTo(newest);
        assertThat(match().cursor()).isEqualTo(newestCursor);
        click("#back");
        settle();
        Match kept = shell().codec().load(slot);
        assertThat(kept.line()).isEqualTo(newest);
        assertThat(kept.cursor()).isEqualTo(newestCursor);
    }

    private void happen(Event event) {
        switch (event) {
            case DISK_FULL -> writes.failWith(file -> new IOException("No space left on device"));
            case LEAVE -> {
                if (onMatch()) {
                    click("#back");
                }
            }
            case SPACE_RETURNS -> {
                writes.succeed();
                robot.interact(() -> shell().autosaver().retryNow());
            }
            case CONTINUE -> {
                if (!onMatch()) {
                    settle(); // the list is on screen
                    click("#continue-0");
                }
            }
        }
    }

    private void check(Event after) throws IOException {
        String when = "after " + after;
        if (Files.exists(slot)) {
            Match onDisk = shell().codec().load(slot);
            assertThat(onDisk.cursor()).as("%s: the disk never goes back to an older state", when)
                    .isGreaterThanOrEqualTo(diskCursor);
            assertThat(newest.subList(0, onDisk.line().size())).as(when).isEqualTo(onDisk.line());
            diskCursor = onDisk.cursor();
        }
        if (onMatch()) {
            assertThat(match().line()).as("%s: the match on screen is the newest", when).isEqualTo(newest);
            return;
        }
        List<Node> tiles = onFx(() -> robot.lookup("#in-progress").queryAs(Pane.class).getChildren().stream()
                .filter(tile -> tile.getId() != null && tile.getId().startsWith("in-progress-")).toList());
        assertThat(tiles).as(when).hasSize(1);
        String moves = newestCursor + " moves";
        assertThat(robot.from(tiles.get(0)).lookup((Label label) -> label.getText().startsWith(moves)).tryQuery())
                .as("%s: the tile shows the newest state, %s", when, moves).isPresent();
        if (diskCursor == newestCursor) {
            assertThat(robot.lookup("#unsaved-0").tryQuery()).as("%s: saved, and the tile says nothing else", when)
                    .isEmpty();
        } else {
            assertThat(robot.lookup("#unsaved-0").queryAs(Label.class).getText()).as(when)
                    .isEqualTo("Not saved since move " + diskCursor);
            assertThat(visible("#picker-autosave-warning")).as("%s: the picker says the autosave fails", when).isTrue();
        }
    }

    /** A new match of two moves, alone in progress, saved. */
    private void startAfresh() throws IOException {
        writes.succeed();
        Path folder = home.resolve("matches");
        List<InProgress.Slot> before = new ArrayList<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".tabula.json"))
                        .forEach(name -> before.add(new InProgress.Slot(name.replace(".tabula.json", ""), folder)));
            }
        }
        // the matches of the orders played before go, so that this one is the only tile
        robot.interact(() -> before.forEach(shell().matches()::remove));
        settle();
        robot.interact(() -> shell().startMatch(new MatchRequest(shell().registry().find("zola").orElseThrow(),
                List.of(dev.tabula.core.Seat.person("Ana"), dev.tabula.core.Seat.person("Ben")), java.util.Map.of(), 7L)));
        move();
        move();
        settle();
        slot = onFx(() -> shell().matchScreen().slot().matchFile());
        diskCursor = 2;
    }

    private void move() {
        playAsTheBoardWould(greedy(current()));
        newest = List.copyOf(match().line());
        newestCursor = match().cursor();
    }

    private boolean onMatch() {
        return onFx(() -> shell().matchScreen() != null);
    }

    static <T> List<List<T>> permutations(List<T> items) {
        if (items.isEmpty()) {
            return List.of(List.of());
        }
        List<List<T>> all = new ArrayList<>();
        for (T first : items) {
            List<T> rest = new ArrayList<>(items);
            rest.remove(first);
            for (List<T> tail : permutations(rest)) {
                List<T> order = new ArrayList<>();
                order.add(first);
                order.addAll(tail);
                all.add(order);
            }
        }
        return all;
    }
}
