package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * {@code marks/<game>-<theme>.png}: each game's board a few moves in with the four kinds of mark
 * drawn at once (a hint, a lesson's step, the move played, the better move, each on a different
 * move), in the light and the dark theme, to judge by eye that every kind reads on every board.
 * Not part of the suite: {@code mvn -B -Pscreenshots test -Dtest=BoardMarksScreenshots}.
 */
class BoardMarksScreenshots extends ShellUiTest {
    private static final BoardMark.Kind[] KINDS = {BoardMark.Kind.HINT, BoardMark.Kind.LESSON,
        BoardMark.Kind.PLAYED, BoardMark.Kind.BETTER};

    @Test
    void everyKindOfMarkOnEveryBoardInBothThemes() throws IOException {
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            for (String theme : List.of("light", "dark")) {
                Match match = new Match(entry.game(), new Setup(entry.game().info().minSeats(),
                        entry.game().info().resolveOptions(Map.of()), 11L), seats(entry));
                for (int i = 0; i < 6; i++) {
                    State state = match.current();
                    match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
                }
                if (match.current().isChance()) {
                    match.play(match.current().sampleChance()); // Battlegammon: the dice rolled, moves to mark
                }
                MatchViewContext<BoardView> context = new MatchViewContext<>(match,
                        ResourceBundle.getBundle(entry.ui().bundleBaseName()));
                Stage shown = stage;
                robot.interact(() -> {
                    BoardView view = entry.ui().createView(context);
                    context.attach(view);
                    Scene scene = new Scene(view.node(), 1100, 700);
                    scene.getStylesheets().add(getClass().getResource("/dev/tabula/app/tabula.css").toExternalForm());
                    if (theme.equals("dark")) {
                        scene.getStylesheets().add(getClass().getResource("/dev/tabula/app/tabula-dark.css").toExternalForm());
                    }
                    shown.setScene(scene);
                    view.show(context.sight(match.current()), null, false);
                });
                robot.lookup("#coverButton").tryQuery().ifPresent(cover ->
                        robot.interact(() -> ((javafx.scene.control.Button) cover).fire()));
                List<Move> legal = onFx(() -> match.current().legalMoves());
                List<BoardMark> marks = new ArrayList<>();
                for (int k = 0; k < KINDS.length && k < legal.size(); k++) {
                    marks.add(BoardMark.of(KINDS[k], legal.get(k * (legal.size() - 1) / Math.max(1, KINDS.length - 1))));
                }
                robot.interact(() -> context.view().mark(marks));
                WaitForAsyncUtils.waitForFxEvents();
                snap(stage.getScene(), Shots.ROOT.resolve("marks").resolve(entry.id() + "-" + theme + ".png"));
            }
        }
    }

    private static List<Seat> seats(GameEntry entry) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < entry.game().info().minSeats(); i++) {
            seats.add(Seat.person("P" + (i + 1)));
        }
        return seats;
    }
}
