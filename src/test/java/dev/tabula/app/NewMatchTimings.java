package dev.tabula.app;

import dev.tabula.testing.Shots;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.LongConsumer;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.scene.input.MouseEvent;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How long a player waits on New match, measured and written down, never asserted (a measure, not
 * a test: the suite does not run it, and its name is no test's). For each of a few rounds on the
 * start screen: the card's New match clicked (the button let go), the dialog's window shown, the
 * dialog's first frame laid out, Start let go, the match screen built, its first frame laid out.
 * The figures go to {@code target/screenshots/new-match-timings.txt} and the log, for
 * docs/performance.md. Run it with two busy loops beside it:
 *
 * <pre>
 * sh -c 'while :; do :; done' &amp; A=$!; sh -c 'while :; do :; done' &amp; B=$!
 * mvn -B -o -Pscreenshots -Dtest=NewMatchTimings test; kill $A $B
 * </pre>
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class NewMatchTimings extends ShellUiTest {
    private static final Logger LOG = LoggerFactory.getLogger(NewMatchTimings.class);
    private static final int ROUNDS = 5;

    /** The JavaFX thread's CPU time, in nanoseconds: what the work costs whatever the load. */
    private static long fxCpu() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** The moments of one round, in nanoseconds of {@link System#nanoTime}, and the JavaFX thread's CPU time at each. */
    private static final class Round {
        long cpuReleased;
        long cpuDialogFrame;
        long cpuStartReleased;
        long cpuMatchFrame;
        long newMatchReleased;
        long buttonFrame;
        long dialogShown;
        long dialogFrame;
        long startReleased;
        long matchBuilt;
        long matchFrame;
        final java.util.concurrent.CompletableFuture<Void> done = new java.util.concurrent.CompletableFuture<>();

        String line(int number) {
            return String.format("round %d: New match let go → button's next frame %d ms, dialog shown %d ms, dialog's first frame %d ms;"
                    + " Start let go → match built %d ms, match's first frame %d ms;"
                    + " the JavaFX thread's CPU: %d ms to the dialog's frame, %d ms to the match's", number,
                    ms(newMatchReleased, buttonFrame), ms(newMatchReleased, dialogShown), ms(newMatchReleased, dialogFrame),
                    ms(startReleased, matchBuilt), ms(startReleased, matchFrame),
                    ms(cpuReleased, cpuDialogFrame), ms(cpuStartReleased, cpuMatchFrame));
        }

        private static long ms(long from, long to) {
            return to == 0 ? -1 : TimeUnit.NANOSECONDS.toMillis(to - from);
        }
    }

    @Override
    String initialSettings() {
        return "{\"animation\": \"off\", \"language\": \"en\"}";
    }

    @Test
    void newMatchFromTheStartScreen() throws Exception {
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        settle();
        List<String> lines = new ArrayList<>();
        lines.add("load before: " + load());
        for (int i = 1; i <= ROUNDS; i++) {
            Round round = new Round();
            Scene main = stage.getScene();
            quiet(main);
            robot.interact(() -> {
                main.addEventFilter(MouseEvent.MOUSE_RELEASED, new javafx.event.EventHandler<>() {
                    @Override
                    public void handle(MouseEvent event) {
                        round.newMatchReleased = System.nanoTime();
                        round.cpuReleased = fxCpu();
                        main.removeEventFilter(MouseEvent.MOUSE_RELEASED, this);
                        afterNextPulse(main, at -> round.buttonFrame = at);
                    }
                });
                Window.getWindows().addListener(new ListChangeListener<>() {
                    @Override
                    public void onChanged(Change<? extends Window> change) {
                        while (change.next()) {
                            for (Window window : change.getAddedSubList()) {
                                if (window != stage && window.getScene().lookup("#new-match-dialog") != null) {
                                    round.dialogShown = System.nanoTime();
                                    Window.getWindows().removeListener(this);
                                    afterNextPulse(window.getScene(), at -> {
                                        round.dialogFrame = at;
                                        round.cpuDialogFrame = fxCpu();
                                    });
                                    window.getScene().addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
                                        round.startReleased = System.nanoTime();
                                        round.cpuStartReleased = fxCpu();
                                    });
                                }
                            }
                        }
                    }
                });
                main.rootProperty().addListener(new javafx.beans.InvalidationListener() {
                    @Override
                    public void invalidated(javafx.beans.Observable observable) {
                        if (main.getRoot().lookup("#match-screen") != null) {
                            round.matchBuilt = System.nanoTime();
                            main.rootProperty().removeListener(this);
                            afterNextPulse(main, at -> {
                                round.matchFrame = at;
                                round.cpuMatchFrame = fxCpu();
                                round.done.complete(null);
                            });
                        }
                    }
                });
            });
            click("#new-zodijak");
            click("#start-match");
            round.done.get(); // an event, not a time: the suite's net is the only limit
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents(5);
            lines.add(round.line(i));
            LOG.info("{}", lines.get(lines.size() - 1));
            robot.interact(shell()::showPicker);
            settle();
        }
        lines.add("load after: " + load());
        Files.createDirectories(Shots.ROOT);
        Files.write(Shots.ROOT.resolve("new-match-timings.txt"), lines);
    }

    /**
     * Waits until the start screen has done what it does by itself after it shows (its pictures, the
     * matches in progress, the dialogs' warm-up): a click measured while it still works would count
     * that work too. Three frames in a row with nothing new to lay out.
     */
    private void quiet(Scene scene) throws Exception {
        settle();
        for (int calm = 0; calm < 3; ) {
            java.util.concurrent.CompletableFuture<Boolean> pulse = new java.util.concurrent.CompletableFuture<>();
            robot.interact(() -> {
                boolean dirty = scene.getRoot().isNeedsLayout();
                afterNextPulse(scene, at -> pulse.complete(dirty));
                javafx.application.Platform.requestNextPulse();
            });
            calm = pulse.get() ? 0 : calm + 1;
            org.testfx.util.WaitForAsyncUtils.waitForFxEvents(3);
        }
    }

    /** Calls {@code at} with the time of {@code scene}'s next layout pulse: the frame JavaFX then draws. */
    private static void afterNextPulse(Scene scene, LongConsumer at) {
        Runnable[] listener = new Runnable[1];
        listener[0] = () -> {
            at.accept(System.nanoTime());
            scene.removePostLayoutPulseListener(listener[0]);
        };
        scene.addPostLayoutPulseListener(listener[0]);
    }

    private static String load() throws IOException {
        return Files.readString(java.nio.file.Path.of("/proc/loadavg")).strip();
    }
}
