package dev.tabula.app;

import dev.tabula.app.common.Language;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import javafx.stage.Window;
import dev.tabula.testing.Shots;
import org.junit.jupiter.api.Test;

/**
 * The picker and matches of the real app in other languages, for {@code docs/screenshots} (Japanese
 * and Serbian) and for review (the rest, rules windows), under {@link Shots#ROOT}. Not part of the
 * suite: {@code mvn -B -Pscreenshots test}. Needs a CJK font (fonts-wqy-zenhei) or the Japanese
 * pictures show boxes.
 */
class LocalizedShellScreenshots extends ShellUiTest {
    private static final Path DOCS = Shots.DOCS_SCREENSHOTS;
    private static final Path REVIEW = Shots.REVIEW.resolve("i18n");

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\", \"windowWidth\": 1100, \"windowHeight\": 720}";
    }

    @Test
    void japanese() throws IOException {
        switchTo(Language.JAPANESE);
        snap(stage.getScene(), DOCS.resolve("picker-ja.png"));
        startZola();
        for (int i = 0; i < 7; i++) {
            clickMove(greedy(current()));
        }
        snap(stage.getScene(), DOCS.resolve("zola-ja.png"));
        snapRules("rules-zola-ja.png");
    }

    @Test
    void serbian() throws IOException {
        switchTo(Language.SERBIAN_LATIN);
        snap(stage.getScene(), DOCS.resolve("picker-sr.png"));
        click("#new-zodijak");
        snap(robot.lookup("#new-match-dialog").query().getScene(), REVIEW.resolve("new-match-zodijak-sr.png"));
        // Zodijak's dialog is taller than this window: its Start button is below the screen's edge
        robot.interact(() -> robot.lookup("#start-match").queryButton().fire());
        playFirstMoves(6);
        snap(stage.getScene(), REVIEW.resolve("zodijak-cover-sr.png"));
        click("#coverButton"); // the player to move shows their hand
        snap(stage.getScene(), DOCS.resolve("zodijak-sr.png"));
        snapRules("rules-zodijak-sr.png");
    }

    @Test
    void theOthersForReview() throws IOException {
        switchTo(Language.CHINESE_TRADITIONAL);
        snap(stage.getScene(), REVIEW.resolve("picker-zh-TW.png"));
        click("#new-battlegammon");
        snap(robot.lookup("#new-match-dialog").query().getScene(), REVIEW.resolve("new-match-battlegammon-zh-TW.png"));
        click("#start-match");
        playFirstMoves(9);
        snap(stage.getScene(), REVIEW.resolve("battlegammon-zh-TW.png"));
        snapRules("rules-battlegammon-zh-TW.png");
        switchTo(Language.KOREAN);
        snap(stage.getScene(), REVIEW.resolve("battlegammon-ko.png"));
        switchTo(Language.SPANISH);
        snap(stage.getScene(), REVIEW.resolve("battlegammon-es.png"));
        robot.interact(() -> shell().showPicker());
        snap(stage.getScene(), REVIEW.resolve("picker-es.png"));
        startZola();
        for (int i = 0; i < 5; i++) {
            clickMove(greedy(current()));
        }
        snap(stage.getScene(), REVIEW.resolve("zola-es.png"));
        snapRules("rules-zola-es.png");
        switchTo(Language.KOREAN);
        snap(stage.getScene(), REVIEW.resolve("zola-ko.png"));
        click("#settings-match");
        snap(robot.lookup("#settings-dialog").query().getScene(), REVIEW.resolve("settings-ko.png"));
    }

    @Test
    void theMissingFontNotice() throws IOException {
        switchTo(Language.SERBIAN_LATIN);
        robot.interact(() -> shell().fontCheck = locale -> java.util.Optional.of(dev.tabula.app.fonts.CjkFontCheck.MESSAGE_KEY));
        click("#settings");
        robot.interact(() -> {
            javafx.scene.control.DialogPane dialog = robot.lookup("#settings-dialog").queryAs(javafx.scene.control.DialogPane.class);
            javafx.scene.control.ComboBox<?> box = robot.lookup("#setting-language").queryAs(javafx.scene.control.ComboBox.class);
            box.getSelectionModel().select(box.getItems().indexOf(Language.JAPANESE));
            ((javafx.scene.control.Button) dialog.lookupButton(dialog.getButtonTypes().get(0))).fire();
        });
        snap(robot.lookup("#notice-dialog").query().getScene(), REVIEW.resolve("font-missing-sr.png"));
        robot.interact(() -> robot.lookup("#notice-ok").queryButton().fire());
    }

    private void switchTo(Language language) {
        robot.interact(() -> {
            stage.setWidth(1100);
            stage.setHeight(720);
            shell().switchLanguage(language);
        });
    }

    /** The first legal move (or dice roll, or deal) a few times, through the match screen. */
    private void playFirstMoves(int count) {
        for (int i = 0; i < count; i++) {
            robot.interact(() -> {
                State state = shell().matchScreen().match().current();
                if (state.isTerminal()) {
                    return;
                }
                List<Move> moves = state.isChance()
                        ? state.chanceOutcomes().stream().map(ChanceOutcome::move).toList()
                        : state.legalMoves();
                shell().matchScreen().play(moves.get(moves.size() / 2));
            });
        }
    }

    private void snapRules(String name) throws IOException {
        click("#rules");
        Window rules = robot.listTargetWindows().stream().filter(w -> w != stage && w.isShowing()).findFirst().orElseThrow();
        snap(rules.getScene(), REVIEW.resolve(name));
        robot.interact(() -> ((javafx.stage.Stage) rules).close());
    }
}
