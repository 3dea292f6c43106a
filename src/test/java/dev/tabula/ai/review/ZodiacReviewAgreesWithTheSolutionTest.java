package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Zodiac is solved, so its review must say what the solution says at every position it knows:
 * the position's value is its best move's verdict, the played move's value is its own verdict,
 * and a move is marked worse than good exactly when its verdict is worse than the best's.
 */
class ZodiacReviewAgreesWithTheSolutionTest {

    @Test
    void everyJudgedMoveHasTheSolutionsValuesAndAMarkByThem() {
        Match match = PlayedMatches.play("zodiac", Map.of(), "random", "hard", 5);
        MatchReview review = PlayedMatches.review(match, ReviewSettings.defaults(1));
        assertThat(review.moves()).isNotEmpty();
        for (MoveReview move : review.moves()) {
            ZodiacState state = (ZodiacState) match.stateAt(move.ply());
            List<MoveVerdict> ranked = SharedSolutions.of(state.rules())
                    .rankMoves(state, ZodiacSolution.DEFAULT_HORIZON, 150_000);
            Value best = ranked.get(0).verdict().value();
            Value played = ranked.stream().filter(verdict -> verdict.move().equals(move.played())).findFirst()
                    .orElseThrow().verdict().value();
            assertThat(move.bestValue()).as("ply %d", move.ply()).isEqualTo(chance(best));
            assertThat(move.playedValue()).as("ply %d", move.ply()).isEqualTo(chance(played));
            assertThat(move.mark().compareTo(Mark.GOOD) > 0).as("ply %d marked %s", move.ply(), move.mark())
                    .isEqualTo(chance(played) < chance(best));
        }
    }

    private static double chance(Value value) {
        return value == Value.WIN ? 1 : value == Value.LOSS ? 0 : 0.5;
    }
}
