package dev.tabula.zodiac.view;

import dev.tabula.testing.Snapshots;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import java.awt.image.BufferedImage;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The star board headless: selection shows jumps and flips, clicks play through the context. */
@ExtendWith(ApplicationExtension.class)
class ZodiacViewTest {
    private final ZodiacGame game = new ZodiacGame();
    private final List<Move> played = new ArrayList<>();
    private BoardView view;
    private ZodiacState current;
    private Stage stage;
    private int animationMillis;

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
            view.show(current, move, true);
        }
    }

    @Start
    void start(Stage stage) {
        this.stage = stage;
        view = new ZodiacUi().createView(new FakeContext());
        current = (ZodiacState) game.start(2, Map.of(), 1L);
        view.show(current, null, false);
        StackPane root = new StackPane(view.node());
        root.setStyle("-tabula-fg: #20242a; -tabula-bg: #f3efe6; -tabula-accent: #2f6fd0; -tabula-surface: #ffffff;"
                + " -fx-background-color: -tabula-bg;");
        stage.setScene(new Scene(root, 640, 720));
        stage.show();
    }

    private void reach(FxRobot robot, String... moves) {
        robot.interact(() -> {
            for (String move : moves) {
                Move parsed = game.parseMove(current, move);
                current = current.apply(parsed);
                view.show(current, parsed, false);
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

    @Test
    void aJumpAnimatesTheGlideAndTheFlipAndEndsShowingTheNewColours(FxRobot robot) throws Exception {
        animationMillis = 300;
        reach(robot, "O4-I1");
        robot.clickOn("#point-O2");
        robot.clickOn("#point-I11");
        Thread.sleep(600);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(current.at(Star.parse("I1"))).isEqualTo(Discs.WHITE);
        assertThat(robot.lookup("#disc-I1").query().getScaleX()).isEqualTo(1.0);
        assertThat(robot.lookup("#disc-I11").query().getTranslateX()).isZero();
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
            view.show(current, null, false);
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

    @Test
    void theHintMarksEveryMoveWithItsValue(FxRobot robot) {
        robot.clickOn("#hint");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#hintText").queryAs(Label.class).getText()).isEmpty();
        waitFor(() -> robot.lookup("#hintText").queryAs(Label.class).getText().contains("O4-I1 win in 35"));
        WaitForAsyncUtils.waitForFxEvents(); // the text is set just before the badges are drawn
        assertThat(robot.lookup("#hintText").queryAs(Label.class).getText()).contains("I3-I1 loss in 2");
        assertThat(robot.lookup("#hint-O4").tryQuery()).isPresent();
    }

    /** Writes docs/screenshots/zodiac.png: a game in progress, a disc selected, its jumps and flips, the hint on. */
    @Test
    @EnabledIfSystemProperty(named = "zodiac.screenshot", matches = "true")
    void screenshot(FxRobot robot) throws Exception {
        reach(robot, "O4-I1", "O2-I5", "O8-I11", "O10-I7");
        robot.clickOn("#hint");
        waitFor(() -> !robot.lookup("#hintText").queryAs(Label.class).getText().isEmpty());
        robot.clickOn("#point-O12");
        WaitForAsyncUtils.waitForFxEvents();
        WritableImage image = snapshot(robot);
        File file = new File("docs/screenshots/zodiac.png");
        file.getParentFile().mkdirs();
        ImageIO.write(toBuffered(image), "png", file);
    }

    /** Writes docs/rules/zodiac-board.png: the start position with every point named, for the rules page. */
    @Test
    @EnabledIfSystemProperty(named = "zodiac.screenshot", matches = "true")
    void boardDiagram(FxRobot robot) throws Exception {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> {
            StackPane pane = new StackPane(new ZodiacUi().preview(game.start(2, Map.of(), 1L), 480));
            pane.setStyle("-tabula-fg: #20242a; -tabula-bg: #f3efe6; -tabula-accent: #2f6fd0; -fx-background-color: #f3efe6;");
            Scene scene = new Scene(pane, 480, 480);
            image[0] = scene.snapshot(null);
        });
        ImageIO.write(toBuffered(image[0]), "png", new File("docs/rules/zodiac-board.png"));
    }

    private WritableImage snapshot(FxRobot robot) {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        return image[0];
    }

    private static BufferedImage toBuffered(WritableImage image) {
        return Snapshots.toBuffered(image);
    }

    private static void waitFor(java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, condition);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("timed out", e);
        }
    }
}
