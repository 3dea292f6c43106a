package dev.tabula.i18n;

import dev.tabula.testing.Sights;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.core.Game;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.view.ZodiacUi;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.view.ZodijakUi;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the Zodiac and Zodijak views in every translated language to
 * {@code review/i18n/<game>-<language>.png} under {@link Shots#ROOT}, to look at by eye (glyph
 * boxes, clipped words). Not part of the suite: {@code mvn -B -Pscreenshots test}.
 */
@ExtendWith(ApplicationExtension.class)
class LocalizedViewScreenshots {
    private static final List<String> LANGUAGES = List.of("ja", "ko", "zh-TW", "sr-Latn", "es", "und");
    private static final String THEME = "-tabula-fg: #1b1b1b; -tabula-bg: #eef1ec; -tabula-accent: #1565c0;"
            + " -tabula-surface: #fbfbf8; -fx-background-color: #eef1ec;";
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.show();
    }

    @Test
    void zodiacInEveryLanguage(FxRobot robot) throws Exception {
        for (String tag : LANGUAGES) {
            Match match = new Match(new ZodiacGame(), new Setup(2, new ZodiacGame().info().resolveOptions(Map.of()), 1L),
                    List.of(Seat.person("Ann"), Seat.person("Ben")));
            for (String notation : List.of("O4-I1", "O2-I5")) {
                match.play(match.game().parseMove(match.current(), notation));
            }
            MatchViewContext<BoardView> context = mount(robot, new ZodiacUi(), match, Locale.forLanguageTag(tag), 900, 760);
            robot.clickOn("#point-O8");
            WaitForAsyncUtils.waitForFxEvents();
            snapshot(robot, "zodiac-" + tag, context);
        }
    }

    @Test
    void zodijakInEveryLanguage(FxRobot robot) throws Exception {
        for (String tag : LANGUAGES) {
            Game game = new ZodijakGame();
            Match match = new Match(game, new Setup(3, game.info().resolveOptions(Map.of("sign1", "lav", "sign2", "ribe",
                    "sign3", "skorpija")), 12), List.of(Seat.person("Ana"), Seat.person("Bojan"), Seat.person("Ceca")));
            for (int i = 0; i < 5; i++) {
                List<Move> legal = match.current().legalMoves();
                match.play(legal.stream().filter(m -> m instanceof ZodijakMove.Play).findFirst()
                        .orElse(legal.get(legal.size() - 1)));
            }
            MatchViewContext<BoardView> context = mount(robot, new ZodijakUi(), match, Locale.forLanguageTag(tag), 1100, 760);
            snapshot(robot, "zodijak-cover-" + tag, context);
            robot.clickOn("#coverButton");
            WaitForAsyncUtils.waitForFxEvents();
            snapshot(robot, "zodijak-table-" + tag, context);
        }
    }

    private MatchViewContext<BoardView> mount(FxRobot robot, GameUi ui, Match match, Locale locale, int w, int h) {
        MatchViewContext<BoardView> context = new MatchViewContext<>(match, ResourceBundle.getBundle(ui.bundleBaseName(), locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
        robot.interact(() -> {
            BoardView view = ui.createView(context);
            context.attach(view);
            view.node().setStyle(THEME);
            stage.setScene(new Scene(view.node(), w, h));
            stage.sizeToScene();
            view.show(Sights.ofPeople(match.current()), null, false);
        });
        WaitForAsyncUtils.waitForFxEvents();
        return context;
    }

    private void snapshot(FxRobot robot, String name, MatchViewContext<BoardView> context) throws Exception {
        WritableImage[] image = new WritableImage[1];
        robot.interact(() -> image[0] = stage.getScene().snapshot(null));
        Snapshots.writePng(image[0], Shots.REVIEW.resolve("i18n").resolve(name + ".png"));
    }
}
