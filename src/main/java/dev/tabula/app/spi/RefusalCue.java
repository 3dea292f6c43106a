package dev.tabula.app.spi;

import javafx.animation.Interpolator;
import javafx.animation.TranslateTransition;
import javafx.scene.Node;
import javafx.util.Duration;

/**
 * The short visual cue every board gives for a click it refuses: the board shakes sideways a
 * few pixels, the way a login field shakes off a wrong password, while the status line says why
 * ({@link ViewContext#refused}). With animations off there is no motion; the sentence remains.
 */
public final class RefusalCue {
    private static final double AMPLITUDE = 5;

    private RefusalCue() {
    }

    /** Shakes {@code node} once, within about {@code animationMillis} (at most a quarter second). */
    public static void shake(Node node, int animationMillis) {
        if (animationMillis <= 0) {
            return;
        }
        TranslateTransition shake = new TranslateTransition(Duration.millis(Math.min(250, animationMillis) / 4.0), node);
        shake.setFromX(-AMPLITUDE);
        shake.setToX(AMPLITUDE);
        shake.setCycleCount(4);
        shake.setAutoReverse(true);
        shake.setInterpolator(Interpolator.EASE_BOTH);
        shake.setOnFinished(event -> node.setTranslateX(0));
        shake.play();
    }
}
