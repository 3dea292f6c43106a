package dev.tabula.zodiac.view;

import dev.tabula.testing.Sights;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameWords;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.testing.FxWait;
import dev.tabula.testing.MatchViewContext;
import dev.tabula.testing.Shots;
import dev.tabula.testing.Snapshots;
import dev.tabula.testing.Stages;
import dev.tabula.zodiac.ZodiacGame;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Zodiac's pictures of the docs, under {@link Shots#ROOT}: a game in progress with the hint on,
 * and the named board of the rules page. Not part of the suite: {@code mvn -B -Pscreenshots test}.
 */
@ExtendWith(ApplicationExtension.class)
class ZodiacScreenshots {
    private static final String THEME = "-tabula-fg: #20242a; -tabula-bg: #f3efe6; -tabula-accent: #2f6fd0;"
            + " -tabula-surface: #ffffff; -fx-background-color: -tabula-bg;";
    private final ZodiacGame game = new ZodiacGame();
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.show();
    }

    /** docs/screenshots/zodiac.png: a game in progress, a disc selected, its jumps and flips, the hint on. */
    @Test
    void aGameInProgressWithTheHint(FxRobot robot) throws Exception {
        Match match = new Match(game, new Setup(2, game.info().resolveOptions(Map.of()), 1L),
                List.of(Seat.person("Ann"), Seat.person("Ben")));
        for (String notation : List.of("O4-I1", "O2-I5", "O8-I11", "O10-I7")) {
            match.play(game.parseMove(match.current(), notation));
        }
        MatchViewContext<BoardView> context = new MatchViewContext<>(match,
                ResourceBundle.getBundle(new ZodiacUi().bundleBaseName(), Locale.ROOT));
        context.highlight = true;
        robot.interact(() -> {
            BoardView view = new ZodiacUi().createView(context);
            context.attach(view);
            StackPane root = new StackPane(view.node());
            root.setStyle(THEME);
            Stages.setSized(stage, new Scene(root, 640, 720));
            view.show(Sights.ofPeople(match.current()), match.line().get(match.cursor() - 1), false);
        });
        robot.clickOn("#move-values");
        Label status = robot.lookup("#hintStatus").queryAs(Label.class);
        String computing = GameWords.format(context.messages(), "view.hint.computing");
        FxWait.until(() -> !status.getText().equals(computing), status.textProperty());
        robot.clickOn("#point-O12");
        Snapshots.writePng(FxWait.call(() -> stage.getScene().snapshot(null)), Shots.DOCS_SCREENSHOTS.resolve("zodiac.png"));
    }

    /** docs/rules/zodiac-board.png: the start position with every point named, for the rules page. */
    @Test
    void theBoardOfTheRulesPage() throws Exception {
        Snapshots.writePng(FxWait.call(() -> {
            StackPane pane = new StackPane(new ZodiacUi().preview(game.start(2, Map.of(), 1L).publicView(), 480));
            pane.setStyle("-tabula-fg: #20242a; -tabula-bg: #f3efe6; -tabula-accent: #2f6fd0; -fx-background-color: #f3efe6;");
            return new Scene(pane, 480, 480).snapshot(null);
        }), Shots.DOCS_RULES.resolve("zodiac-board.png"));
    }
}
