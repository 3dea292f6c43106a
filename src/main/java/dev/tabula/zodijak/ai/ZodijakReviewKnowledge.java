package dev.tabula.zodijak.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.Reason;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.Optional;

/**
 * What Zodijak offers a review: why a move fell short, from the mover's own hand only (which the
 * imagined state holds as it is; the other hands in it are a guess and are never looked at):
 * going out was missed, a card could have been played instead of drawing, the best move made the
 * next player draw (an ace or one's own zodiac card alone) or shed more cards at once. Its marks
 * are the default steps of winning chance (a whole match's chance moves slowly).
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
                .reasons(ZodijakReviewKnowledge::why)
                .build();
    }

    static Optional<Reason> why(State state, Move played, Move best) {
        ZodijakState game = (ZodijakState) state;
        if (CardScore.score(game, best) >= CardScore.GOES_OUT && CardScore.score(game, played) < CardScore.GOES_OUT) {
            return Optional.of(Reason.GOING_OUT_MISSED);
        }
        if (!(best instanceof ZodijakMove.Play bestPlay)) {
            return Optional.empty();
        }
        if (!(played instanceof ZodijakMove.Play playedPlay)) {
            return played == ZodijakMove.DRAW ? Optional.of(Reason.PLAY_MISSED) : Optional.empty();
        }
        if (penalises(game, bestPlay) && !penalises(game, playedPlay)) {
            return Optional.of(Reason.PENALTY_MISSED);
        }
        return bestPlay.size() > playedPlay.size() ? Optional.of(Reason.MORE_CARDS_MISSED) : Optional.empty();
    }

    /** Whether {@code play} makes the next player draw: an ace or the mover's own zodiac card played alone. */
    private static boolean penalises(ZodijakState game, ZodijakMove.Play play) {
        int card = play.last();
        return play.size() == 1 && (Cards.rank(card) == Cards.ACE || game.isOwnZodiac(game.currentSeat(), card));
    }
}
