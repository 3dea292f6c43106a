package dev.tabula.zola.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.Reason;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.zola.ZolaGame;
import java.util.Optional;

/**
 * What Zola offers a review: material decides the game, so a move that fell short while the best
 * one captured is a capture missed (the alpha-beta's own test of a capture). Its marks are the
 * default steps of winning chance.
 */
public final class ZolaReviewKnowledge implements ReviewKnowledge {

    @Override
    public String gameId() {
        return ZolaGame.ID;
    }

    @Override
    public ReviewCapabilities capabilities() {
        ZolaEvaluation captures = ZolaEvaluation.TUNED;
        return ReviewCapabilities.builder()
                .scale(MarkScale.DEFAULT)
                .reasons((state, played, best) -> captures.isTactical(state, best) && !captures.isTactical(state, played)
                        ? Optional.of(Reason.CAPTURE_MISSED) : Optional.empty())
                .build();
    }
}
