package dev.tabula.app;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Player;
import dev.tabula.ai.Players;
import dev.tabula.ai.SearchBudget;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Pictures of the review of one finished match of each game (medium against easy), with its
 * first mistake or blunder picked, under {@link Shots#REVIEW}: to be looked at as a player would.
 * Not part of the suite: run by {@code mvn -B -Pscreenshots test}.
 */
class ReviewScreenshots extends ShellUiTest {
    private final SteppedComputers computers = new SteppedComputers();

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"windowWidth\": 1100, \"windowHeight\": 720}";
    }

    @BeforeEach
    void stepTheComputers() {
        robot.interact(() -> {
            shell().computers = computers;
            shell().reviewSettings = seed -> new ReviewSettings(600, 3, seed);
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"zola,", "zodiac,", "battlegammon,", "zodijak,targetScore=25"})
    void theReviewOfAFinishedMatch(String gameId, String option) throws IOException {
        var game = GameCatalog.installed().require(gameId);
        Map<String, String> options = option == null ? Map.of() : Map.of(option.split("=")[0], option.split("=")[1]);
        Setup setup = new Setup(2, game.info().resolveOptions(options), 3L);
        Match match = new Match(game, setup, List.of(Seat.computer("Ana", "medium"), Seat.computer("Bo", "easy")));
        List<Player> players = List.of(Players.create("medium", gameId, 1), Players.create("easy", gameId, 2));
        while (!match.isOver()) {
            if (match.current().isChance()) {
                match.playChance();
            } else {
                int seat = match.current().currentSeat();
                match.play(players.get(seat).choose(match.current().viewFor(seat), SearchBudget.iterations(300),
                        CancellationToken.none()));
            }
        }
        robot.interact(() -> shell().showMatch(match, null));
        settle();
        click("#banner-review");
        computers.runUntilIdle();
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> moves = robot.lookup("#review-moves").queryAs(ListView.class);
        robot.interact(() -> {
            int pick = 0;
            for (int i = 0; i < moves.getItems().size(); i++) {
                String line = String.valueOf(moves.getItems().get(i));
                if (line.contains("mistake") || line.contains("blunder")) {
                    pick = i;
                    break;
                }
            }
            moves.getSelectionModel().select(pick);
            moves.scrollTo(Math.max(0, pick - 3)); // the judged move in view, as a click on the graph leaves it
        });
        WaitForAsyncUtils.waitForFxEvents();
        snap(robot.lookup("#review-window").query().getScene(), Shots.REVIEW.resolve("review-" + gameId + ".png"));
    }
}
