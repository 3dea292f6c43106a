package dev.tabula.app;

import dev.tabula.testing.FxWait;
import dev.tabula.testing.Clicks;
import dev.tabula.testing.Snapshots;
import dev.tabula.testing.SteppingClock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;
import org.testfx.api.FxToolkit;

/**
 * The base of the shell's UI tests: the real app in the test's stage, its data folder in a
 * temporary directory (set before the app starts, so the player's real folder is never touched),
 * and the file chooser replaced by a stub.
 */
@Tag("ui")
abstract class ShellUiTest {
    @TempDir
    Path home;
    TabulaApp app;
    Stage stage;
    final StubFilePicker files = new StubFilePicker();
    /** The data folder's writes, which a test can make fail. */
    final FailingWrites writes = new FailingWrites();
    /** The board views' clock (see {@link SteppingClock}). */
    final SteppingClock clock = new SteppingClock();

    /** Settings written before the start; no animation keeps click-through games fast. */
    String initialSettings() {
        return "{\"animation\": \"off\"}";
    }

    /** The settings file's bytes before the start (a test of a broken file gives other bytes). */
    byte[] initialSettingsBytes() {
        return initialSettings().getBytes(java.nio.charset.StandardCharsets.UTF_8);
    }

    final FxRobot robot = new FxRobot();

    /** Fills the data folder before the start: the settings (a test of a hostile folder puts other things there). */
    void prepareHome() throws IOException {
        Files.write(home.resolve("settings.json"), initialSettingsBytes());
    }

    @BeforeEach
    void startApp() throws Exception {
        System.setProperty("tabula.home", home.toString());
        prepareHome();
        stage = FxToolkit.registerPrimaryStage();
        app = new TabulaApp(files, writes);
        FxToolkit.setupApplication(() -> app);
        robot.interact(() -> stage.toFront());
        robot.interact(() -> shell().clock = clock);
        settle();
    }

    /**
     * Waits until every file task the app started (autosaves, the list of matches in progress,
     * reading a match file) is done and on screen: an event to wait on, not a time.
     */
    void settle() {
        try {
            WaitForAsyncUtils.waitFor(onFx(() -> shell().whenIdle()));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopApp() throws Exception {
        FxToolkit.cleanupApplication(app);
        FxToolkit.cleanupStages();
        System.clearProperty("tabula.home"); // the folder is deleted now; later tests must not write there
    }

    Shell shell() {
        return app.shell();
    }

    Match match() {
        return onFx(() -> shell().matchScreen().match());
    }

    State current() {
        return onFx(() -> shell().matchScreen().match().current());
    }

    static <T> T onFx(Callable<T> query) {
        return FxWait.call(query);
    }

    /** From the picker: the Zola card's "New match", then "Start" in the dialog. */
    void startZola() {
        click("#new-zola");
        click("#start-match");
        assertThat(robot.lookup("#match-screen").tryQuery()).isPresent();
        // the board draws its cells once it is laid out, on a pulse that may come after the click's
        // events: waited for as that layout, not for a time
        javafx.scene.Parent root = robot.lookup("#match-screen").query().getScene().getRoot();
        FxWait.until(() -> robot.lookup("#cell-a1").tryQuery().isPresent(), root.needsLayoutProperty());
    }

    /** Plays {@code move} the way a player does: a click on the piece, a click on its destination (or Pass). */
    void clickMove(Move move) {
        ZolaMove zola = (ZolaMove) move;
        if (zola.isPass()) {
            click("#pass-button");
            return;
        }
        ZolaState state = (ZolaState) current();
        click("#cell-" + state.squareName(zola.from()));
        click("#cell-" + state.squareName(zola.to()));
    }

    /**
     * Plays {@code move} the way the board hands a person's move to the shell, without the clicks:
     * for the long stretches of a whole-game test where the clicking is not what is tested.
     */
    void playAsTheBoardWould(Move move) {
        onFx(() -> {
            shell().matchScreen().play(move);
            return null;
        });
    }

    /** From the match screen's menu (New match, Open, Save, Save as): a click on it, then on the entry {@code query}. */
    void fromMatchMenu(String query) {
        click("#match-menu");
        click(query);
    }

    /** A real click through the robot, without the pointer's glide ({@link Clicks}). */
    void click(String query) {
        Clicks.click(robot, query);
    }

    /** A quick way to a finished game: always the first capture, else the first move. */
    static Move greedy(State state) {
        List<Move> moves = state.legalMoves();
        return moves.stream().filter(m -> m instanceof ZolaMove z && z.isCapture()).findFirst().orElse(moves.get(0));
    }

    boolean visible(String query) {
        return robot.lookup(query).tryQuery().map(Node::isVisible).orElse(false);
    }

    /** Asks Open… for {@code name} in the data folder, a match file cut off in the middle, and waits for the answer. */
    void openACutOffFile(String name) throws IOException {
        Path broken = home.resolve(name);
        Files.writeString(broken, "{\"format\": \"tabula-match\", \"version\": 1, \"game\": \"zola\", \"seats\": [");
        files.toOpen = broken;
        fromMatchMenu("#open-match");
        settle();
    }

    /** Writes what {@code scene} shows to a PNG (headless: no screen grab needed). */
    static void snap(Scene scene, Path file) throws IOException {
        Snapshots.writePng(onFx(() -> scene.snapshot(null)), file);
    }
}
