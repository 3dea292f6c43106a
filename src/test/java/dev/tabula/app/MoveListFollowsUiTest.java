package dev.tabula.app;

import dev.tabula.app.computer.ComputerExecutor;
import dev.tabula.app.common.MatchRequest;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import org.junit.jupiter.api.Test;

/**
 * The move list always shows the match as it is, also while computers play Zodijak move after
 * move. The frame after each of their moves is looked at as it is drawn (after the pulse's layout
 * and the listeners the screen added to it): every row on screen is the move its number says, in
 * order, and no row is drawn that the list has already scrolled out of its rows. Such a row is what
 * stayed on a real screen, a move long past under the newest, while the list scrolled inside the
 * pulse. The computers are stepped by hand ({@link SteppedComputers}), and each look is asked for
 * in the FX task that made the move, so it sees that move's frame whatever the pulses do.
 */
class MoveListFollowsUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();
    /** What the frames after the computers' moves showed wrong. */
    private final List<String> seen = new CopyOnWriteArrayList<>();

    /** The stepped computers, with a look at the frame after each of their moves. */
    private final ComputerExecutor watched = new ComputerExecutor() {
        @Override
        public void think(Runnable search) {
            computers.think(search);
        }

        @Override
        public Timer after(int millis, Runnable action) {
            return computers.after(millis, () -> {
                action.run();
                lookAtTheNextFrame();
            });
        }

        @Override
        public java.util.concurrent.Executor background() {
            return computers.background();
        }
    };

    @Test
    void whileComputersPlayZodijakEveryRowDrawnIsTheMoveItSays() {
        robot.interact(() -> shell().computers = watched);
        robot.interact(() -> shell().startMatch(new MatchRequest(shell().registry().find("zodijak").orElseThrow(),
                List.of(Seat.computer("Ana", "easy"), Seat.computer("Bo", "easy")), Map.of(), 17L)));
        // two screens of moves: once it is full the list scrolls with each
        for (int step = 0; step < 50 && !onFx(() -> shell().matchScreen().match().isOver()); step++) {
            computers.step();
            aPulse(); // the frame after the last move was looked at
            assertThat(seen).isEmpty();
        }
        assertThat(onFx(() -> shell().matchScreen().match().line().size())).as("the list scrolled").isGreaterThan(30);
    }

    /** Looks at the next frame, after its layout and after the listeners added before this one. */
    private void lookAtTheNextFrame() {
        Scene scene = stage.getScene();
        int moves = shell().matchScreen().match().line().size();
        Runnable look = new Runnable() {
            @Override
            public void run() {
                Platform.runLater(() -> scene.removePostLayoutPulseListener(this));
                problemsOfTheMoveList().forEach(problem -> seen.add("after " + moves + " moves: " + problem));
            }
        };
        scene.addPostLayoutPulseListener(look);
        Platform.requestNextPulse();
    }

    /** Returns after the next pulse's layout. */
    private void aPulse() {
        CompletableFuture<Void> pulsed = new CompletableFuture<>();
        robot.interact(() -> {
            Scene scene = stage.getScene();
            Runnable done = new Runnable() {
                @Override
                public void run() {
                    Platform.runLater(() -> scene.removePostLayoutPulseListener(this));
                    pulsed.complete(null);
                }
            };
            scene.addPostLayoutPulseListener(done);
            Platform.requestNextPulse();
        });
        pulsed.join();
    }

    @SuppressWarnings("unchecked")
    private List<String> problemsOfTheMoveList() {
        ListView<TurnEntry> list = (ListView<TurnEntry>) robot.lookup("#move-list").queryAs(ListView.class);
        VirtualFlow<?> flow = robot.lookup("#move-list .virtual-flow").queryAs(VirtualFlow.class);
        List<TurnEntry> items = list.getItems();
        Bounds view = list.localToScene(list.getLayoutBounds());
        List<String> problems = new ArrayList<>();
        List<ListCell<TurnEntry>> shown = new ArrayList<>();
        for (Node node : list.lookupAll(".list-cell")) {
            ListCell<TurnEntry> cell = (ListCell<TurnEntry>) node;
            if (!drawn(cell)) {
                continue;
            }
            if (cell.getIndex() >= 0 && flow.getVisibleCell(cell.getIndex()) != cell) {
                problems.add("row '" + text(cell) + "' is drawn, but is none of the list's rows");
            }
            Bounds at = cell.localToScene(cell.getLayoutBounds());
            if (cell.getItem() != null && at.getMaxY() > view.getMinY() && at.getMinY() < view.getMaxY()) {
                shown.add(cell);
            }
        }
        shown.sort(Comparator.comparingDouble(cell -> cell.localToScene(0, 0).getY()));
        for (int i = 0; i < shown.size(); i++) {
            ListCell<TurnEntry> cell = shown.get(i);
            int index = cell.getIndex();
            if (index < 0 || index >= items.size() || !items.get(index).equals(cell.getItem())) {
                problems.add("row '" + text(cell) + "' at index " + index + " of " + items.size());
            } else if (i > 0 && index != shown.get(i - 1).getIndex() + 1) {
                problems.add("row '" + text(cell) + "' after '" + text(shown.get(i - 1)) + "'");
            }
        }
        return problems;
    }

    private static String text(ListCell<TurnEntry> cell) {
        return cell.getItem() == null ? null : cell.getItem().text();
    }

    /** Whether {@code node} and everything above it are visible: it is drawn. */
    private static boolean drawn(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
