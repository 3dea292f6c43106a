package dev.tabula.app.common;

import javafx.beans.value.ChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.text.Font;

/**
 * Text and controls that grow with the window: the screen's root font, on which every size in
 * tabula.css is based (em), follows the window in steps of a quarter, from the system's own size
 * at 1366 × 768 and below to one and a half times it at 2560 × 1440 and above. Steps, not a
 * smooth scale, so that a resize by a few pixels does not restyle the whole screen.
 */
public final class WindowScale {
    /** The window at which the interface is drawn at the system's size. */
    static final double BASE_WIDTH = 1366;
    static final double BASE_HEIGHT = 768;
    static final double MAX_FACTOR = 1.5;
    /** The side panel's width at the base window, in em (as tabula.css had it). */
    static final double SIDE_PANEL_EM = 16;
    private static final String INSTALLED = WindowScale.class.getName();

    private WindowScale() {
    }

    /** The factor for a window of {@code width} × {@code height}: 1, 1.25 or 1.5. */
    public static double factor(double width, double height) {
        double ratio = Math.min(width / BASE_WIDTH, height / BASE_HEIGHT);
        double stepped = Math.floor(ratio * 4) / 4;
        return Math.max(1, Math.min(MAX_FACTOR, stepped));
    }

    /** The root font size in pixels for a window of {@code width} × {@code height}. */
    public static double fontSize(double width, double height) {
        return Font.getDefault().getSize() * factor(width, height);
    }

    /**
     * The match screen's side panel's width in pixels for a window of {@code width} × {@code
     * height}: {@value #SIDE_PANEL_EM} em of the window's text, and wider again beyond 1366 px, up to
     * half as much at 2560 px, so that the names, summaries and moves keep their share of a large
     * window beside a board that fills the rest.
     */
    public static double sidePanelWidth(double width, double height) {
        return fontSize(width, height) * sidePanelEm(width);
    }

    /** The side panel's width in em of the window's text, for a window {@code width} wide. */
    static double sidePanelEm(double width) {
        return SIDE_PANEL_EM * Math.max(1, Math.min(MAX_FACTOR, width / BASE_WIDTH));
    }

    /**
     * Makes every root {@code scene} shows follow the window's size, now and after each change
     * of screen; calling it again on the same scene does nothing.
     */
    public static void follow(Scene scene) {
        if (scene.getProperties().containsKey(INSTALLED)) {
            return;
        }
        scene.getProperties().put(INSTALLED, Boolean.TRUE);
        ChangeListener<Object> apply = (observable, before, after) -> apply(scene);
        scene.widthProperty().addListener(apply);
        scene.heightProperty().addListener(apply);
        scene.rootProperty().addListener(apply);
        apply(scene);
    }

    private static void apply(Scene scene) {
        Parent root = scene.getRoot();
        if (root == null || scene.getWidth() <= 0 || scene.getHeight() <= 0) {
            return;
        }
        String style = "-fx-font-size: " + fontSize(scene.getWidth(), scene.getHeight()) + "px;";
        if (!style.equals(root.getStyle())) {
            root.setStyle(style);
        }
    }
}
