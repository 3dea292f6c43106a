package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.Language;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.SceneTextCheck;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zola.ZolaMove;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every game's match screen at the start, in the middle and at the end of a whole game, in
 * English and in every other language: no visible text holds a placeholder, a bare seat number
 * or a message key ({@link SceneTextCheck}).
 */
class SceneTextUiTest extends ShellUiTest {
    private static final int MAX_PLIES = 20_000;

    @Test
    void everyGameReadsRightAtTheStartInTheMiddleAndAtTheEnd() {
        for (GameEntry entry : shell().registry().entries()) {
            List<Move> line = wholeGame(entry);
            for (int ply : new int[] {0, line.size() / 2, line.size()}) {
                Match match = matchAfter(entry, line, ply);
                robot.interact(() -> shell().showMatch(match, null));
                List<String> problems = onFx(() -> SceneTextCheck.problems(stage.getScene().getRoot()));
                assertThat(problems).as("%s after %d of %d plies", entry.id(), ply, line.size()).isEmpty();
            }
        }
    }

    @Test
    void everyGameOverScreenReadsRightInEveryLanguage() {
        for (Language language : Language.values()) {
            robot.interact(() -> shell().switchLanguage(language));
            for (GameEntry entry : shell().registry().entries()) {
                List<Move> line = wholeGame(entry);
                Match match = matchAfter(entry, line, line.size());
                robot.interact(() -> shell().showMatch(match, null));
                assertThat(visible("#game-over")).as("%s in %s", entry.id(), language).isTrue();
                List<String> problems = onFx(() -> SceneTextCheck.problems(stage.getScene().getRoot()));
                assertThat(problems).as("%s in %s", entry.id(), language).isEmpty();
            }
        }
    }

    private static Match newMatch(GameEntry entry) {
        List<Seat> seats = new ArrayList<>();
        String[] names = {"Ana", "Bo", "Cleo", "Dan"};
        for (int i = 0; i < entry.game().info().minSeats(); i++) {
            seats.add(Seat.person(names[i]));
        }
        return new Match(entry.game(), new Setup(seats.size(), entry.game().info().resolveOptions(Map.of()), 7), seats);
    }

    private static Match matchAfter(GameEntry entry, List<Move> line, int plies) {
        Match match = newMatch(entry);
        for (Move move : line.subList(0, plies)) {
            match.play(move);
        }
        return match;
    }

    /** A whole game by a simple policy that always gets on: captures and plays of cards first. */
    private static List<Move> wholeGame(GameEntry entry) {
        Match match = newMatch(entry);
        while (!match.current().isTerminal()) {
            assertThat(match.cursor()).as("%s ends", entry.id()).isLessThan(MAX_PLIES);
            State state = match.current();
            if (state.isChance()) {
                match.playChance();
            } else {
                match.play(pick(state.legalMoves()));
            }
        }
        return match.line();
    }

    private static Move pick(List<Move> moves) {
        return moves.stream()
                .filter(m -> m instanceof ZolaMove z && z.isCapture() || m instanceof ZodijakMove.Play)
                .findFirst().orElse(moves.get(0));
    }
}
