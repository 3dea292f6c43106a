package dev.tabula.app.review;

import javafx.scene.paint.Color;

/**
 * The colour of each seat in a review's graph and totals: the seats' colour in the move list's
 * order (the first seat dark, as the side that moves first on every board, the second a warm red,
 * then blue and green for Zodijak's third and fourth), far enough apart for colour-blind eyes.
 */
final class SeatColours {
    private static final Color[] COLOURS = {
        Color.rgb(40, 40, 48), Color.rgb(200, 70, 40), Color.rgb(40, 110, 190), Color.rgb(60, 150, 80)};

    private SeatColours() {
    }

    static Color of(int seat) {
        return COLOURS[seat % COLOURS.length];
    }

    /** The colour as CSS, for a label's text. */
    static String css(int seat) {
        Color c = of(seat);
        return String.format("rgb(%d,%d,%d)", (int) (c.getRed() * 255), (int) (c.getGreen() * 255), (int) (c.getBlue() * 255));
    }
}
