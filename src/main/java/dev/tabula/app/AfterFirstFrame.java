package dev.tabula.app;

import java.lang.management.ManagementFactory;
import javafx.animation.AnimationTimer;

/**
 * Work for after the window has drawn what it shows now. JavaFX draws a frame at the end of a
 * pulse; when the next pulse begins, the previous frame has been handed to the screen. So the
 * action runs at the start of the second pulse from now, on the JavaFX thread.
 */
final class AfterFirstFrame {
    private AfterFirstFrame() {
    }

    static void run(Runnable action) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == 2) {
                    stop();
                    action.run();
                }
            }
        }.start();
    }

    /** Milliseconds since the JVM started: what a player waits from the double-click. */
    static long sinceJvmStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
