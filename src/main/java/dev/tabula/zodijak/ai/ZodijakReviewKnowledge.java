package dev.tabula.zodijak.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.Reason;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakState;
import java.util.Optional;

/**
 * What Zodijak offers a review: a move that fell short while the best one went out of the hand
 * missed going out; that looks only at the mover's own hand, which the imagined state holds as it
 * is. Its marks are the default steps of winning chance (a whole match's chance moves slowly).
 */
public final class ZodijakReviewKnowledge implements ReviewKnowledge {

    @Override
    public String gameId() {
        return ZodijakGame.ID;
    }

    @Override
    public ReviewCapabilities capabilities() {
        return ReviewCapabilities.builder()
                .scale(MarkScale.DEFAULT)
                .reasons((state, played, best) -> {
                    ZodijakState game = (ZodijakState) state;
                    return CardScore.score(game, best) >= CardScore.GOES_OUT
                            && CardScore.score(game, played) < CardScore.GOES_OUT
                            ? Optional.of(Reason.GOING_OUT_MISSED) : Optional.empty();
                })
                .build();
    }
}
