package dev.tabula.app;

import dev.tabula.app.common.Language;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The move list of each game after a few turns, in English and Japanese, and the hint's sentence
 * (the computers stepped by hand), and the browse bar a turn or two back: pictures to judge
 * by eye, under target/screenshots/review/turns.
 */
class MoveListScreenshots extends ShellUiTest {
    private static final Path REVIEW = Shots.REVIEW.resolve("turns");
    private final SteppedComputers computers = new SteppedComputers();

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\", \"windowWidth\": 1366, \"windowHeight\": 768}";
    }

    @ParameterizedTest
    @ValueSource(strings = {"zola", "zodiac", "battlegammon", "zodijak"})
    void theMoveListAndTheHint(String gameId) throws IOException {
        robot.interact(() -> shell().computers = computers);
        for (Language language : List.of(Language.ENGLISH, Language.JAPANESE)) {
            robot.interact(() -> shell().switchLanguage(language));
            Seat other = gameId.equals("zodijak") ? Seat.computer("Bojan", "easy") : Seat.person("Bojan");
            robot.interact(() -> shell().startMatch(new MatchRequest(shell().registry().find(gameId).orElseThrow(),
                    List.of(Seat.person("Ana"), other), Map.of(), 3L)));
            for (int ply = 0; ply < 14; ply++) {
                computers.runUntilIdle();
                robot.interact(() -> {
                    State state = shell().matchScreen().match().current();
                    if (state.isTerminal() || state.currentSeat() == 1 && gameId.equals("zodijak")) {
                        return;
                    }
                    if (state.isChance()) {
                        shell().matchScreen().match().playChance(); // the dice, as the Roll button would
                        shell().matchScreen().refresh(false);
                    } else {
                        shell().matchScreen().play(greedy(state));
                    }
                });
            }
            computers.runUntilIdle();
            robot.interact(() -> {
                if (shell().matchScreen().match().current().isChance()) {
                    shell().matchScreen().match().playChance();
                    shell().matchScreen().refresh(false);
                }
            });
            click("#hint");
            computers.runUntilIdle();
            WaitForAsyncUtils.waitForFxEvents();
            snap(stage.getScene(), REVIEW.resolve(gameId + "-" + language.tag() + ".png"));
            // the browse bar over the board: a ply back, then a step by turn as the list counts them
            robot.interact(() -> shell().matchScreen().browse(shell().matchScreen().match().cursor() - 1));
            click("#browse-previous");
            WaitForAsyncUtils.waitForFxEvents();
            snap(stage.getScene(), REVIEW.resolve(gameId + "-" + language.tag() + "-browsing.png"));
        }
    }
}
