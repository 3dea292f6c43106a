package dev.tabula.ai.review;

/**
 * A game's thresholds for the marks: the winning chance a move gave away (the best move's value
 * minus the played move's, 0 to 1) from which it counts as good, an inaccuracy, a mistake or a
 * blunder; below {@code good} it is as good as the best. The figures per game are in docs/review.md.
 */
public record MarkScale(double good, double inaccuracy, double mistake, double blunder) {
    /** The scale of a game that names none: lichess's steps on the winning chance, roughly. */
    public static final MarkScale DEFAULT = new MarkScale(0.02, 0.05, 0.10, 0.20);

    public MarkScale {
        if (!(0 < good && good < inaccuracy && inaccuracy < mistake && mistake < blunder && blunder <= 1)) {
            throw new IllegalArgumentException("marks need rising thresholds in (0, 1]: "
                    + good + ", " + inaccuracy + ", " + mistake + ", " + blunder);
        }
    }

    /** The mark of a move that gave away {@code loss} of the winning chance. */
    public Mark mark(double loss) {
        if (loss >= blunder) {
            return Mark.BLUNDER;
        }
        if (loss >= mistake) {
            return Mark.MISTAKE;
        }
        if (loss >= inaccuracy) {
            return Mark.INACCURACY;
        }
        return loss >= good ? Mark.GOOD : Mark.BEST;
    }
}
