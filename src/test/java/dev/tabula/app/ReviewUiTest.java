package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.Players;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The review from the end of a match: the banner's Review opens the review window, whose progress
 * bar fills as the (stepped) computer helpers judge the moves while the match screen stays as it
 * was; then the graph and the moves are there, and a click on the graph shows the position before
 * the move it picked on the review's own board.
 */
class ReviewUiTest extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @BeforeEach
    void stepTheComputersAndReviewQuickly() {
        robot.interact(() -> {
            shell().computers = computers;
            shell().reviewSettings = seed -> new ReviewSettings(30, 1, seed);
        });
    }

    /** A Zola match of two computers a few moves from its end, played on by them to the end. */
    private void finishAMatch() {
        var game = GameCatalog.installed().require("zola");
        Setup setup = new Setup(2, game.info().resolveOptions(Map.of()), 5L);
        Match played = new Match(game, setup, List.of(Seat.person("x"), Seat.person("y")));
        List<Player> players = List.of(Players.create("greedy", "zola", 1), Players.create("random", "zola", 2));
        while (!played.isOver()) {
            int seat = played.current().currentSeat();
            played.play(players.get(seat).choose(played.current().viewFor(seat), dev.tabula.ai.SearchBudget.UNLIMITED,
                    CancellationToken.none()));
        }
        Match match = new Match(game, setup, List.of(Seat.computer("Ana", "easy"), Seat.computer("Bo", "easy")));
        played.line().subList(0, played.cursor() - 2).forEach(match::play);
        robot.interact(() -> shell().showMatch(match, null));
        settle();
        computers.runUntilIdle();
        settle();
        assertThat(match().isOver()).isTrue();
        assertThat(visible("#game-over")).isTrue();
    }

    @Test
    void reviewFromTheBannerShowsTheGraphAndAClickShowsThatPosition() {
        finishAMatch();
        int plies = match().cursor();
        click("#banner-review");
        ProgressBar progress = robot.lookup("#review-progress").queryAs(ProgressBar.class);
        assertThat(onFx(progress::getProgress)).as("nothing judged before the helpers run").isZero();
        assertThat(visible("#match-screen")).as("the match stays on its screen").isTrue();

        computers.runUntilIdle();
        WaitForFx.events();
        assertThat(onFx(progress::getProgress)).isEqualTo(1.0);
        ListView<?> moves = robot.lookup("#review-moves").queryAs(ListView.class);
        assertThat(onFx(() -> moves.getItems().size())).as("every decision of the match judged").isGreaterThan(plies / 3);
        assertThat(text("#review-totals .label")).startsWith("Ana: accuracy ");

        Node graph = robot.lookup("#review-graph").query();
        Bounds bounds = onFx(() -> graph.localToScreen(graph.getBoundsInLocal()));
        robot.clickOn(bounds.getMinX() + bounds.getWidth() / 2, bounds.getMinY() + bounds.getHeight() / 2);
        WaitForFx.events();
        String picked = onFx(() -> String.valueOf(moves.getSelectionModel().getSelectedItem()));
        String ply = picked.substring(0, picked.indexOf('.'));
        assertThat(text("#review-shown")).isEqualTo("Before move " + ply);
        assertThat(Integer.parseInt(ply)).as("the middle of the graph is the middle of the match")
                .isBetween(plies / 4, 3 * plies / 4 + 1);
    }

    private String text(String query) {
        return onFx(() -> robot.lookup(query).queryAs(Label.class).getText());
    }

    /** Waits for what the FX thread has still to do: an event, not a time. */
    private static final class WaitForFx {
        static void events() {
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        }
    }
}
