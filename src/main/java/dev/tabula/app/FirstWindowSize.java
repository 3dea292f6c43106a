package dev.tabula.app;

import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;

/**
 * The window's size the first time Tabula opens (no size remembered yet): a share of the screen,
 * not a fixed 1100 × 760 that looks lost on 2560 × 1440; never smaller than that on a screen that
 * holds it, never larger than the screen.
 */
final class FirstWindowSize {
    /** The share of the screen's usable width and height the window takes. */
    static final double SHARE_WIDTH = 0.8;
    static final double SHARE_HEIGHT = 0.85;
    /** The least first size, where the screen has room for it: every screen is laid out for it. */
    static final double LEAST_WIDTH = 1100;
    static final double LEAST_HEIGHT = 760;

    private FirstWindowSize() {
    }

    /** The first size on a screen whose usable part (without task bars) is {@code screen}. */
    static Dimension2D on(Rectangle2D screen) {
        return new Dimension2D(share(screen.getWidth(), SHARE_WIDTH, LEAST_WIDTH),
                share(screen.getHeight(), SHARE_HEIGHT, LEAST_HEIGHT));
    }

    private static double share(double screen, double share, double least) {
        return Math.min(screen, Math.max(least, Math.floor(screen * share)));
    }
}
