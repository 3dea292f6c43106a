package dev.tabula.battlegammon.view;

import dev.tabula.testing.Sights;
import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.Stages;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the pictures of the docs headlessly, under {@link Shots#ROOT}: the start position for
 * the rules page and a game in progress. Not part of the suite: {@code mvn -B -Pscreenshots test}.
 */
@ExtendWith(ApplicationExtension.class)
class BattlegammonScreenshots {
    private Stage stage;

    @Start
    void start(Stage primary) {
        this.stage = primary;
        primary.setScene(new Scene(new StackPane(), 1100, 520));
        primary.show();
    }

    private Match match(long seed) {
        Battlegammon game = new Battlegammon();
        return new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), seed),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
    }

    @Test
    void theStartPositionForTheRulesPage(FxRobot robot) throws Exception {
        Match match = match(1);
        robot.interact(() -> {
            TrackPane track = new TrackPane(java.util.ResourceBundle.getBundle(BattlegammonUi.BUNDLE), p -> { });
            track.show((BattlegammonState) match.current(), Marks.NONE);
            Stages.setSized(stage, new Scene(track, 1000, 270));
        });
        WaitForAsyncUtils.waitForFxEvents();
        write(Shots.DOCS_RULES.resolve("battlegammon-start.png"));
        // the dark theme's rules page shows it on its own surface (tabula-dark.css), not on white
        robot.interact(() -> stage.getScene().setFill(javafx.scene.paint.Color.web("#222730")));
        WaitForAsyncUtils.waitForFxEvents();
        write(Shots.DOCS_RULES.resolve("battlegammon-start-dark.png"));
    }

    @Test
    void aGameInProgress(FxRobot robot) throws Exception {
        Match match = match(2026);
        Rng chooser = Rng.fromState(3);
        // Play some turns at random, then roll and pick a pawn so the destinations show.
        while (match.played().size() < 52) {
            State state = match.current();
            if (state.isChance()) {
                match.playChance();
            } else {
                List<Move> legal = state.legalMoves();
                match.play(legal.get(chooser.nextInt(legal.size())));
            }
        }
        while (!match.current().isChance()) {
            match.play(match.current().legalMoves().get(0));
        }
        FakeViewContext context = new FakeViewContext(match);
        robot.interact(() -> {
            BattlegammonBoardView view = new BattlegammonBoardView(context);
            context.attach(view);
            view.show(Sights.ofPeople(match.current()), match.played().get(match.played().size() - 1), false);
            Stages.setSized(stage, new Scene(view.node(), 1100, 520));
        });
        robot.clickOn("#roll");
        WaitForAsyncUtils.waitForFxEvents();
        State rolled = match.current();
        PawnMove first = (PawnMove) rolled.legalMoves().get(0);
        robot.clickOn("#cell-" + first.from());
        WaitForAsyncUtils.waitForFxEvents();
        write(Shots.DOCS_SCREENSHOTS.resolve("battlegammon.png"));
    }

    /** For a look at the end of a game and a turn cut short (kept out of the docs: target/). */
    @Test
    void aFinishedGameAndAShortTurn(FxRobot robot) throws Exception {
        Match match = match(7);
        Rng chooser = Rng.fromState(9);
        int shortTurnPly = -1;
        while (!match.current().isTerminal()) {
            State state = match.current();
            if (state.isChance()) {
                if (shortTurnPly < 0 && ((BattlegammonState) state).missedLastTurn()[0] != 0) {
                    shortTurnPly = match.cursor();
                }
                match.playChance();
            } else {
                List<Move> legal = state.legalMoves();
                match.play(legal.get(chooser.nextInt(legal.size())));
            }
        }
        FakeViewContext context = new FakeViewContext(match);
        int cut = shortTurnPly > 0 ? shortTurnPly : match.cursor() / 2;
        robot.interact(() -> {
            BattlegammonBoardView view = new BattlegammonBoardView(context);
            context.attach(view);
            view.show(Sights.ofPeople(match.current()), match.played().get(match.cursor() - 1), false);
            Stages.setSized(stage, new Scene(view.node(), 1100, 520));
        });
        WaitForAsyncUtils.waitForFxEvents();
        write(Shots.REVIEW.resolve("battlegammon-end.png"));
        {
            robot.interact(() -> {
                match.rewindTo(cut);
                BattlegammonBoardView view = new BattlegammonBoardView(context);
                context.attach(view);
                view.show(Sights.ofPeople(match.current()), match.played().get(cut - 1), false);
                Stages.setSized(stage, new Scene(view.node(), 800, 420));
            });
            WaitForAsyncUtils.waitForFxEvents();
            write(Shots.REVIEW.resolve("battlegammon-short-turn.png"));
        }
    }

    private void write(Path file) throws Exception {
        Snapshots.writePng(WaitForAsyncUtils.asyncFx(() -> stage.getScene().snapshot(null)).get(), file);
    }
}
