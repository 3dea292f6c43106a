package dev.tabula.app.picker;

import java.util.function.DoubleUnaryOperator;

/**
 * How the start screen's game cards share the room below the matches in progress, so that every
 * game is always in view: four in a row, or two rows of two (never three and one), whichever
 * lets the pictures be largest once the words under each picture have the height they need at
 * that width. The pictures grow with the window, so a large screen is filled, not left a third
 * empty. Pure arithmetic over a measure of the words, so it is tested without a screen.
 *
 * @param columns cards side by side
 * @param cardWidth each card's width
 * @param pictureSize each picture's edge
 * @param fits whether the cards fit the height at the least picture (else the picker scrolls, and
 *     each picture is half its card's width)
 */
record PickerFit(int columns, double cardWidth, double pictureSize, boolean fits) {

    /**
     * The fit for {@code count} cards in {@code width} × {@code height}, {@code gap} apart, a card
     * at least {@code minCardWidth} wide, its padding {@code padding} on each side, its words
     * {@code wordsHeight} tall at a given inside width, its picture between {@code minPicture} and
     * {@code maxPicture}.
     */
    static PickerFit of(int count, double width, double height, double gap, double minCardWidth, double padding,
            DoubleUnaryOperator wordsHeight, double minPicture, double maxPicture) {
        PickerFit best = null;
        double bestRaw = Double.NEGATIVE_INFINITY;
        for (int columns : new int[] {count, (count + 1) / 2, 1}) {
            if (columns < 1 || (best != null && columns == best.columns())) {
                continue;
            }
            double cardWidth = (width - gap * (columns - 1)) / columns;
            if (cardWidth < minCardWidth && columns > 1) {
                continue;
            }
            int rows = (count + columns - 1) / columns;
            double inside = cardWidth - 2 * padding;
            double rowHeight = (height - gap * (rows - 1)) / rows;
            double room = rowHeight - 2 * padding - wordsHeight.applyAsDouble(inside);
            double picture = Math.min(Math.min(inside, maxPicture), room);
            boolean fits = picture >= minPicture;
            // where nothing fits (640 × 480) the page scrolls anyway: a picture of half the card's width, not a stamp
            double shown = fits ? picture : Math.min(inside, maxPicture) / 2;
            PickerFit fit = new PickerFit(columns, cardWidth, Math.max(minPicture, Math.floor(shown)), fits);
            // a fit that shows every card beats one that scrolls; then the larger picture; where
            // nothing fits, the most columns (two by two at 640 × 480: two games side by side in
            // view, not one card with a picture as wide as the window); at a tie the one tried first
            if (best == null || (fits && !best.fits()) || (fits && best.fits() && picture > bestRaw)) {
                best = fit;
                bestRaw = picture;
            }
        }
        return best;
    }

}
