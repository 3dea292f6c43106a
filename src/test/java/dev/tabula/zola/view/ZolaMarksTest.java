package dev.tabula.zola.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Sights;
import dev.tabula.testing.Stages;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** A hint on Zola's board: an arrow from the piece's square to its destination, gone with the next position. */
@Tag("ui")
@ExtendWith(ApplicationExtension.class)
class ZolaMarksTest {
    private Match match;
    private MatchViewContext<BoardView> context;
    private BoardView view;

    @Start
    void start(Stage stage) {
        ZolaGame game = new ZolaGame();
        match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 1L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        context = new MatchViewContext<>(match, ResourceBundle.getBundle(ZolaUi.BUNDLE));
        view = new ZolaUi().createView(context);
        context.attach(view);
        view.show(Sights.ofPeople(match.current()), null, false);
        Stages.setSized(stage, new Scene(view.node(), 600, 600));
        stage.show();
    }

    @Test
    void aHintIsDrawnFromThePiecesSquareToItsDestination(FxRobot robot) {
        ZolaState state = (ZolaState) match.current();
        ZolaMove move = state.legalMoves().stream().filter(m -> m instanceof ZolaMove z && !z.isPass())
                .map(ZolaMove.class::cast).findFirst().orElseThrow();
        robot.interact(() -> view.mark(List.of(BoardMark.of(BoardMark.Kind.HINT, move))));
        String from = state.squareName(move.from());
        String to = state.squareName(move.to());
        Node arrow = robot.lookup("#mark-" + from + "-" + to).query();
        assertThat(arrow.getStyleClass()).contains("board-mark", "board-mark-hint");
        Bounds drawn = arrow.getBoundsInParent();
        for (String square : List.of(from, to)) {
            Bounds cell = robot.lookup("#cell-" + square).query().getBoundsInParent();
            assertThat(drawn.contains(cell.getCenterX(), cell.getCenterY())).as("over " + square).isTrue();
        }
        robot.interact(() -> view.mark(List.of(BoardMark.of(BoardMark.Kind.LESSON, move))));
        assertThat(robot.lookup(".board-mark-hint").queryAll()).as("each call replaces the marks").isEmpty();
        assertThat(robot.lookup(".board-mark-lesson").queryAll()).hasSize(1);

        robot.interact(() -> context.play(move));
        assertThat(robot.lookup(".board-mark").queryAll()).as("the next position clears them").isEmpty();
    }
}
