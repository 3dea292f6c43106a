package dev.tabula.zodijak.view;

import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.testing.FxWait;
import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Zodijak's pictures, under {@link Shots#ROOT}: the cover and a three-player table for the docs,
 * more moments for review. Not part of the suite: {@code mvn -B -Pscreenshots test}.
 */
@ExtendWith(ApplicationExtension.class)
class ZodijakScreenshots {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = ZodijakTableOnStage.opened(stage);
    }

    /** The cover and a 3-player table for docs/screenshots, and more moments for review. */
    @Test
    void theCoverTheTableAndMoreMoments(FxRobot robot) throws Exception {
        FakeContext context = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(3, 12));
        // a few moves in, so the pile and the log have something to show
        for (int i = 0; i < 5; i++) {
            ZodijakState s = (ZodijakState) context.match().current();
            Move move = s.legalMoves().stream().filter(m -> m instanceof ZodijakMove.Play).findFirst()
                    .orElse(s.legalMoves().get(s.legalMoves().size() - 1));
            robot.interact(() -> context.play(move));
        }
        WaitForAsyncUtils.waitForFxEvents();
        snapshot(robot, Shots.DOCS_SCREENSHOTS.resolve("zodijak-cover.png"));
        robot.clickOn("#coverButton");
        ZodijakState s = (ZodijakState) context.match().current();
        for (Move m : s.legalMoves()) {
            if (m instanceof ZodijakMove.Play p && p.size() >= 2) {
                robot.clickOn("#card-" + Cards.name(p.card(0)));
                break;
            }
        }
        snapshot(robot, Shots.DOCS_SCREENSHOTS.resolve("zodijak-table.png"));
        // more moments to judge by eye, kept out of the docs
        if (robot.lookup("#play").queryButton().isDisabled() == false) {
            robot.clickOn("#play");
            snapshot(robot, Shots.REVIEW.resolve("zodijak-suits.png"));
            if (robot.lookup("#suitCancel").tryQuery().isPresent()) {
                robot.clickOn("#suitCancel");
            }
        }
        robot.clickOn("#clear");
        robot.clickOn("#draw");
        snapshot(robot, Shots.REVIEW.resolve("zodijak-reveal.png"));
        FakeContext four = ZodijakTableOnStage.mount(robot, stage, ZodijakTableOnStage.match(4, 21));
        robot.clickOn("#coverButton");
        snapshot(robot, Shots.REVIEW.resolve("zodijak-4p.png"));
        Rng chooser = Rng.fromState(3);
        while (((ZodijakState) four.match().current()).phase() == ZodijakState.Phase.PLAY) {
            Move move = Playouts.randomMove(four.match().current(), chooser);
            robot.interact(() -> four.play(move));
        }
        snapshot(robot, Shots.REVIEW.resolve("zodijak-hand-end.png"));
    }

    private void snapshot(FxRobot robot, Path file) throws Exception {
        Snapshots.writePng(FxWait.call(() -> stage.getScene().snapshot(null)), file);
    }
}
