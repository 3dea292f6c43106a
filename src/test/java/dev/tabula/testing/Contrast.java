package dev.tabula.testing;

import javafx.scene.paint.Color;

/** The WCAG contrast ratio of two colours, for tests that a mark or a word reads on its ground. */
public final class Contrast {
    private Contrast() {
    }

    /** From 1 (the same luminance) to 21 (black on white). */
    public static double ratio(Color a, Color b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(Color c) {
        return 0.2126 * linear(c.getRed()) + 0.7152 * linear(c.getGreen()) + 0.0722 * linear(c.getBlue());
    }

    private static double linear(double channel) {
        return channel <= 0.03928 ? channel / 12.92 : Math.pow((channel + 0.055) / 1.055, 2.4);
    }
}
