package dev.tabula.battlegammon.view;

import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.Cue;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.Sights;
import dev.tabula.testing.Stages;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Marks drawn on the track (a hint's two moves), marks that must not stay, and a move's motion skipped by a click. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class BattlegammonMarksAndMotionTest {
    private Match match;
    private FakeViewContext context;
    private BattlegammonBoardView view;

    @Start
    void start(Stage stage) {
        Battlegammon game = new Battlegammon();
        match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 2026L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        context = new FakeViewContext(match);
        view = new BattlegammonBoardView(context);
        context.attach(view);
        view.show(Sights.ofPeople(match.current()), null, false);
        Stages.setSized(stage, new Scene(view.node(), 1100, 520));
        stage.show();
    }

    private void rolled(FxRobot robot) {
        robot.interact(() -> context.play(match.current().sampleChance()));
    }

    @Test
    void aHintsTwoMovesAreMarkedFromWhereEachPawnStandsToWhereItsDieTakesIt(FxRobot robot) {
        rolled(robot);
        BattlegammonState state = (BattlegammonState) match.current();
        PawnMove first = (PawnMove) state.legalMoves().get(0);
        PawnMove second = (PawnMove) state.apply(first).legalMoves().stream()
                .filter(move -> move instanceof PawnMove).findFirst().orElse(first);
        robot.interact(() -> view.mark(List.of(BoardMark.of(BoardMark.Kind.HINT, first, second))));
        int side = state.side();
        Node firstMark = robot.lookup("#mark-" + first.from() + "-" + first.to(side)).query();
        assertThat(firstMark.getStyleClass()).contains("board-mark-hint");
        assertThat(robot.lookup("#mark-" + second.from() + "-" + second.to(side)).tryQuery()).isPresent();
        assertThat(robot.lookup(".board-mark-hint").queryAll()).as("one arrow for each die's move").hasSize(
                first.equals(second) ? 1 : 2);

        robot.interact(() -> context.play(first));
        assertThat(robot.lookup(".board-mark").queryAll()).as("the next position clears the marks").isEmpty();
    }

    @Test
    void theSquareClickedLastIsNotFramedAfterAnUndo(FxRobot robot) {
        rolled(robot);
        BattlegammonState state = (BattlegammonState) match.current();
        PawnMove move = (PawnMove) state.legalMoves().get(0);
        click(robot, "#cell-" + move.from());
        click(robot, "#cell-" + move.to(state.side()));
        assertThat(match.current()).isNotSameAs(state);
        assertThat(robot.lookup("#cursor").tryQuery()).as("a mouse player sees no keyboard frame").isEmpty();
        for (int undo = 0; undo < 2; undo++) {
            robot.interact(() -> {
                match.rewindTo(match.cursor() - 1);
                view.show(Sights.ofPeople(match.current()), null, false);
            });
            assertThat(robot.lookup("#cursor").tryQuery()).as("after undo %d", undo + 1).isEmpty();
        }
    }

    @Test
    void aClickDuringTheSlideLandsThePawnAtOnceAndItIsHeardLanding(FxRobot robot) {
        rolled(robot);
        context.animationMillis = 60_000; // longer than any test: only the click can end it
        State state = match.current();
        Move move = state.legalMoves().get(0);
        context.cues.clear();
        robot.interact(() -> context.play(move));
        TrackPane track = robot.lookup("#board").queryAs(TrackPane.class);
        assertThat(track.isAnimating()).isTrue();
        assertThat(context.cues).as("the sound comes as the pawn lands").isEmpty();

        click(robot, "#progress");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(track.isAnimating()).isFalse();
        assertThat(context.cues).containsAnyOf(Cue.MOVE, Cue.CAPTURE);
        assertThat(match.current()).as("the state shown was the new one all along").isNotSameAs(state);
    }

    @Test
    void theDiceAreHeardWhenTheyLand(FxRobot robot) {
        context.cues.clear();
        click(robot, "#roll");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(context.cues).containsExactly(Cue.DICE);
    }
}
