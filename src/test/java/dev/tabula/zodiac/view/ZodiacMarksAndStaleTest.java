package dev.tabula.zodiac.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Sights;
import dev.tabula.testing.Stages;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacState;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A hint drawn on the star, and the marks and sentences that must not outstay their moment. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodiacMarksAndStaleTest {
    private Match match;
    private MatchViewContext<BoardView> context;
    private BoardView view;

    @Start
    void start(Stage stage) {
        ZodiacGame game = new ZodiacGame();
        match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 1L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        context = new MatchViewContext<>(match, ResourceBundle.getBundle(ZodiacUi.BUNDLE));
        view = new ZodiacUi().createView(context);
        context.attach(view);
        view.show(Sights.ofPeople(match.current()), null, false);
        Stages.setSized(stage, new Scene(view.node(), 700, 700));
        stage.show();
    }

    private ZodiacState state() {
        return (ZodiacState) match.current();
    }

    private boolean canMove(int point) {
        return state().legalMoves().stream().anyMatch(move -> ((ZodiacMove) move).from() == point);
    }

    @Test
    void aHintIsAnArrowFromTheDiscAlongEachHopToWhereItLands(FxRobot robot) {
        ZodiacMove move = (ZodiacMove) state().legalMoves().get(0);
        robot.interact(() -> view.mark(List.of(BoardMark.of(BoardMark.Kind.HINT, move))));
        int at = move.from();
        for (int hop : move.path()) {
            assertThat(robot.lookup("#mark-" + Star.name(at) + "-" + Star.name(hop)).query().getStyleClass())
                    .contains("board-mark-hint");
            at = hop;
        }
        robot.interact(() -> context.play(move));
        assertThat(robot.lookup(".board-mark").queryAll()).isEmpty();
    }

    @Test
    void pickingAMovableDiscTakesBackTheRefusalOfAStuckOneAndLeavesNoRingOnIt(FxRobot robot) {
        // play on until a disc of the side to move is stuck while another can move
        int stuck = -1;
        for (int ply = 0; ply < 200 && stuck < 0; ply++) {
            int own = Discs.colourOf(state().seatToMove());
            for (int p = 0; p < Star.POINTS && stuck < 0; p++) {
                if (state().at(p) == own && !canMove(p)) {
                    stuck = p;
                }
            }
            if (stuck < 0) {
                Move next = state().legalMoves().get(ply % state().legalMoves().size());
                robot.interact(() -> context.play(next));
            }
        }
        assertThat(stuck).as("a stuck disc within the game").isGreaterThanOrEqualTo(0);
        int movable = ((ZodiacMove) state().legalMoves().get(0)).from();

        click(robot, "#point-" + Star.name(stuck));
        assertThat(context.refusalStands).as("the stuck disc is refused with a sentence").isTrue();
        click(robot, "#point-" + Star.name(movable));

        assertThat(context.refusalStands).as("a disc that moves: the refusal no longer stands").isFalse();
        assertThat(robot.lookup("#selection").tryQuery()).isPresent();
        assertThat(robot.lookup("#cursor").tryQuery()).as("no keyboard ring left by a mouse player").isEmpty();
    }

    @Test
    void afterAnUndoTheLastRemainingMoveIsStillMarked(FxRobot robot) {
        Move first = state().legalMoves().get(0);
        robot.interact(() -> context.play(first));
        Move second = state().legalMoves().get(0);
        robot.interact(() -> context.play(second));
        robot.interact(() -> {
            match.rewindTo(1); // undo: the shell shows the earlier position without a move
            view.show(Sights.ofPeople(match.current()), null, false);
        });
        ZodiacMove remaining = (ZodiacMove) first;
        javafx.scene.shape.Line trail = robot.lookup("#lastMove").queryAs(javafx.scene.shape.Line.class);
        assertThat(trail).as("the first move, still the last one played").isNotNull();
        javafx.scene.Node landed = robot.lookup("#disc-" + Star.name(remaining.to())).query();
        assertThat(trail.getEndX()).as("drawn to where the first move landed").isEqualTo(landed.getLayoutX());
        assertThat(trail.getEndY()).isEqualTo(landed.getLayoutY());
        javafx.scene.shape.Circle ring = robot.lookup("#lastMoveTo").queryAs(javafx.scene.shape.Circle.class);
        assertThat(ring.getCenterX()).as("the landed disc ringed, not only the trail's end").isEqualTo(landed.getLayoutX());
        assertThat(ring.getCenterY()).isEqualTo(landed.getLayoutY());
    }
}
