package dev.tabula.app;

import dev.tabula.app.common.GameEntry;
import dev.tabula.app.common.I18n;
import dev.tabula.app.common.Language;
import dev.tabula.app.common.MatchRequest;
import dev.tabula.app.common.SeatNames;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import dev.tabula.testing.SceneTextCheck;
import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
 * and {@code -Dscreenshots.languages=ja,sr-Latn}. Labels cut short (an ellipsis) in any picture
 * are listed in {@code clipped.txt} beside them.
 */
@org.junit.jupiter.api.Timeout(value = 40, unit = java.util.concurrent.TimeUnit.MINUTES) // the whole matrix takes longer than the suite's 5-minute net under load
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

    /**
     * {@code hints/<game>.png}: each game a few moves in with the Hint's answer in the status
     * line, at 1366 × 768; {@code extras/}: Battlegammon with the second seat playing Black, and
     * Zodijak at 800 × 600 with four long names (three computers, one of them dealing) in every language.
     */
    @Test
    void hintsAndHardCases() throws IOException {
        SteppedComputers computers = new SteppedComputers();
        robot.interact(() -> shell().computers = computers);
        resize(1366, 768);
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            startAndPlay(entry);
            robot.interact(() -> {
                State state = shell().matchScreen().match().current();
                if (state.isChance()) {
                    shell().matchScreen().play(state.sampleChance());
                }
                shell().matchScreen().hint();
            });
            computers.runUntilIdle();
            shoot(Shots.ROOT.resolve("hints").resolve(entry.id() + ".png"));
        }
        GameEntry battlegammon = onFx(() -> shell().registry().find("battlegammon").orElseThrow());
        startAndPlay(battlegammon, defaultSeats(battlegammon, 2), Map.of("colours", "secondSeatBlack"));
        shoot(Shots.ROOT.resolve("extras").resolve("battlegammon-second-seat-black.png"));

        resize(800, 600);
        GameEntry zodijak = onFx(() -> shell().registry().find("zodijak").orElseThrow());
        for (String tag : LANGUAGES) {
            Language language = Language.fromTag(tag).orElseThrow(() -> new IllegalArgumentException("no language " + tag));
            robot.interact(() -> shell().switchLanguage(language));
            I18n i18n = I18n.of(language);
            List<Seat> seats = new ArrayList<>(List.of(Seat.person(i18n.text("seat.default", 1))));
            for (int n = 1; n <= 3; n++) {
                seats.add(Seat.computer(SeatNames.computerName(n, 3, dev.tabula.ai.Level.MEDIUM, i18n), "medium"));
            }
            startAndPlay(zodijak, seats, Map.of());
            shoot(Shots.ROOT.resolve("extras").resolve("zodijak-four-800x600-" + tag + ".png"));
        }
    }

    /**
     * {@code resign/}: the newest screens. Every game with Resign under the move list at the three
     * common sizes in both themes, the Resign question, each game after a resignation (a shared
     * win at a four-seat Zodijak table among them), the Records window with a few rows in English
     * and Spanish, the losing-move question, and the Settings dialog at 800 × 600 in every language.
     */
    @Test
    void resignRecordsAndWarnings() throws IOException {
        Path root = Shots.ROOT.resolve("resign");
        SteppedComputers computers = new SteppedComputers();
        robot.interact(() -> shell().computers = computers);
        for (String theme : THEMES) {
            useTheme(theme);
            for (String size : List.of("800x600", "1366x768", "1920x1080")) {
                String[] wh = size.split("x");
                resize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
                for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                    startAndPlay(entry);
                    shoot(root.resolve(size + "-" + theme).resolve(entry.id() + ".png"));
                }
            }
        }
        useTheme("light");
        resize(1366, 768);
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            startAndPlay(entry);
            click("#resign");
            snap(robot.lookup("#resign-dialog").query().getScene(), root.resolve("question-" + entry.id() + ".png"));
            click("#confirm-yes");
            settle();
            shoot(root.resolve("resigned-" + entry.id() + ".png"));
        }
        GameEntry zodijak = onFx(() -> shell().registry().find("zodijak").orElseThrow());
        startAndPlay(zodijak, List.of(Seat.person("Anna"), Seat.computer("Bob", "easy"), Seat.computer("C", "medium"),
                Seat.computer("D", "hard")), Map.of());
        computers.runUntilIdle();
        click("#resign");
        click("#confirm-yes");
        settle();
        shoot(root.resolve("resigned-zodijak-four.png"));
        for (String tag : List.of("en", "es")) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            robot.interact(() -> shell().records().show());
            settle();
            javafx.stage.Window records = robot.listTargetWindows().stream()
                    .filter(w -> w != stage && w.isShowing()).findFirst().orElseThrow();
            snap(records.getScene(), root.resolve("records-" + tag + ".png"));
            robot.interact(records::hide);
        }
        robot.interact(() -> shell().switchLanguage(Language.fromTag("en").orElseThrow()));
        robot.interact(() -> shell().settings().warnLosingMoves = true);
        GameEntry zodiac = onFx(() -> shell().registry().find("zodiac").orElseThrow());
        robot.interact(() -> shell().startMatch(new MatchRequest(zodiac, List.of(Seat.person("Ana"), Seat.person("Bo")),
                Map.of(), 9)));
        State start = current();
        Move losing = start.legalMoves().stream()
                .filter(m -> dev.tabula.ai.LosingMoves.winnerAfter(start.viewFor(0), m).isPresent())
                .findFirst().orElseThrow();
        javafx.application.Platform.runLater(() -> shell().matchScreen().play(losing));
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        snap(robot.lookup("#confirm-dialog").query().getScene(), root.resolve("losing-move-question.png"));
        shoot(root.resolve("losing-move-question-window.png"));
        click("#confirm-no");
        resize(800, 600);
        for (String tag : LANGUAGES) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            robot.interact(() -> javafx.application.Platform.runLater(shell()::showSettings));
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
            javafx.scene.Scene dialog = robot.lookup("#settings-dialog").query().getScene();
            snap(dialog, root.resolve("settings-800x600-" + tag + ".png"));
            List<String> clipped = onFx(() -> SceneTextCheck.clipped(dialog.getRoot()));
            Files.createDirectories(root);
            Files.writeString(root.resolve("settings-" + tag + ".txt"), "window " + onFx(() -> dialog.getWindow().getWidth())
                    + "x" + onFx(() -> dialog.getWindow().getHeight()) + "; clipped: " + clipped + "\n");
            robot.interact(() -> dialog.getWindow().hide());
        }
    }

    /**
     * {@code shell/<language>/<width>x<height>-<theme>/}: the start screen with a match of every
     * game in progress, each game's match screen and Zodijak's New match dialog (the most options),
     * at the five sizes of issue #26 (640 × 480 too) in both themes, in English; in Japanese at
     * 800 × 600 and 1920 × 1080. Narrowed like the rest: {@code -Dscreenshots.shellSizes=…},
     * {@code -Dscreenshots.shellLanguages=…}.
     */
    @Test
    void theShellsScreensAtEverySize() throws IOException {
        for (GameEntry entry : onFx(() -> shell().registry().entries())) {
            startAndPlay(entry);
        }
        for (String tag : list("screenshots.shellLanguages", "en,ja")) {
            robot.interact(() -> shell().switchLanguage(Language.fromTag(tag).orElseThrow()));
            List<String> sizes = list("screenshots.shellSizes", tag.equals("en")
                    ? "640x480,800x600,1366x768,1920x1080,2560x1440" : "800x600,1920x1080");
            for (String theme : tag.equals("en") ? THEMES : List.of("light")) {
                useTheme(theme);
                for (String size : sizes) {
                    String[] wh = size.split("x");
                    resize(Integer.parseInt(wh[0]), Integer.parseInt(wh[1]));
                    Path folder = Shots.ROOT.resolve("shell").resolve(tag).resolve(size + "-" + theme);
                    robot.interact(shell()::showPicker);
                    settle();
                    shoot(folder.resolve("picker.png"));
                    // opened as the card's button does, also where the card lies below the fold (640 × 480)
                    GameEntry zodijak = onFx(() -> shell().registry().find("zodijak").orElseThrow());
                    robot.interact(() -> javafx.application.Platform.runLater(() -> shell().newMatch(zodijak)));
                    org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
                    javafx.scene.Scene dialog = robot.lookup("#new-match-dialog").query().getScene();
                    snap(dialog, folder.resolve("new-match-zodijak.png"));
                    List<String> clipped = onFx(() -> SceneTextCheck.clipped(dialog.getRoot()));
                    if (!clipped.isEmpty()) {
                        Files.createDirectories(Shots.ROOT);
                        Files.writeString(Shots.ROOT.resolve("clipped.txt"), folder + "/new-match-zodijak.png: "
                                + String.join("; ", clipped) + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                    }
                    robot.push(javafx.scene.input.KeyCode.ESCAPE);
                    for (GameEntry entry : onFx(() -> shell().registry().entries())) {
                        startAndPlay(entry);
                        shoot(folder.resolve(entry.id() + ".png"));
                    }
                }
            }
        }
    }

    private List<Seat> defaultSeats(GameEntry entry, int count) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            seats.add(Seat.person(onFx(() -> SeatNames.defaultName(seats.size(), entry, shell().i18n()))));
        }
        return seats;
    }

    /** A match of people at the game's fewest seats, a few moves in; a Zodijak hand is shown, not covered. */
    private void startAndPlay(GameEntry entry) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < entry.game().info().minSeats(); i++) {
            seats.add(Seat.person("P" + (i + 1)));
        }
        startAndPlay(entry, seats, Map.of());
    }

    /** A match of {@code seats}, a few moves in (the computers' moves too are played here); a Zodijak hand is shown, not covered. */
    private void startAndPlay(GameEntry entry, List<Seat> seats, Map<String, String> options) {
        robot.interact(() -> shell().startMatch(new MatchRequest(entry, seats, options, 42)));
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
        // what a look at the picture can miss: a label cut short, listed beside the pictures
        List<String> clipped = onFx(() -> SceneTextCheck.clipped(stage.getScene().getRoot()));
        if (!clipped.isEmpty()) {
            Path report = Shots.ROOT.resolve("clipped.txt");
            Files.createDirectories(report.getParent());
            Files.writeString(report, Shots.ROOT.relativize(file) + ": " + String.join("; ", clipped) + "\n",
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
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
