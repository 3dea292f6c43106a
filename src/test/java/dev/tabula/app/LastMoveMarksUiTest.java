package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** The last move's marks in the real shell: gone after undoing to the start, there after opening a file. */
class LastMoveMarksUiTest extends ShellUiTest {

    @Test
    void zodiacShowsNoLastMoveAfterUndoingToTheStart() {
        Match match = newMatch("zodiac");
        robot.interact(() -> shell().showMatch(match, null));
        for (int i = 0; i < 2; i++) {
            robot.interact(() -> shell().matchScreen().play(match().current().legalMoves().get(0)));
        }
        assertThat(robot.lookup("#lastMove").tryQuery()).as("the last move is marked").isPresent();
        robot.interact(() -> shell().matchScreen().undo());
        robot.interact(() -> shell().matchScreen().undo());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(onFx(() -> match().cursor())).isZero();
        assertThat(robot.lookup("#lastMove").tryQuery()).as("no last move at the start").isEmpty();
        assertThat(robot.lookup(".zodiac-last-from").tryQuery()).isEmpty();
    }

    @Test
    void battlegammonMarksTheOpponentsTurnInAFileJustOpened() throws Exception {
        Match match = newMatch("battlegammon");
        // up to the roll after a turn of two pawn moves: the player to move sees what the opponent did
        while (!(endsWithTwoMovesAndARoll(match.played()))) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        Path file = home.resolve("opened.tabula");
        shell().codec().save(match, file);
        robot.interact(() -> shell().openMatchFile(file));
        settle();
        assertThat(onFx(() -> match().cursor())).isEqualTo(match.cursor());
        assertThat(robot.lookup(".battlegammon-last-move").queryAll()).hasSize(2);
    }

    private static boolean endsWithTwoMovesAndARoll(List<Move> played) {
        int n = played.size();
        return n >= 4 && played.get(n - 1) instanceof Roll && played.get(n - 2) instanceof PawnMove
                && played.get(n - 3) instanceof PawnMove;
    }

    private Match newMatch(String gameId) {
        GameEntry entry = onFx(() -> shell().registry().entries().stream()
                .filter(e -> e.id().equals(gameId)).findFirst().orElseThrow());
        return new Match(entry.game(), new Setup(2, entry.game().info().resolveOptions(Map.of()), 9),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
    }
}
