package dev.tabula.ai;

import dev.tabula.core.Move;
import java.util.Comparator;
import java.util.List;

/**
 * What one search found: the move, how hard it looked, and the statistics of each move it
 * considered at the root (most visited first).
 */
public record SearchResult(Move move, long iterations, long nanos, List<MoveStatistics> rootMoves) {

    /**
     * How often the search tried a root move and how well that went for the searching seat;
     * {@code proof} is 1 when the search proved the move wins, -1 when it proved it loses, and 0
     * when it does not know (the mean payoff is then an estimate).
     */
    public record MoveStatistics(Move move, int visits, double meanPayoff, int proof) {
        public MoveStatistics(Move move, int visits, double meanPayoff) {
            this(move, visits, meanPayoff, 0);
        }

        /** The payoff the move is worth as far as the search knows: 1 or 0 when proved, else the mean. */
        public double value() {
            return proof > 0 ? 1 : proof < 0 ? 0 : meanPayoff;
        }
    }

    public SearchResult {
        rootMoves = List.copyOf(rootMoves);
    }

    /** The order of {@link #rootMoves}: most visited first, then the better mean payoff. */
    static final Comparator<MoveStatistics> MOST_VISITED_FIRST =
            Comparator.comparingInt(MoveStatistics::visits).reversed()
                    .thenComparing(Comparator.comparingDouble(MoveStatistics::meanPayoff).reversed());

    /** A search's result from the statistics of its root moves, in any order: sorted, and the move chosen. */
    static SearchResult ofRootMoves(List<MoveStatistics> stats, long iterations, long nanos) {
        List<MoveStatistics> sorted = stats.stream().sorted(MOST_VISITED_FIRST).toList();
        return new SearchResult(choice(sorted), iterations, nanos, sorted);
    }

    /**
     * The most visited root move, but a proved win before anything and a proved loss after
     * anything else (the most visited of those, as it resisted longest in the search).
     */
    private static Move choice(List<MoveStatistics> stats) {
        if (stats.isEmpty()) {
            return null;
        }
        for (int wanted : new int[] {1, 0}) {
            for (MoveStatistics move : stats) {
                if (move.proof() == wanted) {
                    return move.move();
                }
            }
        }
        return stats.get(0).move();
    }

    /** A move decided without searching (a forced move, a blunder, a perfect player's move). */
    static SearchResult immediate(Move move, long nanos) {
        return new SearchResult(move, 0, nanos, List.of());
    }

    public double iterationsPerSecond() {
        return nanos == 0 ? 0 : iterations / (nanos / 1e9);
    }

    /** The statistics of the chosen move, or null when the move was not searched. */
    public MoveStatistics chosen() {
        return rootMoves.stream().filter(stats -> stats.move().equals(move)).findFirst().orElse(null);
    }
}
