package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Luck is a roll's value against the average over every roll, so over many rolls it averages
 * zero: over random matches with fixed seeds the mean luck lies within four standard errors of 0
 * (a fixed set of matches, so it cannot flake), while single rolls are far from zero.
 */
class BattlegammonLuckSumsToZeroTest {

    @Test
    void theLuckOfManyRollsAveragesZero() {
        List<Double> lucks = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            Match match = PlayedMatches.play("battlegammon", Map.of(), "random", "random", seed);
            // one iteration a move: this test is about the rolls, not the moves
            MatchReview review = PlayedMatches.review(match, new ReviewSettings(1, 1, seed));
            review.rolls().forEach(roll -> lucks.add(roll.luck()));
            double perSeat = review.totals(0).luck() + review.totals(1).luck();
            assertThat(perSeat).isCloseTo(review.rolls().stream().mapToDouble(RollReview::luck).sum(),
                    org.assertj.core.data.Offset.offset(1e-9));
        }
        double mean = lucks.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance = lucks.stream().mapToDouble(luck -> (luck - mean) * (luck - mean)).sum() / (lucks.size() - 1);
        double standardError = Math.sqrt(variance / lucks.size());
        assertThat(lucks).hasSizeGreaterThan(200);
        assertThat(Math.sqrt(variance)).as("single rolls matter").isGreaterThan(0.01);
        assertThat(Math.abs(mean)).as("mean luck %s, standard error %s", mean, standardError)
                .isLessThan(4 * standardError);
    }
}
