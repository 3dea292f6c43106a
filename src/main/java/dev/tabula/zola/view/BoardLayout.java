package dev.tabula.zola.view;

/**
 * Where a board of {@code size}×{@code size} squares sits in a box: the top-left corner and the
 * edge of one square. Rank 1 is at the bottom, file a on the left, as players read the notation.
 */
record BoardLayout(double left, double top, double cell, int size) {

    /**
     * The largest board that fits {@code width}×{@code height}, centred; {@code margin} squares'
     * worth of room are kept on each side for the coordinates.
     */
    static BoardLayout fit(double width, double height, int size, double margin) {
        double cell = Math.max(1, Math.floor(Math.min(width, height) / (size + 2 * margin)));
        double left = Math.floor((width - size * cell) / 2);
        double top = Math.floor((height - size * cell) / 2);
        return new BoardLayout(left, top, cell, size);
    }

    int file(int square) {
        return square % size;
    }

    int rank(int square) {
        return square / size;
    }

    /** The left edge of the square. */
    double x(int square) {
        return left + file(square) * cell;
    }

    /** The top edge of the square (rank 1 at the bottom). */
    double y(int square) {
        return top + (size - 1 - rank(square)) * cell;
    }

    double centreX(int square) {
        return x(square) + cell / 2;
    }

    double centreY(int square) {
        return y(square) + cell / 2;
    }

    double width() {
        return size * cell;
    }
}
