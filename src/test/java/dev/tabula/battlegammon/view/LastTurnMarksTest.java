package dev.tabula.battlegammon.view;

import dev.tabula.testing.Sights;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.BoardView;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Stages;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.shape.Line;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The last turn's marks on the track follow the position shown, whatever way the board got
 * there: forward, undo, redo, a jump in the move list, a file just opened.
 */
@ExtendWith(ApplicationExtension.class)
class LastTurnMarksTest {
    private Match match;
    private ShownLineContext context;
    private BattlegammonBoardView view;

    /** The shell's context in small, which also knows the moves that led to the position shown. */
    static final class ShownLineContext extends MatchViewContext<BoardView> {
        int shownPly;

        ShownLineContext(Match match) {
            super(match, ResourceBundle.getBundle(BattlegammonUi.BUNDLE));
        }

        @Override
        public List<Move> movesToShown() {
            return match().line().subList(0, shownPly);
        }
    }

    @Start
    void start(Stage stage) {
        Battlegammon game = new Battlegammon();
        match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 2026L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        for (int ply = 0; ply < 40 && !match.current().isTerminal(); ply++) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        context = new ShownLineContext(match);
        view = new BattlegammonBoardView(context);
        Stages.setSized(stage, new Scene(view.node(), 1100, 520));
        stage.show();
    }

    @Test
    void theMarksAreTheTurnThatLedToThePositionShownAfterEveryJump(FxRobot robot) {
        List<Integer> plies = new ArrayList<>();
        for (int ply = match.line().size(); ply >= 0; ply--) {
            plies.add(ply); // backwards, as undo does, then the other way as redo, then jumps
        }
        for (int ply = 0; ply <= match.line().size(); ply++) {
            plies.add(ply);
        }
        plies.addAll(List.of(12, 3, 30, 0, 25));
        for (int ply : plies) {
            robot.interact(() -> show(ply));
            BattlegammonState shown = (BattlegammonState) match.stateAt(ply);
            List<int[]> expected = expectedLastTurn(ply);
            Set<String> framed = WaitForAsyncUtils.waitForAsyncFx(5000, this::framedSquares);
            assertThat(framed).as("frames after %d plies", ply)
                    .isEqualTo(expected.stream().map(m -> String.valueOf(m[1])).collect(Collectors.toSet()));
            assertThat(robot.lookup(".battlegammon-last-move").queryAll()).as("one frame per move after %d plies", ply)
                    .hasSize(expected.size());
            for (int[] move : expected) {
                assertThat(shown.codeAt(move[1]) != 0 || move[1] == Track.WHITE_HOME || move[1] == Track.BLACK_HOME)
                        .as("a frame after %d plies is on a pawn", ply).isTrue();
            }
        }
    }

    @Test
    void twoMovesAlongOneRowAreTwoLines(FxRobot robot) {
        int ply = firstPlyWithTwoMarkedMoves();
        robot.interact(() -> show(ply));
        List<Line> lines = robot.lookup(".battlegammon-last-move-line").queryAllAs(Line.class).stream().toList();
        assertThat(lines).hasSize(2);
        Bounds a = lines.get(0).getBoundsInParent();
        Bounds b = lines.get(1).getBoundsInParent();
        assertThat(a.getMinY() == b.getMinY() && a.getMaxY() == b.getMaxY()).as("the lines lie apart").isFalse();
    }

    private void show(int ply) {
        context.shownPly = ply;
        view.show(Sights.ofPeople(match.stateAt(ply)), ply > 0 ? match.line().get(ply - 1) : null, false);
    }

    private int firstPlyWithTwoMarkedMoves() {
        for (int ply = 1; ply <= match.line().size(); ply++) {
            if (expectedLastTurn(ply).size() == 2) {
                return ply;
            }
        }
        throw new AssertionError("no turn of two pawn moves in the first plies");
    }

    /** Replays the line: the pawn moves of the latest turn that made one, kept across the next roll. */
    private List<int[]> expectedLastTurn(int plies) {
        List<int[]> turn = new ArrayList<>();
        boolean rolledSince = false;
        for (int i = 0; i < plies; i++) {
            Move move = match.line().get(i);
            BattlegammonState before = (BattlegammonState) match.stateAt(i);
            if (move instanceof Roll) {
                rolledSince = true;
            } else if (move instanceof PawnMove pawn) {
                if (rolledSince) {
                    turn.clear();
                    rolledSince = false;
                }
                turn.add(new int[] {pawn.from(), pawn.to(before.side())});
            } else {
                turn.clear();
                rolledSince = false;
            }
        }
        return turn;
    }

    private Set<String> framedSquares() {
        Set<String> squares = new java.util.HashSet<>();
        for (Node frame : view.node().lookupAll(".battlegammon-last-move")) {
            Bounds box = frame.localToScene(frame.getBoundsInLocal());
            List<Node> cells = new ArrayList<>();
            for (String kind : List.of(".battlegammon-white-square", ".battlegammon-black-square", ".battlegammon-home")) {
                cells.addAll(view.node().lookupAll(kind));
            }
            for (Node cell : cells) {
                Bounds c = cell.localToScene(cell.getBoundsInLocal());
                if (box.contains(c.getCenterX(), c.getCenterY())) {
                    squares.add(cell.getId().substring("cell-".length()));
                }
            }
        }
        return squares;
    }
}
