package dev.tabula.zodijak.view;

import javafx.scene.layout.Pane;
import javafx.scene.text.Font;
import javafx.scene.transform.Scale;

/**
 * How large the Zodijak table is drawn in the room it has. It is laid out for a board area of up to
 * about 1100 × 760 and grows beyond it as a whole, cards, text and buttons alike, so a large window
 * shows a larger table, not a small one lost in the felt. Below the least room its seats need (an
 * 800 × 600 window with four players) it is drawn a little smaller, so that the seats round the
 * table never run into the pile in the middle or past the edge.
 */
final class TableScale {
    private static final double TABLE_WIDTH = 1100;
    private static final double TABLE_HEIGHT = 760;
    /** The least room the table is laid out in, by the number of seats. */
    private static final double[] LEAST_WIDTH = {0, 0, 560, 640, 840};
    private static final double LEAST_HEIGHT = 520;

    private TableScale() {
    }

    /** How much larger (or, in a small window with many players, smaller) than laid out the table is drawn. */
    static double of(double width, double height, int seats) {
        double least = Math.min(width / LEAST_WIDTH[Math.min(seats, 4)], height / LEAST_HEIGHT);
        if (least < 1) {
            return least;
        }
        return Math.max(1, Math.min(width / TABLE_WIDTH, height / TABLE_HEIGHT));
    }

    /** Scales {@code table} for a board of {@code width} × {@code height}; returns the scale. */
    static double apply(Pane table, double width, double height, int seats) {
        double scale = of(width, height, seats);
        table.getTransforms().setAll(new Scale(scale, scale, 0, 0));
        // the table's own buttons and status grow with the table, not with the window's font as well
        table.setStyle("-fx-font-size: " + Font.getDefault().getSize() + "px;");
        return scale;
    }
}
