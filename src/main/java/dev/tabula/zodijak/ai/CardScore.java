package dev.tabula.zodijak.ai;

import dev.tabula.core.Move;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;

/**
 * Zodijak's greedy score of one move, the source of its rollout policy, its priors and the
 * {@code rules} baseline: play rather than draw, shed many cards at once, keep eights for when
 * nothing else fits, hit the next player with an ace or one's own zodiac card, and name the suit
 * one holds most of. It looks at the hand of the seat to move, which in the search is an imagined
 * deal, so looking is fair.
 */
final class CardScore {
    /** The score of a move that goes out, and above every other. */
    static final int GOES_OUT = 200;

    private CardScore() {
    }

    /**
     * A greedy score of one move, from 0 (a draw, a take, a pass) up to {@value #GOES_OUT}: going
     * out wins the hand; otherwise each card shed counts, a lone 8 played while other plays exist
     * is kept back, an ace or one's own zodiac card played alone (the next player draws) is worth a
     * lot, and a play that ends on a card of a suit one still holds lets the next turn go on.
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
            return GOES_OUT;
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
        return Math.min(score, GOES_OUT - 1);
    }

    private static long suitMask(int suit) {
        return 0x1FFFL << (13 * suit); // cards are numbered suit by suit (Cards.of)
    }
}
