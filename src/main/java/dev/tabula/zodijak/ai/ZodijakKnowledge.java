package dev.tabula.zodijak.ai;

import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.GreedyRollout;
import dev.tabula.ai.Player;
import dev.tabula.ai.RulePlayer;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * What the search player knows of Zodijak, a whole match to 55 as one game: a random match lasts
 * thousands of plies, so a rollout plays only a few plies of the current hand and then asks
 * {@link MatchEstimate} for each seat's chance to win the match (the score so far, and who is
 * likely to go out of this hand with how many of the others' cards).
 *
 * <p>The rollout policy and the priors share one greedy score ({@link #score}): play rather than
 * draw, shed many cards at once, keep eights for when nothing else fits, hit the next player with
 * an ace or one's own zodiac card, and name the suit one holds most of. The search only ever
 * passes imagined deals (determinized from the seat's view), so looking at hands here is fair.
 */
public final class ZodijakKnowledge implements GameKnowledge {
    /** The chance that a rollout plays the greedy move rather than a uniform one. */
    static final double GREEDY = 0.85;
    /** Rollout plies before the match estimate is taken: about three turns of two players. */
    static final int EVALUATION_DEPTH = 6;

    @Override
    public String gameId() {
        return ZodijakGame.ID;
    }

    @Override
    public Move rolloutMove(State state, Rng rng) {
        return GreedyRollout.choose((ZodijakState) state, rng, GREEDY, ZodijakKnowledge::score);
    }

    @Override
    public int evaluationDepth() {
        return EVALUATION_DEPTH;
    }

    @Override
    public double[] evaluate(State state) {
        return MatchEstimate.winChances((ZodijakState) state);
    }

    /**
     * {@code rules}: the baseline Hard is measured against, a careful player by rules of thumb
     * that plays the move {@link #score} likes best every time (go out when it can, shed the most
     * cards, keep the eight, attack with aces and its own zodiac card), from its own hand only.
     */
    @Override
    public Map<String, LongFunction<Player>> baselines() {
        return Map.of("rules", seed -> new RulePlayer("rules", seed, (state, move) -> score((ZodijakState) state, move)));
    }

    @Override
    public double prior(State state, Move move) {
        return Math.max(0, score((ZodijakState) state, move)) / 200.0;
    }

    /**
     * A greedy score of one move, from 0 (a draw, a take, a pass) up to 200: going out wins the
     * hand; otherwise each card shed counts, a lone 8 played while other plays exist is kept back,
     * an ace or one's own zodiac card played alone (the next player draws) is worth a lot, and a
     * play that ends on a card of a suit one still holds lets the next turn go on.
     */
    static int score(ZodijakState state, Move move) {
        if (!(move instanceof ZodijakMove.Play play)) {
            return 0;
        }
        int seat = state.currentSeat();
        long hand = state.hand(seat);
        long left = hand;
        for (int i = 0; i < play.size(); i++) {
            left &= ~Cards.bit(play.card(i));
        }
        if (left == 0) {
            return 200;
        }
        int score = 20 + 12 * play.size();
        int last = play.last();
        if (play.size() == 1) {
            if (Cards.rank(last) == Cards.EIGHT && play.namedSuit() >= 0) {
                // keep the wild eight back, and name the suit one holds most of when playing it
                score = 10 + 3 * Long.bitCount(left & suitMask(play.namedSuit()));
            } else if (Cards.rank(last) == Cards.ACE) {
                score += 40;
            } else if (state.isOwnZodiac(seat, last)) {
                score += 80;
            }
        }
        // eights kept in hand are worth keeping: a sequence that spends one loses a little
        if (play.size() > 1) {
            for (int i = 0; i < play.size(); i++) {
                if (Cards.rank(play.card(i)) == Cards.EIGHT) {
                    score -= 4;
                }
            }
        }
        if ((left & suitMask(Cards.suit(last))) != 0) {
            score += 6;
        }
        return Math.min(score, 199);
    }

    private static long suitMask(int suit) {
        return 0x1FFFL << (13 * suit); // cards are numbered suit by suit (Cards.of)
    }
}
