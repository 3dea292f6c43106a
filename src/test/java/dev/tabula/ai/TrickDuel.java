package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * A toy card game with hidden hands, for the information-set search: cards 1–8, three in each
 * hand and two left face down. Three tricks: the leader plays a card face up, the other seat
 * answers, the higher card takes the trick and leads the next. Most tricks wins. Hands are bit
 * sets (bit c for card c).
 *
 * <p>A seat's {@link View} holds its own hand and what was played, never the other hand or the
 * face-down cards; {@link View#determinize} deals the unseen cards at random.
 */
record TrickDuel(int[] hands, int leader, int led, int[] tricks, int played) implements State {
    static final int CARDS = 8;
    static final int HAND = 3;

    record Play(int card) implements Move {
        @Override
        public String notation() {
            return "play " + card;
        }
    }

    /** A deal: seat 0's hand, seat 1's hand (the rest is face down); seat 0 leads. */
    static TrickDuel deal(int hand0, int hand1) {
        return new TrickDuel(new int[] {hand0, hand1}, 0, 0, new int[2], 0);
    }

    static int cards(int... cards) {
        int set = 0;
        for (int card : cards) {
            set |= 1 << card;
        }
        return set;
    }

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return isTerminal() ? NOBODY : led == 0 ? leader : 1 - leader;
    }

    @Override
    public boolean isTerminal() {
        return tricks[0] + tricks[1] == HAND;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = new ArrayList<>();
        if (!isTerminal()) {
            for (int card = 1; card <= CARDS; card++) {
                if ((hands[currentSeat()] & (1 << card)) != 0) {
                    moves.add(new Play(card));
                }
            }
        }
        return moves;
    }

    @Override
    public State apply(Move move) {
        int seat = currentSeat();
        if (!(move instanceof Play play) || seat < 0 || (hands[seat] & (1 << play.card())) == 0) {
            throw new IllegalArgumentException(move + " is not legal here");
        }
        int[] after = hands.clone();
        after[seat] &= ~(1 << play.card());
        int shown = played | (1 << play.card());
        if (led == 0) {
            return new TrickDuel(after, leader, play.card(), tricks, shown);
        }
        int winner = play.card() > led ? seat : leader;
        int[] taken = tricks.clone();
        taken[winner]++;
        return new TrickDuel(after, winner, 0, taken, shown);
    }

    @Override
    public Outcome outcome() {
        return Outcome.win(tricks[0] > tricks[1] ? 0 : 1, "duel.end");
    }

    @Override
    public SeatView viewFor(int seat) {
        return new View(seat, hands[seat], Integer.bitCount(hands[1 - seat]), leader, led, tricks.clone(), played);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TrickDuel other && java.util.Arrays.equals(hands, other.hands) && leader == other.leader
                && led == other.led && java.util.Arrays.equals(tricks, other.tricks) && played == other.played;
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(hands) * 31 + leader * 17 + led * 7 + played;
    }

    /** What one seat sees: its own hand, the size of the other, and everything played. */
    record View(int seat, int hand, int otherHandSize, int leader, int led, int[] tricks, int played)
            implements SeatView {

        @Override
        public State determinize(Rng rng) {
            int[] unseen = new int[CARDS - Integer.bitCount(hand) - Integer.bitCount(played)];
            int n = 0;
            for (int card = 1; card <= CARDS; card++) {
                if (((hand | played) & (1 << card)) == 0) {
                    unseen[n++] = card;
                }
            }
            rng.shuffle(unseen);
            int other = 0;
            for (int i = 0; i < otherHandSize; i++) {
                other |= 1 << unseen[i];
            }
            int[] hands = new int[2];
            hands[seat] = hand;
            hands[1 - seat] = other;
            return new TrickDuel(hands, leader, led, tricks.clone(), played);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof View other && seat == other.seat && hand == other.hand
                    && otherHandSize == other.otherHandSize && leader == other.leader && led == other.led
                    && java.util.Arrays.equals(tricks, other.tricks) && played == other.played;
        }

        @Override
        public int hashCode() {
            return seat * 31 + hand * 17 + played * 7 + led;
        }
    }
}
