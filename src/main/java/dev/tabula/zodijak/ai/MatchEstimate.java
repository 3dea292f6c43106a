package dev.tabula.zodijak.ai;

import dev.tabula.ai.Evaluation;
import dev.tabula.core.State;
import dev.tabula.zodijak.ZodijakState;

/**
 * Each seat's chance to win a Zodijak match from a position, roughly. The hand in play: a seat
 * with fewer cards is likelier to go out first ({@link #HAND_SHARPNESS} per card), and the one
 * who goes out scores the cards left in the others' hands; a penalty the seat on turn must take
 * counts as cards already in its hand. The match: the expected score after this hand, as a
 * distance still to go to the target, turned into shares with a softmax ({@link #MATCH_SPREAD}
 * points make a factor e). A whole match is one game of thousands of random plies, so a rollout
 * plays only {@value #DEPTH} plies of the current hand before asking it.
 */
final class MatchEstimate implements Evaluation {
    /** Rollout plies before the match estimate is taken: about three turns of two players. */
    static final int DEPTH = 6;
    /** How strongly one card fewer raises the chance to go out first (a softmax slope per card). */
    static final double HAND_SHARPNESS = 0.45;
    /** Points of distance to the target that make a factor e in the chance to win the match. */
    static final double MATCH_SPREAD = 9.0;

    @Override
    public int depth() {
        return DEPTH;
    }

    @Override
    public double[] evaluate(State state) {
        return winChances((ZodijakState) state);
    }

    static double[] winChances(ZodijakState state) {
        int seats = state.seatCount();
        double[] cards = new double[seats];
        double totalCards = 0;
        boolean inHand = state.phase() == ZodijakState.Phase.PLAY;
        for (int seat = 0; seat < seats; seat++) {
            cards[seat] = inHand ? state.handSize(seat) : 0;
            totalCards += cards[seat];
        }
        if (inHand && state.pendingKind() != ZodijakState.PENDING_NONE) {
            int victim = state.currentSeat();
            cards[victim] += state.pendingCount();
            totalCards += state.pendingCount();
        }
        double[] goOut = new double[seats];
        double sum = 0;
        for (int seat = 0; seat < seats; seat++) {
            goOut[seat] = Math.exp(-HAND_SHARPNESS * cards[seat]);
            sum += goOut[seat];
        }
        int target = state.rules().targetScore();
        double[] chances = new double[seats];
        double total = 0;
        for (int seat = 0; seat < seats; seat++) {
            double expected = state.score(seat);
            if (inHand) {
                expected += goOut[seat] / sum * (totalCards - cards[seat]);
            }
            double toGo = Math.max(0, target - expected);
            chances[seat] = Math.exp(-toGo / MATCH_SPREAD);
            total += chances[seat];
        }
        for (int seat = 0; seat < seats; seat++) {
            chances[seat] /= total;
        }
        return chances;
    }
}
