package dev.tabula.zola.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.Reason;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zola.ZolaGame;
import java.util.Optional;

/**
 * What Zola offers a review: material decides the game, so a move that fell short while the best
 * one captured is a capture missed (the alpha-beta's own test of a capture), and one after which
 * the opponent can capture while after the best it could not left a piece to be taken. Its marks
 * are the default steps of winning chance.
 */
public final class ZolaReviewKnowledge implements ReviewKnowledge {
    private static final ZolaEvaluation CAPTURES = ZolaEvaluation.TUNED;

    @Override
    public String gameId() {
        return ZolaGame.ID;
    }

    @Override
    public ReviewCapabilities capabilities() {
        return ReviewCapabilities.builder()
                .scale(MarkScale.DEFAULT)
                .reasons(ZolaReviewKnowledge::why)
                .build();
    }

    static Optional<Reason> why(State state, Move played, Move best) {
        if (CAPTURES.isTactical(state, best) && !CAPTURES.isTactical(state, played)) {
            return Optional.of(Reason.CAPTURE_MISSED);
        }
        if (opponentCaptures(state.apply(played)) && !opponentCaptures(state.apply(best))) {
            return Optional.of(Reason.CAPTURE_ALLOWED);
        }
        return Optional.empty();
    }

    /** Whether the seat to move at {@code after} has a capture (nothing to capture once the game is over). */
    private static boolean opponentCaptures(State after) {
        return !after.isTerminal() && after.legalMoves().stream().anyMatch(move -> CAPTURES.isTactical(after, move));
    }
}
