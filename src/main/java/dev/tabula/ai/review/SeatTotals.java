package dev.tabula.ai.review;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One seat's figures over a review: its accuracy (0 to 100, the mean of the accuracies of its
 * contested moves: those where some legal move would have been at least an inaccuracy, so that the
 * many moves of a decided position, where every move is as good as any, do not pad it), how many
 * of its moves got each mark, and the sum of its rolls' luck (0 where nothing is rolled).
 */
public record SeatTotals(int seat, int moves, int contested, double accuracy, Map<Mark, Integer> marks, double luck,
                         int rolls) {

    public SeatTotals {
        marks = Collections.unmodifiableMap(new EnumMap<>(marks));
    }

    /** The totals of {@code seat} from a review's moves and rolls. */
    static SeatTotals of(int seat, List<MoveReview> allMoves, List<RollReview> allRolls, double stake) {
        Map<Mark, Integer> counts = new EnumMap<>(Mark.class);
        for (Mark mark : Mark.values()) {
            counts.put(mark, 0);
        }
        double accuracy = 0;
        int moves = 0;
        int contested = 0;
        for (MoveReview move : allMoves) {
            if (move.seat() == seat) {
                counts.merge(move.mark(), 1, Integer::sum);
                moves++;
                if (move.contested(stake)) {
                    accuracy += Accuracy.ofMove(move.loss());
                    contested++;
                }
            }
        }
        double luck = 0;
        int rolls = 0;
        for (RollReview roll : allRolls) {
            if (roll.seat() == seat) {
                luck += roll.luck();
                rolls++;
            }
        }
        return new SeatTotals(seat, moves, contested, contested == 0 ? 100 : accuracy / contested, counts, luck, rolls);
    }

    public int count(Mark mark) {
        return marks.getOrDefault(mark, 0);
    }

    /** Mistakes and blunders together: the moves that changed the match. */
    public int errors() {
        return count(Mark.MISTAKE) + count(Mark.BLUNDER);
    }
}
