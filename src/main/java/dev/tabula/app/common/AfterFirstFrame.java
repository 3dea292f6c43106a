package dev.tabula.app.common;

import java.lang.management.ManagementFactory;
import javafx.animation.AnimationTimer;

/**
 * Work for after the window has drawn what it shows now. JavaFX lays a scene out at a pulse and
 * hands the frame to its render thread, and the next pulse waits for that frame before handing
 * over its own. So once a third pulse begins, the first frame is on the screen: the action runs
 * then, on the JavaFX thread (a pulse comes every 1/60 s while something changes).
 */
public final class AfterFirstFrame {
    private AfterFirstFrame() {
    }

    public static void run(Runnable action) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                if (++pulses == 3) {
                    stop();
                    action.run();
                }
            }
        }.start();
    }

    /** Milliseconds since the JVM started: what a player waits from the double-click. */
    public static long sinceJvmStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }
}
