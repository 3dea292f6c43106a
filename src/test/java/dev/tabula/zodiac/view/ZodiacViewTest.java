package dev.tabula.zodiac.view;

import dev.tabula.testing.Sights;
import dev.tabula.testing.FxWait;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.testing.Stages;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The star board headless: selection shows jumps and flips, clicks play through the context. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZodiacViewTest {
    private final ZodiacGame game = new ZodiacGame();
    private final List<Move> played = new ArrayList<>();
    private BoardView view;
    private FakeContext context;
    private ZodiacState current;
    private int animationMillis;
    /** The view's background work, run when a test says so (on the test's thread). */
    private final java.util.Queue<Runnable> background = new java.util.concurrent.ConcurrentLinkedQueue<>();

    /** A shell stand-in: records the move and shows the next state, as the match screen would. */
    private final class FakeContext implements ViewContext {
        @Override
        public ResourceBundle messages() {
            return ResourceBundle.getBundle("dev.tabula.zodiac.view.messages", java.util.Locale.ROOT);
        }

        @Override
        public List<Seat> seats() {
            return List.of(Seat.person("Ann"), Seat.person("Ben"));
        }

        @Override
        public boolean highlightMoves() {
            return true;
        }

        @Override
        public int animationMillis() {
            return animationMillis;
        }

        @Override
        public boolean canAct() {
            return true;
        }

        @Override
        public void play(Move move) {
            played.add(move);
            current = current.apply(move);
            view.show(Sights.ofPeople(current), move, true);
        }

        @Override
        public void roll() {
            throw new UnsupportedOperationException("no dice in this game");
        }

        @Override
        public java.util.concurrent.Executor background() {
            return background::add;
        }
    }

    @Start
    void start(Stage stage) {
        context = new FakeContext();
        view = new ZodiacUi().createView(context);
        current = (ZodiacState) game.start(2, Map.of(), 1L);
        view.show(Sights.ofPeople(current), null, false);
        StackPane root = new StackPane(view.node());
        root.setStyle("-tabula-fg: #20242a; -tabula-bg: #f3efe6; -tabula-accent: #2f6fd0; -tabula-surface: #ffffff;"
                + " -fx-background-color: -tabula-bg;");
        Stages.setSized(stage, new Scene(root, 640, 720));
        stage.show();
    }

    private void reach(FxRobot robot, String... moves) {
        robot.interact(() -> {
            for (String move : moves) {
                Move parsed = game.parseMove(current, move);
                current = current.apply(parsed);
                view.show(Sights.ofPeople(current), parsed, false);
            }
        });
    }

    @Test
    void selectingADiscShowsEachLandingPointAndTheDiscsItsJumpWouldFlip(FxRobot robot) {
        reach(robot, "O4-I1");
        robot.clickOn("#point-O2");
        assertThat(robot.lookup("#selection").tryQuery()).isPresent();
        assertThat(robot.lookup("#landing-I11").tryQuery()).isPresent();
        assertThat(robot.lookup("#flip-I1").tryQuery()).as("O2-I11 jumps the black disc on I1").isPresent();
        assertThat(played).isEmpty();
    }

    @Test
    void clickingALandingPointPlaysTheMoveThroughTheContext(FxRobot robot) {
        robot.clickOn("#point-O4");
        assertThat(robot.lookup("#landing-I1").tryQuery()).isPresent();
        robot.clickOn("#point-I1");
        assertThat(played).extracting(Move::notation).containsExactly("O4-I1");
        assertThat(robot.lookup("#selection").tryQuery()).isEmpty();
        assertThat(robot.lookup("#lastMove").tryQuery()).isPresent();
    }

    @Test
    void aMoveThatWouldRepeatWarnsAndNeedsASecondClick(FxRobot robot) {
        reach(robot, "O4-I1", "O2-I11", "O12-O4", "I11-O2");
        robot.clickOn("#point-O4");
        robot.clickOn("#point-O12");
        assertThat(played).isEmpty();
        assertThat(robot.lookup("#warning").queryAs(Label.class).getText()).contains("rule 9");
        robot.clickOn("#point-O12");
        assertThat(played).extracting(Move::notation).containsExactly("O4-O12");
        assertThat(current.outcome().reason()).isEqualTo(ZodiacState.END_REPETITION);
    }

    /**
     * The move is played and its first frame checked in one go on the FX thread, before any pulse
     * can move the animation on; then the test waits for the animation's end as an event.
     */
    @Test
    void aJumpAnimatesTheGlideAndTheFlipAndEndsShowingTheNewColours(FxRobot robot) {
        animationMillis = 300;
        reach(robot, "O4-I1");
        DiscNode[] discs = new DiscNode[2];
        boolean[] atTheStart = new boolean[2];
        robot.interact(() -> {
            context.play(game.parseMove(current, "O2-I11"));
            discs[0] = (DiscNode) view.node().lookup("#disc-I11");
            discs[1] = (DiscNode) view.node().lookup("#disc-I1");
            atTheStart[0] = discs[0].getTranslateX() != 0 || discs[0].getTranslateY() != 0;
            atTheStart[1] = discs[1].content() != Discs.WHITE;
        });
        DiscNode mover = discs[0];
        DiscNode jumped = discs[1];
        assertThat(current.at(Star.parse("I1"))).isEqualTo(Discs.WHITE);
        assertThat(atTheStart[0]).as("the disc glides from O2").isTrue();
        assertThat(atTheStart[1]).as("I1 turns over after the glide").isTrue();
        FxWait.until(() -> mover.getTranslateX() == 0 && mover.getTranslateY() == 0
                        && jumped.getScaleX() == 1.0 && jumped.content() == Discs.WHITE,
                mover.translateXProperty(), mover.translateYProperty(), jumped.scaleXProperty());
        assertThat(robot.lookup("#disc-I1").<javafx.scene.Node>query()).as("the same disc, not redrawn").isSameAs(jumped);
    }

    @Test
    void aChainOfHopsIsBuiltPointByPointAndCanStopWhereItStands(FxRobot robot) {
        ZodiacRules chain = ZodiacRules.DEFAULT.withJump(ZodiacRules.Jump.CHAIN);
        int board = 0;
        for (String cell : "O12:1 I1:2 I5:2 I7:3 I9:3 O10:2".split(" ")) {
            String[] parts = cell.split(":");
            board = Discs.with(board, Star.parse(parts[0]), Integer.parseInt(parts[1]));
        }
        ZodiacState position = ZodiacState.position(chain, board, 0, -1, -1, 0);
        robot.interact(() -> {
            current = position;
            view.show(Sights.ofPeople(current), null, false);
        });
        robot.clickOn("#point-O12").clickOn("#point-I3");
        assertThat(played).isEmpty();
        assertThat(robot.lookup("#landing-O6").tryQuery()).as("the chain may go on to O6").isPresent();
        robot.clickOn("#point-I3"); // stop where it stands
        assertThat(played).extracting(Move::notation).containsExactly("O12-I3");
    }

    @Test
    void theKeyboardCursorSelectsAndMoves(FxRobot robot) {
        robot.clickOn("#point-O12"); // focuses the board; O12 has no move, so nothing is selected
        robot.type(KeyCode.RIGHT, 4).type(KeyCode.ENTER); // cursor on O4: select it
        assertThat(robot.lookup("#selection").tryQuery()).isPresent();
        robot.type(KeyCode.LEFT, 3).type(KeyCode.ENTER); // I1: land
        assertThat(played).extracting(Move::notation).containsExactly("O4-I1");
    }

    /**
     * The hint ranks every move, off the JavaFX thread: on the context's background executor,
     * stepped here by hand. The solve it needs may already be cached (by the Hard player or another
     * test) or not: running the background work computes it if need be, either way.
     */
    /**
     * Once the game is solved, the values come from its table at once, before any search ran: the
     * opening's exactly (it was searched with the solution), a later position's from the table, a
     * move into cycles said as not known yet, since the repetition rule decides it.
     */
    @Test
    void aSolvedGameGivesTheValuesAtOnce(FxRobot robot) {
        dev.tabula.zodiac.solve.SharedSolutions.of(current.rules());
        robot.clickOn("#move-values");
        Label hintStatus = robot.lookup("#hintStatus").queryAs(Label.class);
        Label hintText = robot.lookup("#hintText").queryAs(Label.class);
        assertThat(background).as("no search ran").hasSize(1);
        assertThat(FxWait.call(hintText::getText)).contains("red disc I3 → I1: loses in 2 moves",
                "O4 → I1: wins in 35 moves").doesNotContain("not known yet");
        assertThat(FxWait.call(hintStatus::getText)).isEqualTo("Move values (perfect play):");
        assertThat(robot.lookup("#hint-I3").tryQuery()).as("the badges at once too").isPresent();

        robot.interact(() -> {
            current = current.apply(game.parseMove(current, "O4-I1"));
            view.show(Sights.ofPeople(current), null, false);
        });
        assertThat(FxWait.call(hintText::getText)).contains("not known yet: play can go round in circles from here");
        assertThat(FxWait.call(hintStatus::getText)).isEqualTo("Move values (from the solved game; checking repetitions…):");
    }

    @Test
    void theHintMarksEveryMoveWithItsValue(FxRobot robot) {
        robot.clickOn("#move-values");
        Label hintStatus = robot.lookup("#hintStatus").queryAs(Label.class);
        Label hintText = robot.lookup("#hintText").queryAs(Label.class);
        String title = "Move values (perfect play):";
        // solved already (by the Hard player or another test): the table's values at once; else computing
        assertThat(FxWait.call(hintStatus::getText)).as("nothing ran yet")
                .isIn("Move values: computing…", "Move values (perfect play):");
        assertThat(background).as("the search along the history waits for the executor").hasSize(1);

        background.poll().run();

        FxWait.until(() -> hintStatus.getText().equals(title), hintStatus.textProperty());
        assertThat(hintText.getText()).contains("O4 → I1: wins in 35 moves", "I3 → I1: loses in 2 moves")
                .contains("▲W35 on a disc = its best move wins in 35 moves");
        assertThat(robot.lookup("#hint-O4").tryQuery()).as("the badges are drawn with the text").isPresent();
    }
}
