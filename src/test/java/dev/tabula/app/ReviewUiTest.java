package dev.tabula.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.Players;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.app.review.ReviewWindow;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.Contrast;
import java.util.List;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The review from the end of a match: the banner's Review opens the review window, whose progress
 * bar fills as the (stepped) computer helpers judge the moves while the match screen stays as it
 * was; then the graph and the moves are there, and a click on the graph shows the position before
 * the move it picked on the review's own board. The deeper depth reviews again with bigger
 * budgets; the graph and the totals are in the seats' colours as the move list shows them, with a
 * rim that stands out from the graph in either theme. ({@link ReviewHidesCardsUiTest}: a match in
 * progress shows nothing a seat could not see.)
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

    @Test
    void theDeeperDepthReviewsAgainWithBiggerBudgetsAndSaysItsTime() {
        finishAMatch();
        click("#banner-review");
        computers.runUntilIdle();
        WaitForFx.events();
        ReviewSettings normal = new ReviewSettings(30, 1, 5L);
        assertThat(onFx(() -> window().settings())).isEqualTo(normal);
        ComboBox<?> depth = robot.lookup("#review-depth").queryAs(ComboBox.class);
        assertThat(onFx(() -> List.copyOf(depth.getItems()))).extracting(String::valueOf)
                .containsExactly("Normal: about a minute for a long match",
                        "Deeper: four times the search, several minutes for a long match");

        robot.interact(() -> depth.getSelectionModel().select(1));
        ProgressBar progress = robot.lookup("#review-progress").queryAs(ProgressBar.class);
        assertThat(onFx(() -> window().settings())).as("four times the iterations, two more plies")
                .isEqualTo(new ReviewSettings(120, 3, 5L));
        assertThat(onFx(progress::getProgress)).as("the review starts again").isZero();
        assertThat(text("#review-status")).isEqualTo("The engine is looking deeper at every move…");
        computers.runUntilIdle();
        WaitForFx.events();
        assertThat(onFx(progress::getProgress)).isEqualTo(1.0);
        assertThat(text("#review-status")).startsWith("Reviewed ");

        robot.interact(() -> depth.getSelectionModel().select(0));
        assertThat(onFx(() -> window().settings())).isEqualTo(normal);
        computers.runUntilIdle();
        WaitForFx.events();
        assertThat(onFx(progress::getProgress)).isEqualTo(1.0);
    }

    @ParameterizedTest(name = "{0} theme")
    @ValueSource(strings = {"light", "dark"})
    void theGraphAndTotalsAreInTheSeatsColoursAsTheMoveListShowsThem(String theme) {
        finishAMatch();
        if (theme.equals("dark")) {
            robot.interact(() -> stage.getScene().getStylesheets()
                    .add(getClass().getResource("/dev/tabula/app/tabula-dark.css").toExternalForm()));
        }
        click("#banner-review");
        computers.runUntilIdle();
        WaitForFx.events();
        ListView<?> moveList = robot.lookup("#move-list").queryAs(ListView.class);
        List<Color> listed = onFx(() -> {
            Color[] colours = new Color[2];
            moveList.getItems().forEach(item -> {
                TurnEntry entry = (TurnEntry) item;
                if (entry.seat() >= 0) {
                    colours[entry.seat()] = entry.colour();
                }
            });
            return List.of(colours);
        });
        assertThat(listed).as("Zola's red and blue").doesNotHaveDuplicates();
        Node graph = robot.lookup("#review-graph").query();
        for (int seat = 0; seat < 2; seat++) {
            int s = seat;
            Polyline line = onFx(() -> (Polyline) graph.lookup("#review-graph-seat-" + s));
            assertThat(onFx(line::getStroke)).as("seat %d's line", seat).isEqualTo(listed.get(seat));
            Label totals = onFx(() -> (Label) robot.lookup("#review-totals").queryAs(javafx.scene.layout.VBox.class)
                    .getChildren().get(s));
            assertThat(onFx(() -> ((Circle) totals.getGraphic()).getFill())).as("seat %d's totals", seat)
                    .isEqualTo(listed.get(seat));
        }
        Color surface = (Color) onFx(() -> ((Rectangle) graph.lookup(".review-graph-frame")).getFill());
        Color rim = (Color) onFx(() -> ((Shape) graph.lookup(".review-graph-rim")).getStroke());
        assertThat(surface).as("the graph is on the theme's surface").isEqualTo(theme.equals("dark")
                ? Color.web("#222730") : Color.web("#ffffff"));
        assertThat(Contrast.ratio(rim, surface)).as("a white or black line's rim shows on the %s graph", theme)
                .isGreaterThan(4.5);
    }


    private ReviewWindow window() {
        return (ReviewWindow) robot.lookup("#review-window").query().getUserData();
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
