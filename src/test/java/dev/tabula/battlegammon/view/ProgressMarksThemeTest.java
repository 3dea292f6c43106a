package dev.tabula.battlegammon.view;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.app.spi.TableLook;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.testing.Contrast;
import dev.tabula.testing.Sights;
import java.util.List;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.HBox;
import javafx.scene.paint.Color;
import javafx.scene.shape.Shape;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Black's progress marks stand out from the panels' wooden tray, in the dark theme as in the light one (no theme rule repaints them). */
@ExtendWith(ApplicationExtension.class)
class ProgressMarksThemeTest {
    private Scene scene;
    private BattlegammonBoardView view;

    @Start
    void start(Stage stage) {
        Battlegammon game = new Battlegammon();
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 5L),
                List.of(Seat.person("Ada"), Seat.person("Ben")));
        while (((BattlegammonState) match.current()).inEnemyHalf(Track.BLACK) < 2) {
            State state = match.current();
            match.play(state.isChance() ? state.sampleChance() : state.legalMoves().get(0));
        }
        view = new BattlegammonBoardView(new FakeViewContext(match));
        view.show(Sights.ofPeople(match.current()), null, false);
        scene = new Scene(view.node(), 1100, 520);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void blacksReachedMarksAreRimmedToStandOutOnTheTray(FxRobot robot) {
        assertThat(reachedBlackMarkContrast(robot, "/dev/tabula/app/tabula.css", PanelTray.WOOD)).isGreaterThan(3);
        assertThat(reachedBlackMarkContrast(robot, "/dev/tabula/app/tabula-dark.css", PanelTray.WOOD)).isGreaterThan(3);
    }

    /** The contrast ratio (WCAG) between a reached Black mark's rim and {@code background}, under {@code theme}. */
    private double reachedBlackMarkContrast(FxRobot robot, String theme, Color background) {
        return WaitForAsyncUtils.waitForAsyncFx(5000, () -> {
            scene.getStylesheets().setAll(getClass().getResource("/dev/tabula/app/tabula.css").toExternalForm(),
                    getClass().getResource(theme).toExternalForm());
            scene.getRoot().applyCss();
            HBox blackHalf = (HBox) view.node().lookup("#progress").lookupAll(".battlegammon-mark-reached").stream()
                    .map(Node::getParent).filter(row -> ((HBox) row).getChildren().size() == Track.ENEMY_HALF_TO_WIN)
                    .filter(row -> ((Shape) ((HBox) row).getChildren().get(0)).getFill()
                            .equals(TableLook.stone(TrackPane.BLACK_PAWN)))
                    .findFirst().orElseThrow();
            Color rim = (Color) ((Shape) blackHalf.getChildren().get(0)).getStroke();
            return Contrast.ratio(rim, background);
        });
    }

}
