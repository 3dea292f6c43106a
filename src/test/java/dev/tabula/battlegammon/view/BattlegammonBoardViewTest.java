package dev.tabula.battlegammon.view;

import dev.tabula.testing.Sights;
import static dev.tabula.testing.Clicks.click;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Pass;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.FxWait;
import dev.tabula.testing.Stages;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The board played as a person would: by clicks and keys, on a real match. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class BattlegammonBoardViewTest {
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

    /**
     * A seeded game to the end: the first turns by clicks (rolls, picks, drops, and the board's
     * own pass when one comes), then the rest in one go through the context, the way the board
     * hands a move on: clicking them all tested nothing more and took most of a minute.
     */
    @Test
    void aSeededGamePlayedByClicksReachesTheEnd(FxRobot robot) {
        Rng chooser = Rng.fromState(11);
        int rolls = 0;
        int clickedMoves = 0;
        while (clickedMoves < 12) {
            State state = match.current();
            if (state.isChance()) {
                click(robot, "#roll");
                rolls++;
            } else if (state.legalMoves().equals(List.of(Pass.PASS))) {
                int before = match.cursor();
                FxWait.until(() -> match.cursor() > before, context.plays()); // the board passes by itself
            } else {
                List<Move> legal = state.legalMoves();
                PawnMove move = (PawnMove) legal.get(chooser.nextInt(legal.size()));
                int side = ((BattlegammonState) state).side();
                click(robot, "#cell-" + move.from());
                click(robot, "#cell-" + move.to(side));
                assertThat(match.current()).as("the clicks played %s", move).isNotSameAs(state);
                clickedMoves++;
            }
            WaitForAsyncUtils.waitForFxEvents();
        }
        robot.interact(() -> {
            for (int ply = 0; ply < 3000 && !match.current().isTerminal(); ply++) {
                State state = match.current();
                List<Move> legal = state.isChance() ? List.of(state.sampleChance()) : state.legalMoves();
                context.play(legal.get(chooser.nextInt(legal.size())));
            }
        });
        assertThat(match.current().isTerminal()).isTrue();
        assertThat(rolls).isGreaterThan(5);
        String status = new BattlegammonUi().status(match.current().publicView(), match.seats(), context.messages());
        assertThat(status).contains("won with");
        long rollsOfTheMatch = match.line().stream().filter(move -> move instanceof Roll).count();
        assertThat(robot.lookup("#dice-stats-title").queryAs(Label.class).getText())
                .as("the statistics count the rolls of the line shown").contains(rollsOfTheMatch + " rolls");
    }

    @Test
    void withThePreferenceAMoveThatIsTheOnlyOneIsPlayedForThePlayer(FxRobot robot) {
        Battlegammon game = new Battlegammon();
        Match forced = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 298L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        FakeViewContext forcedContext = new FakeViewContext(forced);
        forcedContext.preferences.put("autoforced", "on");
        robot.interact(() -> {
            BattlegammonBoardView forcedView = new BattlegammonBoardView(forcedContext);
            forcedContext.attach(forcedView);
            forcedView.show(Sights.ofPeople(forced.current()), null, false);
            robot.window(0).getScene().setRoot(forcedView.node());
        });
        Rng chooser = Rng.fromState(5);
        for (int step = 0; step < 3000 && !forced.current().isTerminal(); step++) {
            // a move of the test, and what it leaves, read in the same FX call: before the board can act
            State[] after = new State[1];
            int[] plyAfter = new int[1];
            robot.interact(() -> {
                State state = forced.current();
                List<Move> legal = state.isChance() ? List.of() : state.legalMoves();
                forcedContext.play(state.isChance() ? state.sampleChance() : legal.get(chooser.nextInt(legal.size())));
                after[0] = forced.current();
                plyAfter[0] = forced.cursor();
            });
            if (!after[0].isChance() && !after[0].isTerminal() && after[0].legalMoves().size() == 1) {
                FxWait.until(() -> forced.cursor() > plyAfter[0], forcedContext.plays());
                if (after[0].legalMoves().get(0) instanceof PawnMove only) {
                    assertThat(forced.played().get(plyAfter[0])).as("the only move played itself").isSameAs(only);
                    return;
                }
            }
        }
        throw new AssertionError("no forced move came up (seed 298 has one at ply 7)");
    }

    @Test
    void rollingTumblesTheDiceThenPlaysTheMatchesOwnRoll(FxRobot robot) {
        context.animationMillis = 200;
        Move seeded = match.current().sampleChance();
        robot.clickOn("#roll");
        // the dice tumble first: the roll is played when they stop
        FxWait.until(() -> !match.played().isEmpty(), context.plays());
        assertThat(match.played()).containsExactly(seeded);
        // Then a move slides in: pick the first legal move by clicks, with the animation on.
        PawnMove move = (PawnMove) match.current().legalMoves().get(0);
        robot.clickOn("#cell-" + move.from());
        robot.clickOn("#cell-" + move.to(0));
        assertThat(match.played()).containsExactly(seeded, move);
    }

    @Test
    void thePickerPreviewDrawsTheStartPosition(FxRobot robot) throws Exception {
        javafx.scene.Node preview = WaitForAsyncUtils.asyncFx(
                () -> new BattlegammonUi().preview(match.game().start(match.setup()).publicView(), 300)).get();
        assertThat(((javafx.scene.layout.Pane) preview).getChildren()).isNotEmpty();
        assertThat(preview.lookup("#cell-24")).isNotNull();
        assertThat(preview.getLayoutBounds().getHeight()).as("as tall as the other games' square pictures")
                .isGreaterThan(0.9 * 300);
    }

    @Test
    void thePanelsUnderTheBoardGrowWithALargeBoard(FxRobot robot) {
        javafx.scene.Node message = robot.lookup("#roll").query();
        double small = message.getBoundsInLocal().getHeight();
        robot.interact(() -> {
            javafx.scene.Group holder = new javafx.scene.Group();
            holder.setAutoSizeChildren(false);
            view.node().getScene().setRoot(holder);
            holder.getChildren().add(view.node());
            view.node().resize(2200, 1300); // a 2560 x 1440 window's board area, without such a window
            view.node().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(message.getBoundsInLocal().getHeight()).as("the Roll button under the board, in larger type")
                .isGreaterThan(1.8 * small);
    }

    @Test
    void illegalClicksChangeNothing(FxRobot robot) {
        robot.clickOn("#roll");
        WaitForAsyncUtils.waitForFxEvents();
        State rolled = match.current();
        robot.clickOn("#cell-3"); // an empty white square: nothing to pick
        robot.clickOn("#cell-8"); // a white stack: not Black's
        assertThat(match.current()).isSameAs(rolled);
    }

    @Test
    void theKeyboardRollsPicksAndDrops(FxRobot robot) {
        robot.clickOn("#progress");
        robot.interact(() -> view.node().requestFocus());
        robot.press(KeyCode.SPACE).release(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        State rolled = match.current();
        assertThat(rolled.isChance()).isFalse();
        // The cursor starts on Black's home (24); a pawn leaves the home with the first legal die.
        PawnMove fromHome = rolled.legalMoves().stream().map(PawnMove.class::cast)
                .filter(move -> move.from() == 24).findFirst().orElseThrow();
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER); // cursor appears on the home and picks it
        int column = 24 - fromHome.to(0);
        for (int i = 0; i < column; i++) {
            robot.press(KeyCode.RIGHT).release(KeyCode.RIGHT);
        }
        robot.press(KeyCode.ENTER).release(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(match.played()).hasSize(2);
        assertThat(match.played().get(1)).isSameAs(fromHome);
    }
}
