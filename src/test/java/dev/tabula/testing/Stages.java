package dev.tabula.testing;

import javafx.scene.Scene;
import javafx.stage.Stage;

/** The test stage, which TestFX hands every test class in turn. */
public final class Stages {
    private Stages() {
    }

    /**
     * Puts {@code scene} on {@code stage} at the scene's own size. A stage that an earlier test
     * sized by hand (a shell test's 2560 × 1440) keeps that size when given a new scene, and resizes
     * the scene to it: a board test would then measure and click a board of the other test's size.
     */
    public static void setSized(Stage stage, Scene scene) {
        stage.setScene(scene);
        stage.sizeToScene();
    }
}
