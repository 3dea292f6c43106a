package dev.tabula.ai;

import dev.tabula.core.Move;
import java.util.List;

/**
 * What one search found: the move, how hard it looked, and the statistics of each move it
 * considered at the root (most visited first).
 */
public record SearchResult(Move move, long iterations, long nanos, List<MoveStatistics> rootMoves) {

    /** How often the search tried a root move and how well that went for the searching seat. */
    public record MoveStatistics(Move move, int visits, double meanPayoff) {
    }

    public SearchResult {
        rootMoves = List.copyOf(rootMoves);
    }

    /** A move decided without searching (a forced move, a blunder, a perfect player's move). */
    static SearchResult immediate(Move move, long nanos) {
        return new SearchResult(move, 0, nanos, List.of());
    }

    public double iterationsPerSecond() {
        return nanos == 0 ? 0 : iterations / (nanos / 1e9);
    }
}
