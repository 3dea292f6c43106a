package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Track;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.SceneTextCheck;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Map;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/** A click the board refuses changes nothing, and the status line says why, in the game's words. */
class RefusedClickUiTest extends ShellUiTest {

    @Test
    void zolaSaysThatAnEnemyPieceIsNotYours() {
        show("zola");
        ZolaState state = (ZolaState) current();
        int enemy = firstSquare(state, state.colourToMove() == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED);
        click("#cell-" + state.squareName(enemy));
        assertRefused("That piece is not yours: Red is to move.");
    }

    @Test
    void battlegammonAsksForTheRollFirst() {
        show("battlegammon");
        click("#cell-" + Track.home(((dev.tabula.battlegammon.BattlegammonState) current()).side()));
        assertRefused("Roll the dice first.");
    }

    @Test
    void zodiacSaysWhereNoDiscIs() {
        show("zodiac");
        ZodiacState state = (ZodiacState) current();
        int empty = 0;
        while (state.at(empty) != Discs.EMPTY) {
            empty++;
        }
        click("#point-" + Star.name(empty));
        assertRefused("Pick one of your discs, or a red disc, first.");
    }

    /** While the move list shows an earlier position, a click on the board says why nothing happens. */
    @Test
    void aClickWhileLookingAtAnEarlierMoveSaysHowToPlay() {
        show("zola");
        robot.interact(() -> {
            Match match = match();
            match.play(current().legalMoves().get(0));
            match.play(current().legalMoves().get(0));
            shell().matchScreen().refresh(false);
            shell().matchScreen().browse(1);
        });
        ZolaState shown = (ZolaState) onFx(() -> match().stateAt(1));
        int own = firstSquare(shown, shown.colourToMove());
        click("#cell-" + shown.squareName(own));
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertThat(onFx(status::getText)).isEqualTo("You are looking at move 1: go back to the game to play.");
        assertThat(onFx(() -> status.getStyleClass().contains("status-refused"))).isTrue();
        assertThat(onFx(() -> match().cursor())).as("nothing was played").isEqualTo(2);
        assertThat(onFx(() -> shell().matchScreen().isBrowsing())).as("still looking at move 1").isTrue();
    }

    private void assertRefused(String sentence) {
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertThat(onFx(status::getText)).isEqualTo(sentence);
        assertThat(onFx(() -> status.getStyleClass().contains("status-refused"))).isTrue();
        assertThat(onFx(() -> match().cursor())).as("nothing was played").isZero();
        assertThat(onFx(() -> SceneTextCheck.problems(stage.getScene().getRoot()))).isEmpty();
    }

    private static int firstSquare(ZolaState state, byte colour) {
        int square = 0;
        while (state.colourAt(square) != colour) {
            square++;
        }
        return square;
    }

    private void show(String gameId) {
        GameEntry entry = onFx(() -> shell().registry().entries().stream()
                .filter(e -> e.id().equals(gameId)).findFirst().orElseThrow());
        Match match = new Match(entry.game(), new Setup(2, entry.game().info().resolveOptions(Map.of()), 4),
                List.of(Seat.person("Ana"), Seat.person("Bo")));
        robot.interact(() -> shell().showMatch(match, null));
        State start = current();
        assertThat(start.isTerminal()).isFalse();
    }
}
