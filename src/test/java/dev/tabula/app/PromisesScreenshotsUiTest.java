package dev.tabula.app;

import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.nio.file.AccessDeniedException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The pictures of the shell's promises in {@code docs/screenshots}: the picker with three
 * matches in progress, and the warning of an autosave that fails. Off in normal runs;
 * {@code mvn test -Dtest=PromisesScreenshotsUiTest -Dtabula.screenshots=true} writes them.
 */
@EnabledIfSystemProperty(named = "tabula.screenshots", matches = "true")
class PromisesScreenshotsUiTest extends ShellUiTest {
    private static final Path DOCS = Path.of("docs", "screenshots");

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"windowWidth\": 1100, \"windowHeight\": 720}";
    }

    @Test
    void thePickerWithThreeMatchesInProgressAndTheAutosaveWarning() throws Exception {
        robot.interact(() -> {
            stage.setWidth(1100);
            stage.setHeight(720);
        });
        leave(played("zodiac", List.of(Seat.person("Ana"), Seat.person("Bojan")), 4));
        leave(played("battlegammon", List.of(Seat.person("Mei"), Seat.computer("Computer", "medium")), 12));
        leave(played("zola", List.of(Seat.person("Ana"), Seat.person("Ceca")), 7));
        snap(stage.getScene(), DOCS.resolve("picker-in-progress.png"));

        click("#continue-0");
        writes.failWith(file -> new AccessDeniedException(file.toString()));
        clickMove(greedy(current()));
        settle();
        snap(stage.getScene(), DOCS.resolve("autosave-warning.png"));
        writes.succeed();
    }

    private Match played(String id, List<Seat> seats, int moves) {
        Game game = shell().registry().find(id).orElseThrow().game();
        Match match = new Match(game, new Setup(seats.size(), game.info().resolveOptions(Map.of()), 7), seats);
        for (int i = 0; i < moves && !match.current().isTerminal(); i++) {
            State state = match.current();
            match.play(state.currentSeat() == State.CHANCE ? state.sampleChance() : state.legalMoves().get(0));
        }
        return match;
    }

    private void leave(Match match) {
        robot.interact(() -> shell().showMatch(match, null));
        robot.interact(() -> shell().showPicker());
        settle();
    }
}
