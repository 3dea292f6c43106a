package dev.tabula.app.picker;

/**
 * How a row of equal tiles fills a width: as many columns as fit at the tile's least width, then
 * balanced (four cards in three columns would leave one alone on a row: two rows of two instead),
 * and each tile as wide as the columns allow, up to its greatest width. Pure arithmetic, so the
 * picker's layout can be tested without a screen.
 *
 * @param columns how many tiles side by side
 * @param tileWidth the width of each tile
 */
record CardGrid(int columns, double tileWidth) {

    /**
     * The grid for {@code count} tiles in {@code width} pixels, {@code gap} apart, each between
     * {@code minWidth} and {@code maxWidth} wide (one column, narrower than least, if even one does not fit).
     */
    static CardGrid fit(int count, double width, double gap, double minWidth, double maxWidth) {
        int tiles = Math.max(1, count);
        int fitting = (int) Math.floor((width + gap) / (minWidth + gap));
        int columns = Math.max(1, Math.min(tiles, fitting));
        int rows = (tiles + columns - 1) / columns;
        columns = (tiles + rows - 1) / rows;
        double each = (width - gap * (columns - 1)) / columns;
        return new CardGrid(columns, Math.max(Math.min(minWidth, width), Math.min(maxWidth, each)));
    }
}
