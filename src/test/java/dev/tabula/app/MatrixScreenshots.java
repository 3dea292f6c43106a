package dev.tabula.app;

import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The screenshot matrix of the real app (issue #16), under {@link Shots#ROOT}:
 * {@code matrix/<width>x<height>-<theme>/} holds the picker and one match of each game at each
 * window size in each theme, and {@code languages/<language>/} the picker and a Zodijak match in
 * each language. Not part of the suite: {@code mvn -B -Pscreenshots test}; the lists can be
 * narrowed with {@code -Dscreenshots.sizes=800x600,1920x1080}, {@code -Dscreenshots.themes=dark}
 * and {@code -Dscreenshots.languages=ja,sr-Latn}.
 */
class MatrixScreenshots extends ShellUiTest {
    private static final List<String> SIZES = list("screenshots.sizes", "800x600,1366x768,1920x1080,2560x1440");
    private static final List<String> THEMES = list("screenshots.themes", "light,dark");
    private static final List<String> LANGUAGES = list("screenshots.languages", "en,ja,ko,sr-Latn,es,zh-TW");
    /** Enough moves that each board shows a game under way, few enough that none is over. */
    private static final int MOVES = 8;

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\"}";
    }

    @Test
    void everyGameAtEverySizeInEveryTheme() throws IOException {
        for (String theme : THEMES) {
            useTheme(theme);
            for (String size : SIZES) {
                String[] wh = size.split("x");
                resize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
                Path folder = Shots.ROOT.resolve("matrix").resolve(size + "-" + theme);
                robot.interact(shell()::showPicker);
                shoot(folder.resolve("picker.png"));
                for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                    startAndPlay(entry);
                    shoot(folder.resolve(entry.id() + ".png"));
                }
            }
        }
    }

    @Test
    void thePickerAndZodijakInEveryLanguage() throws IOException {
        resize(1366, 768);
        for (String tag : LANGUAGES) {
            Language language = Language.fromTag(tag).orElseThrow(() -> new IllegalArgumentException("no language " + tag));
            robot.interact(() -> {
                shell().switchLanguage(language);
                shell().showPicker();
            });
            Path folder = Shots.ROOT.resolve("languages").resolve(tag);
            shoot(folder.resolve("picker.png"));
            startAndPlay(onFx(() -> shell().registry().find("zodijak").orElseThrow()));
            shoot(folder.resolve("zodijak.png"));
        }
    }

    /** A match of people at the game's fewest seats, a few moves in; a Zodijak hand is shown, not covered. */
    private void startAndPlay(GameEntry entry) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < entry.game().info().minSeats(); i++) {
            seats.add(Seat.person("P" + (i + 1)));
        }
        robot.interact(() -> shell().startMatch(new MatchRequest(entry, seats, Map.of(), 42)));
        for (int i = 0; i < MOVES; i++) {
            robot.interact(() -> {
                State state = shell().matchScreen().match().current();
                if (!state.isTerminal()) {
                    // the seed's own roll: any other is refused on Continue, and the next picker shot would show it broken
                    List<Move> moves = state.isChance() ? List.of(state.sampleChance()) : state.legalMoves();
                    shell().matchScreen().play(moves.get(moves.size() / 2));
                }
            });
        }
        if (robot.lookup("#coverButton").tryQuery().isPresent()) {
            robot.interact(() -> robot.lookup("#coverButton").queryButton().fire());
        }
    }

    /**
     * The scene once laid out at its size: a screen that fits itself to its width (the picker's
     * cards, their pictures) changes on the layout pass after the one that told it the width,
     * and a player sees that a frame later, so the picture waits for it too.
     */
    private void shoot(Path file) throws IOException {
        for (int pass = 0; pass < 3; pass++) {
            robot.interact(() -> {
                stage.getScene().getRoot().applyCss();
                stage.getScene().getRoot().layout();
            });
        }
        snap(stage.getScene(), file);
    }

    private void resize(int width, int height) {
        robot.interact(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
    }

    private void useTheme(String theme) {
        String dark = getClass().getResource("/dev/tabula/app/tabula-dark.css").toExternalForm();
        robot.interact(() -> {
            shell().settings().theme = theme;
            stage.getScene().getStylesheets().remove(dark);
            if (shell().settings().darkTheme()) {
                stage.getScene().getStylesheets().add(dark);
            }
        });
    }

    private static List<String> list(String property, String defaults) {
        return Arrays.stream(System.getProperty(property, defaults).split(",")).map(String::strip)
                .filter(item -> !item.isEmpty()).toList();
    }
}
