package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.Track;

/**
 * Where each position of the track is drawn: the printed board's snake in two rows. The top row
 * holds White's home (1) and the white squares 2..12 left to right; the track turns down at the
 * right end; the bottom row holds the black squares 13..23 right to left and Black's home (24).
 * So each side leaves its home to the right along its own row, turns, and comes back along the
 * other row to the opponent's home.
 */
final class TrackGeometry {
    /** Columns: a home, then eleven squares; plus room for the turn on the right. */
    static final int COLUMNS = 12;
    private static final double TURN = 0.9;
    private static final double GAP = 0.75;
    /** How far the board's frame reaches past the squares, in units. */
    static final double FRAME = 0.15;
    private static final double WIDTH_UNITS = COLUMNS + TURN + 0.6;
    private static final double HEIGHT_UNITS = 2 + GAP + 0.6;
    /** The height a track of a given width fills, over that width. */
    static final double HEIGHT_PER_WIDTH = HEIGHT_UNITS / WIDTH_UNITS;

    final double unit;
    final double left;
    final double top;

    TrackGeometry(double width, double height) {
        unit = Math.max(6, Math.min(width / WIDTH_UNITS, height / HEIGHT_UNITS));
        left = (width - (COLUMNS + TURN) * unit) / 2;
        top = (height - (2 + GAP) * unit) / 2;
    }

    /** How far in from the track's left and right the board's frame is drawn, for a track of {@code width} × {@code height}. */
    static double boardInset(double width, double height) {
        TrackGeometry geometry = new TrackGeometry(width, height);
        return Math.max(0, geometry.left - FRAME * geometry.unit);
    }

    static int row(int position) {
        return position <= Track.WHITE_HALF_END ? 0 : 1;
    }

    static int column(int position) {
        if (position <= Track.WHITE_HALF_END) {
            return position - 1;
        }
        return position == Track.BLACK_HOME ? 0 : Track.BLACK_HOME - position;
    }

    /** The position drawn at a row and column. */
    static int positionAt(int row, int column) {
        return row == 0 ? column + 1 : column == 0 ? Track.BLACK_HOME : Track.BLACK_HOME - column;
    }

    double centerX(int position) {
        return left + (column(position) + 0.5) * unit;
    }

    double centerY(int position) {
        return rowCenterY(row(position));
    }

    double rowCenterY(int row) {
        return top + (row == 0 ? 0.5 : 1.5 + GAP) * unit;
    }

    /** The x where the turn at the right end begins. */
    double turnX() {
        return left + COLUMNS * unit;
    }

    /** The middle of the gap between the rows, where the direction arrows go. */
    double gapY() {
        return top + (1 + GAP / 2) * unit;
    }
}
