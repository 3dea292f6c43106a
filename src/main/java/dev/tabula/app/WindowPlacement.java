package dev.tabula.app;

import java.util.List;
import javafx.geometry.Rectangle2D;

/**
 * Where the window opens: at the bounds it had last time when a sensible part of it lies on a
 * screen that exists now, otherwise centred on the main screen (a monitor may have been unplugged,
 * or a screen made smaller, since). "Sensible" is the title bar, by which the player moves it, and
 * most of the window: at least half of the title bar and more than half of the window lie on the
 * screens. The window is never larger than the screen it opens on.
 *
 * @param restored whether the remembered place was kept (else the window is centred)
 */
record WindowPlacement(double x, double y, double width, double height, boolean restored) {
    /** About the height of a title bar: what must be on a screen for the player to take hold of the window. */
    static final double TITLE_BAR = 32;

    /**
     * Where a window last at {@code x, y} (NaN when never placed) of {@code width × height} opens
     * among {@code screens}, the usable part of each screen (without task bars), the main one first.
     */
    static WindowPlacement of(double x, double y, double width, double height, List<Rectangle2D> screens) {
        Rectangle2D main = screens.get(0);
        if (!Double.isNaN(x) && !Double.isNaN(y)) {
            Rectangle2D window = new Rectangle2D(x, y, Math.max(width, 1), Math.max(height, 1));
            Rectangle2D titleBar = new Rectangle2D(x, y, window.getWidth(), Math.min(TITLE_BAR, window.getHeight()));
            if (onScreens(titleBar, screens) >= area(titleBar) / 2 && onScreens(window, screens) > area(window) / 2) {
                Rectangle2D home = mostOf(titleBar, screens);
                return new WindowPlacement(x, y, Math.min(width, home.getWidth()), Math.min(height, home.getHeight()),
                        true);
            }
        }
        double w = Math.min(width, main.getWidth());
        double h = Math.min(height, main.getHeight());
        return new WindowPlacement(main.getMinX() + (main.getWidth() - w) / 2,
                main.getMinY() + (main.getHeight() - h) / 2, w, h, false);
    }

    /** How much of {@code part} lies on the screens (which do not overlap). */
    private static double onScreens(Rectangle2D part, List<Rectangle2D> screens) {
        return screens.stream().mapToDouble(screen -> overlap(part, screen)).sum();
    }

    /** The screen that holds most of {@code part}. */
    private static Rectangle2D mostOf(Rectangle2D part, List<Rectangle2D> screens) {
        Rectangle2D best = screens.get(0);
        for (Rectangle2D screen : screens) {
            if (overlap(part, screen) > overlap(part, best)) {
                best = screen;
            }
        }
        return best;
    }

    private static double overlap(Rectangle2D a, Rectangle2D b) {
        double w = Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX());
        double h = Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY());
        return w > 0 && h > 0 ? w * h : 0;
    }

    private static double area(Rectangle2D r) {
        return r.getWidth() * r.getHeight();
    }
}
