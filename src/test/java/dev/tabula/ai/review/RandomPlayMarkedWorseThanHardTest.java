package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Match;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The marks mean something: in a match of Hard against random play, the review gives the random
 * side far more mistakes and blunders and a far lower accuracy (figures in docs/review.md). Each
 * seat plays both sides once, so no seat's advantage can make the difference.
 */
class RandomPlayMarkedWorseThanHardTest {
    private static final Logger LOG = LoggerFactory.getLogger(RandomPlayMarkedWorseThanHardTest.class);

    @ParameterizedTest(name = "{0}")
    // game, option, Hard as it thinks without a time limit (Zola's Hard thinks depth-first: alphabeta at its fixed depth),
    // the review's tree-search iterations (Zola is searched depth-first, three plies here; Zodiac solved), the accuracy gap at least
    @CsvSource({"zola,,alphabeta,1,10", "zodiac,,hard,1,15", "battlegammon,,hard,300,5", "zodijak,targetScore=25,hard,300,10"})
    void randomPlayGetsFarMoreErrorsAndAFarLowerAccuracy(String gameId, String option, String hardPlayer,
                                                         long reviewIterations, double gap) {
        Map<String, String> options = option == null ? Map.of() : Map.of(option.split("=")[0], option.split("=")[1]);
        int hardErrors = 0;
        int randomErrors = 0;
        int hardMoves = 0;
        int randomMoves = 0;
        int hardContested = 0;
        int randomContested = 0;
        double hardAccuracy = 0;
        double randomAccuracy = 0;
        for (int hardSeat = 0; hardSeat < 2; hardSeat++) {
            Match match = PlayedMatches.play(gameId, options, hardSeat == 0 ? hardPlayer : "random",
                    hardSeat == 0 ? "random" : hardPlayer, 7 + hardSeat);
            MatchReview review = PlayedMatches.review(match, new ReviewSettings(reviewIterations, 3, 3));
            SeatTotals hard = review.totals(hardSeat);
            SeatTotals random = review.totals(1 - hardSeat);
            hardErrors += hard.errors();
            randomErrors += random.errors();
            hardMoves += hard.moves();
            randomMoves += random.moves();
            hardAccuracy += hard.accuracy() * hard.contested();
            randomAccuracy += random.accuracy() * random.contested();
            hardContested += hard.contested();
            randomContested += random.contested();
        }
        hardAccuracy /= Math.max(1, hardContested);
        randomAccuracy /= Math.max(1, randomContested);
        LOG.warn("{}: hard {} errors in {} moves, accuracy {}; random {} errors in {} moves, accuracy {}", gameId,
                hardErrors, hardMoves, String.format("%.1f", hardAccuracy), randomErrors, randomMoves,
                String.format("%.1f", randomAccuracy));
        assertThat(randomMoves).isGreaterThan(5);
        // per move, random play errs at least twice as often as Hard, and is less accurate by the game's gap
        assertThat((double) randomErrors / randomMoves).isGreaterThan(2.0 * hardErrors / hardMoves);
        assertThat(randomAccuracy).isLessThan(hardAccuracy - gap);
    }
}
