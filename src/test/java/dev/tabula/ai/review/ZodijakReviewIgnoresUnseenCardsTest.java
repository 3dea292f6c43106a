package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Capabilities;
import dev.tabula.core.Match;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * A Zodijak move is judged from its mover's view only: dealing the cards the mover cannot see
 * anew (other real states the mover could be in) gives the same values, the same engine move and
 * the same mark. And while a match is going, only the viewer's own moves are judged.
 */
class ZodijakReviewIgnoresUnseenCardsTest {

    @Test
    void theMarksAreTheSameWhateverTheUnseenCardsAre() {
        Match match = PlayedMatches.play("zodijak", Map.of("targetScore", "25"), "rules", "random", 4);
        DecisionJudge judge = new DecisionJudge(Capabilities.forGame("zodijak"), ReviewCapabilities.forGame("zodijak"),
                new ReviewSettings(150, 1, 9));
        int judged = 0;
        for (int ply = 0; ply < match.cursor() && judged < 12; ply += 7) {
            State real = match.stateAt(ply);
            if (real.isChance() || real.legalMoves().size() < 2) {
                continue;
            }
            Optional<MoveReview> truth = judge.judge(ply, real, match.line().get(ply), CancellationToken.none());
            for (long deal = 1; deal <= 3; deal++) {
                State other = real.viewFor(real.currentSeat()).determinize(Rng.fromState(deal));
                assertThat(other).as("a different deal of the unseen cards").isNotEqualTo(real);
                assertThat(judge.judge(ply, other, match.line().get(ply), CancellationToken.none())).isEqualTo(truth);
            }
            judged++;
        }
        assertThat(judged).isGreaterThan(5);
    }

    @Test
    void aMatchStillGoingJudgesOnlyTheViewersMoves() {
        Match over = PlayedMatches.play("zodijak", Map.of("targetScore", "25"), "rules", "random", 4);
        Match match = new Match(over.game(), over.setup(), over.seats());
        over.line().subList(0, over.cursor() / 2).forEach(match::play);
        MatchReview review = new Reviewer(new ReviewSettings(20, 1, 1), Runnable::run)
                .review(match, OptionalInt.of(1), CancellationToken.none(), ReviewProgress.NONE);
        assertThat(review.moves()).isNotEmpty().allSatisfy(move -> assertThat(move.seat()).isEqualTo(1));
        MatchReview nobody = new Reviewer(new ReviewSettings(20, 1, 1), Runnable::run)
                .review(match, OptionalInt.empty(), CancellationToken.none(), ReviewProgress.NONE);
        assertThat(nobody.moves()).isEmpty();
    }
}
