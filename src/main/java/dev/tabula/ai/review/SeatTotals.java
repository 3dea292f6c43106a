package dev.tabula.ai.review;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One seat's figures over a review: its accuracy (0 to 100, the mean of its moves' accuracies),
 * how many of its moves got each mark, and the sum of its rolls' luck (0 where nothing is rolled).
 */
public record SeatTotals(int seat, int moves, double accuracy, Map<Mark, Integer> marks, double luck, int rolls) {

    public SeatTotals {
        marks = Collections.unmodifiableMap(new EnumMap<>(marks));
    }

    /** The totals of {@code seat} from a review's moves and rolls. */
    static SeatTotals of(int seat, List<MoveReview> allMoves, List<RollReview> allRolls) {
        Map<Mark, Integer> counts = new EnumMap<>(Mark.class);
        for (Mark mark : Mark.values()) {
            counts.put(mark, 0);
        }
        double accuracy = 0;
        int moves = 0;
        for (MoveReview move : allMoves) {
            if (move.seat() == seat) {
                counts.merge(move.mark(), 1, Integer::sum);
                accuracy += Accuracy.ofMove(move.loss());
                moves++;
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
        return new SeatTotals(seat, moves, moves == 0 ? 100 : accuracy / moves, counts, luck, rolls);
    }

    public int count(Mark mark) {
        return marks.getOrDefault(mark, 0);
    }

    /** Mistakes and blunders together: the moves that changed the match. */
    public int errors() {
        return count(Mark.MISTAKE) + count(Mark.BLUNDER);
    }
}
