package dev.tabula.app.common;

import javafx.beans.value.ChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.text.Font;

/**
 * Text and controls that grow with the window: the screen's root font, on which every size in
 * tabula.css is based (em), follows the window in steps of an eighth, from the system's own size
 * at 1366 × 768 and below to 1.375 times it at 1920 × 1080, 1.875 times at 2560 × 1440 and twice it
 * at most, the way the boards grow: the tool bar, the side panel and the words keep their share
 * of a large window instead of shrinking beside the board. Steps, not a smooth scale, so that a
 * resize by a few pixels does not restyle the whole screen. The windows a screen opens (dialogs,
 * the rules, the records) take the size of the window they belong to ({@link #likeOwner}).
 */
public final class WindowScale {
    /** The window at which the interface is drawn at the system's size. */
    static final double BASE_WIDTH = 1366;
    static final double BASE_HEIGHT = 768;
    static final double MAX_FACTOR = 2;
    /** The steps of the factor: an eighth. */
    private static final double STEPS = 8;
    /** The side panel's width at the base window, in em (as tabula.css had it). */
    static final double SIDE_PANEL_EM = 16;
    /** How much wider than {@link #SIDE_PANEL_EM} the panel grows on a wide window, beyond the text's own growth. */
    private static final double SIDE_PANEL_WIDENING = 1.3;
    private static final String INSTALLED = WindowScale.class.getName();

    private WindowScale() {
    }

    /** The factor for a window of {@code width} × {@code height}: 1 to 2 in steps of an eighth. */
    public static double factor(double width, double height) {
        double ratio = Math.min(width / BASE_WIDTH, height / BASE_HEIGHT);
        // a window a hair short of a step takes it: 2560 × 1440 is 1.874 × 1366 × 768's width
        double stepped = Math.floor(ratio * STEPS + 0.01) / STEPS;
        return Math.max(1, Math.min(MAX_FACTOR, stepped));
    }

    /** The root font size in pixels for a window of {@code width} × {@code height}. */
    public static double fontSize(double width, double height) {
        return Font.getDefault().getSize() * factor(width, height);
    }

    /**
     * The match screen's side panel's width in pixels for a window of {@code width} × {@code
     * height}: {@value #SIDE_PANEL_EM} em of the window's text, and a little wider again beyond 1366 px
     * (nearly a third more at 1776 px and above), so that the names, summaries and moves keep their share
     * of a large window (about a fifth of it) beside a board that fills the rest.
     */
    public static double sidePanelWidth(double width, double height) {
        return fontSize(width, height) * sidePanelEm(width);
    }

    /** The side panel's width in em of the window's text, for a window {@code width} wide. */
    static double sidePanelEm(double width) {
        return SIDE_PANEL_EM * Math.max(1, Math.min(SIDE_PANEL_WIDENING, width / BASE_WIDTH));
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

    /**
     * Gives {@code root}, the content of a window {@code owner} opens, the owner's text size now:
     * a dialog over a 2560 × 1440 window is as legible as the window, not drawn at the system's
     * size in its middle.
     */
    public static void likeOwner(Parent root, javafx.stage.Window owner) {
        root.setStyle(styleFor(owner));
    }

    /** The font style of a window like {@code owner} (the system's size when there is none yet). */
    public static String styleFor(javafx.stage.Window owner) {
        return "-fx-font-size: " + fontSizeOf(owner) + "px;";
    }

    /** The root font size of {@code owner} in pixels: the em of what it opens. */
    public static double fontSizeOf(javafx.stage.Window owner) {
        Scene scene = owner == null ? null : owner.getScene();
        return scene == null || scene.getWidth() <= 0 ? Font.getDefault().getSize()
                : fontSize(scene.getWidth(), scene.getHeight());
    }

    /** The factor of the window {@code owner} (1 when it has no size yet). */
    public static double factorOf(javafx.stage.Window owner) {
        Scene scene = owner == null ? null : owner.getScene();
        return scene == null || scene.getWidth() <= 0 ? 1 : factor(scene.getWidth(), scene.getHeight());
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
