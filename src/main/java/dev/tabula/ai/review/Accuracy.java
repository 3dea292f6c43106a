package dev.tabula.ai.review;

/**
 * The accuracy of a move from the winning chance it gave away, lichess's formula: 100 for the
 * best move, about 80 for 5 points of winning chance lost, about 40 for 20, near 0 past 60.
 */
final class Accuracy {
    private Accuracy() {
    }

    /** The accuracy (0 to 100) of a move that lost {@code loss} (0 to 1) of the winning chance. */
    static double ofMove(double loss) {
        double percent = 100 * Math.max(0, loss);
        return Math.max(0, Math.min(100, 103.1668 * Math.exp(-0.04354 * percent) - 3.1669));
    }
}
