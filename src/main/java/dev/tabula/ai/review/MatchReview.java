package dev.tabula.ai.review;

import java.util.List;

/**
 * A review of a match: each judged decision in the order played, the luck of each roll, and each
 * seat's totals. {@code complete} is false when the review was cancelled before it judged every
 * decision (the lists then hold what was done).
 */
public record MatchReview(String gameId, int seats, List<MoveReview> moves, List<RollReview> rolls,
                          List<SeatTotals> totals, boolean complete) {

    public MatchReview {
        moves = List.copyOf(moves);
        rolls = List.copyOf(rolls);
        totals = List.copyOf(totals);
    }

    /** The review of {@code moves} and {@code rolls} with each seat's totals, its accuracy counting moves where {@code scale} saw an inaccuracy possible. */
    static MatchReview of(String gameId, int seats, List<MoveReview> moves, List<RollReview> rolls, MarkScale scale,
                          boolean complete) {
        List<SeatTotals> totals = java.util.stream.IntStream.range(0, seats)
                .mapToObj(seat -> SeatTotals.of(seat, moves, rolls, scale.inaccuracy())).toList();
        return new MatchReview(gameId, seats, moves, rolls, totals, complete);
    }

    public SeatTotals totals(int seat) {
        return totals.get(seat);
    }
}
