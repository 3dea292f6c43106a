package dev.tabula.ai.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.ai.CancellationToken;
import dev.tabula.core.Match;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

/**
 * The same match reviewed twice gives the same review, whether its steps run on the calling
 * thread or on a pool in any order; progress counts every step; a cancelled review says it is
 * incomplete.
 */
class ReviewIsReproducibleTest {

    @Test
    void theSameMatchGivesTheSameReviewOnAnyExecutor() {
        Match match = PlayedMatches.play("battlegammon", Map.of(), "random", "greedy", 3);
        ReviewSettings settings = new ReviewSettings(60, 2, 11);
        MatchReview first = PlayedMatches.review(match, settings);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Integer> progress = java.util.Collections.synchronizedList(new ArrayList<>());
            MatchReview second = new Reviewer(settings, pool).review(match, OptionalInt.empty(), CancellationToken.none(),
                    (done, total) -> progress.add(total));
            assertThat(second).isEqualTo(first);
            assertThat(progress).hasSize(first.moves().size() + first.rolls().size());
            CancellationToken cancel = new CancellationToken();
            cancel.cancel();
            MatchReview cancelled = new Reviewer(settings, pool).review(match, OptionalInt.empty(), cancel, ReviewProgress.NONE);
            assertThat(cancelled.complete()).isFalse();
            assertThat(cancelled.moves()).isEmpty();
        } finally {
            pool.shutdownNow();
        }
        assertThat(first.complete()).isTrue();
        assertThat(first.moves()).isNotEmpty();
    }
}
