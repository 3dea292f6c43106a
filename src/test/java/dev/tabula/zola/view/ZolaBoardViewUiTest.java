package dev.tabula.zola.view;

import dev.tabula.testing.Sights;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZolaBoardViewUiTest {
    private final Game game = new ZolaGame();
    private FakeContext context;
    private BoardView view;

    /** A stand-in for the shell: it records the moves the view plays. */
    static final class FakeContext implements ViewContext {
        final List<Move> played = new ArrayList<>();
        boolean canAct = true;
        boolean highlights = true;

        @Override
        public ResourceBundle messages() {
            return ZolaUiTest.MESSAGES;
        }

        @Override
        public List<Seat> seats() {
            return ZolaUiTest.SEATS;
        }

        @Override
        public boolean highlightMoves() {
            return highlights;
        }

        @Override
        public int animationMillis() {
            return 0;
        }

        @Override
        public boolean canAct() {
            return canAct;
        }

        @Override
        public void play(Move move) {
            played.add(move);
        }

        @Override
        public void roll() {
            throw new UnsupportedOperationException("no dice in this game");
        }

        /** The Zola view runs nothing in the background: at once, if it ever did. */
        @Override
        public java.util.concurrent.Executor background() {
            return Runnable::run;
        }
    }

    @Start
    void start(Stage stage) {
        context = new FakeContext();
        view = new ZolaUi().createView(context);
        view.show(Sights.ofPeople(game.start(2, Map.of(), 1)), null, false);
        Scene scene = new Scene(view.node(), 600, 640);
        scene.getStylesheets().add(getClass().getResource("/dev/tabula/app/tabula.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    private void show(FxRobot robot, State state) {
        robot.interact(() -> view.show(Sights.ofPeople(state), null, false));
    }

    private void click(FxRobot robot, String query) {
        Node node = robot.lookup(query).query();
        var mouse = robot.robotContext().getMouseRobot();
        mouse.move(robot.point(node).query());
        mouse.press(MouseButton.PRIMARY);
        mouse.release(MouseButton.PRIMARY);
    }

    private long marks(FxRobot robot, String styleClass) {
        return robot.lookup("." + styleClass).queryAll().size();
    }

    @Test
    void clickThenClickPlaysACapture(FxRobot robot) {
        click(robot, "#cell-a1");
        assertThat(context.played).isEmpty();
        click(robot, "#cell-b1");
        assertThat(context.played).extracting(Move::notation).containsExactly("a1xb1");
    }

    @Test
    void aClickOnAnIllegalSquareChangesNothing(FxRobot robot) {
        click(robot, "#cell-b1"); // a blue piece: not the mover's
        click(robot, "#cell-c1");
        click(robot, "#cell-a1");
        click(robot, "#cell-c3"); // not a destination of a1
        assertThat(context.played).isEmpty();
    }

    @Test
    void stepsGetRingsAndCapturesGetCrosshairsUnlessHighlightsAreOff(FxRobot robot) {
        // play on until the mover has a piece with both a step and a capture
        State state = game.start(2, Map.of(), 1);
        ZolaMove both = bothKinds(state);
        while (both == null) {
            state = state.apply(state.legalMoves().get(0));
            both = bothKinds(state);
        }
        int from = both.from();
        List<ZolaMove> moves = state.legalMoves().stream().map(ZolaMove.class::cast).filter(m -> m.from() == from).toList();
        State shown = state;
        show(robot, shown);
        click(robot, "#cell-" + ((ZolaState) shown).squareName(from));
        assertThat(marks(robot, "zola-step-mark")).isEqualTo(moves.stream().filter(m -> !m.isCapture()).count());
        assertThat(marks(robot, "zola-capture-target")).isEqualTo(moves.stream().filter(ZolaMove::isCapture).count());
        context.highlights = false;
        show(robot, shown);
        click(robot, "#cell-" + ((ZolaState) shown).squareName(from));
        assertThat(marks(robot, "zola-step-mark") + marks(robot, "zola-capture-target")).isZero();
        assertThat(marks(robot, "zola-selected")).isEqualTo(1);
    }

    private static ZolaMove bothKinds(State state) {
        List<ZolaMove> moves = state.legalMoves().stream().filter(ZolaMove.class::isInstance).map(ZolaMove.class::cast).toList();
        return moves.stream().filter(m -> moves.stream().anyMatch(o -> o.from() == m.from() && o.isCapture() != m.isCapture()))
                .findFirst().orElse(null);
    }

    @Test
    void theKeyboardAlonePlaysAMove(FxRobot robot) {
        robot.interact(() -> robot.lookup("#board").query().requestFocus());
        robot.push(KeyCode.RIGHT); // shows the cursor on c3
        robot.push(KeyCode.LEFT);
        robot.push(KeyCode.LEFT);
        robot.push(KeyCode.DOWN);
        robot.push(KeyCode.DOWN); // a1
        robot.push(KeyCode.ENTER);
        robot.push(KeyCode.RIGHT); // b1
        robot.push(KeyCode.SPACE);
        assertThat(context.played).extracting(Move::notation).containsExactly("a1xb1");
    }

    @Test
    void aForcedPassIsOfferedWithAButtonThatSaysWhy(FxRobot robot) {
        show(robot, ZolaUiTest.BLUE_MUST_PASS);
        assertThat(robot.lookup("#pass-button").query().isVisible()).isTrue();
        assertThat(robot.lookup("#zola-action-text").queryLabeled().getText()).isEqualTo("Blue has no move and passes.");
        click(robot, "#pass-button");
        assertThat(context.played).extracting(Move::notation).containsExactly("pass");
    }

    @Test
    void thePieRuleOffersASwapButton(FxRobot robot) {
        assertThat(robot.lookup("#swap-button").query().isVisible()).isFalse();
        show(robot, ZolaUiTest.firstMoveWithPie());
        click(robot, "#swap-button");
        assertThat(context.played).extracting(Move::notation).containsExactly("swap");
    }

    @Test
    void nothingIsPlayedWhenThePlayerMayNotAct(FxRobot robot) {
        context.canAct = false;
        show(robot, ZolaUiTest.BLUE_MUST_PASS);
        assertThat(robot.lookup("#pass-button").query().isVisible()).isFalse();
        show(robot, game.start(2, Map.of(), 1));
        click(robot, "#cell-a1");
        click(robot, "#cell-b1");
        assertThat(context.played).isEmpty();
    }

    @Test
    void everySquareTellsAScreenReaderWhatIsOnIt(FxRobot robot) {
        assertThat(robot.lookup("#cell-a1").query().getAccessibleText()).isEqualTo("a1: red piece");
        assertThat(robot.lookup("#cell-b1").query().getAccessibleText()).isEqualTo("b1: blue piece (ringed)");
    }
}
