package dev.tabula.conformance;

import static dev.tabula.conformance.RandomGames.where;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Chance states list a distribution, and the match's draws follow it: every draw is one of the
 * outcomes, the same for equal states, and over all the chance states met along random lines
 * with the same outcomes the draws come up as often as their probabilities say (a chi-squared
 * test whose false alarm rate is one in a million, and the lines are seeded: it either passes or
 * fails for good). A die that lists odds of 1/2, 1/3 and 1/6 and rolls each face a third of the
 * time fails here, though its every roll is one of its outcomes.
 */
final class ChanceCheck {
    /** z of a one-sided normal tail of 1e-6. */
    private static final double Z = 4.753;
    /** The fewest expected draws of an outcome for the test to be fair to a distribution. */
    private static final double FEWEST_EXPECTED = 5;

    private ChanceCheck() {
    }

    static void chance(Game game, KnownFacts facts) {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            if (!state.isChance()) {
                return;
            }
            String where = where(game, setup, ply);
            List<ChanceOutcome> outcomes = state.chanceOutcomes();
            assertThat(outcomes.stream().mapToDouble(ChanceOutcome::probability).sum())
                    .as("%s: the sum of the chance outcomes' probabilities", where).isCloseTo(1.0, within(1e-9));
            Move drawn = state.sampleChance();
            assertThat(outcomes.stream().map(ChanceOutcome::move)).as("%s: the outcomes, against the draw %s", where,
                    drawn.notation()).contains(drawn);
            assertThat(drawn).as("%s: the draws of the state and its twin", where).isEqualTo(twin.sampleChance());
            String key = outcomes.stream().map(o -> o.move().notation() + "@" + o.probability())
                    .collect(Collectors.joining(", "));
            tallies.computeIfAbsent(key, k -> new Tally(outcomes, where)).count(drawn);
        });
        for (Tally tally : tallies.values()) {
            tally.check(game);
        }
    }

    /** How often each outcome of one distribution was drawn. */
    private static final class Tally {
        private final List<ChanceOutcome> outcomes;
        private final String firstMet;
        private final long[] drawn;
        private long draws;

        Tally(List<ChanceOutcome> outcomes, String firstMet) {
            this.outcomes = outcomes;
            this.firstMet = firstMet;
            this.drawn = new long[outcomes.size()];
        }

        void count(Move move) {
            for (int i = 0; i < outcomes.size(); i++) {
                if (outcomes.get(i).move().equals(move)) {
                    drawn[i]++;
                }
            }
            draws++;
        }

        void check(Game game) {
            double fewest = outcomes.stream().mapToDouble(ChanceOutcome::probability).min().orElse(0) * draws;
            if (outcomes.size() < 2 || fewest < FEWEST_EXPECTED) {
                return; // too few draws to tell a fair die from a loaded one
            }
            double chiSquared = 0;
            StringBuilder seen = new StringBuilder();
            for (int i = 0; i < outcomes.size(); i++) {
                double expected = outcomes.get(i).probability() * draws;
                chiSquared += (drawn[i] - expected) * (drawn[i] - expected) / expected;
                seen.append(String.format(" %s %d (expected %.1f)", outcomes.get(i).move().notation(), drawn[i],
                        expected));
            }
            int freedom = outcomes.size() - 1;
            // Wilson and Hilferty: the chi-squared quantile from the normal one
            double h = 2.0 / (9 * freedom);
            double critical = freedom * Math.pow(1 - h + Z * Math.sqrt(h), 3);
            assertThat(chiSquared).as("%s: the %d draws of the chance states like the one at %s do not follow "
                    + "their probabilities (chi-squared %.1f over %d degrees of freedom):%s", game.info().id(), draws,
                    firstMet, chiSquared, freedom, seen).isLessThanOrEqualTo(critical);
        }
    }
}
