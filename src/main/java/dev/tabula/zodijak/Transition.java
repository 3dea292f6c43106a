package dev.tabula.zodijak;

import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Arrays;

/**
 * One move being made: what a play, a draw, a take, a pass, a sign or the end of a hand changes
 * (rules §5–§9), written on a fresh copy of the state's parts that becomes the next
 * {@link ZodijakState}.
 *
 * <p>It exists so that the state can stay a plain immutable value: all changing happens here, on
 * a copy that nobody else has seen yet (the table from {@link ZodijakTable#copy()}, cloned hands
 * and received cards), and {@link #result()} hands the finished parts to a new state. Dealing and
 * drawing, which the moves share with the start of the match, live in {@link Dealer}.
 */
final class Transition {
    final ZodijakTable t;
    final int seats;
    long[] hands;
    /** The stock, the next card to draw last; replaced, never changed in place (states share it). */
    byte[] stock;
    /** The generator every shuffle of this move draws from, handed on to the next state. */
    final Rng random;
    long[] received;

    private Transition(ZodijakTable table, long[] hands, byte[] stock, Rng random, long[] received) {
        this.t = table;
        this.seats = table.seatCount();
        this.hands = hands;
        this.stock = stock;
        this.random = random;
        this.received = received;
    }

    /** The first state of a match: Z3 draws the first dealer at random, then the first hand is dealt. */
    static ZodijakState start(ZodijakRules rules, Sign[] signs, long seed) {
        Transition x = new Transition(new ZodijakTable(rules, signs), new long[signs.length], new byte[0],
                Rng.fromState(seed), new long[signs.length]);
        x.t.dealer = x.random.nextInt(x.seats);
        x.t.handNumber = 1;
        Dealer.deal(x);
        return x.result();
    }

    /**
     * The state after {@code move}, which the caller has checked is legal in {@code s}; any
     * shuffle draws from {@code generator}, the working copy of {@code s}'s.
     */
    static ZodijakState apply(ZodijakState s, ZodijakMove move, Rng generator) {
        Transition x = new Transition(s.table().copy(), s.hands.clone(), s.stock, generator, s.received.clone());
        x.apply(move);
        return x.result();
    }

    ZodijakState result() {
        return new ZodijakState(t, hands, stock, random, received);
    }

    private void apply(ZodijakMove move) {
        t.barrier = true;
        t.freeTop = false; // R3 eightFreeStart frees the first player's action only, whatever it is; a deal sets it anew
        if (move instanceof ZodijakMove.Play play) {
            play(play);
        } else if (move instanceof ZodijakMove.ChooseSign choose) {
            t.barrier = false;
            chooseSign(choose.sign());
        } else if (move == ZodijakMove.DRAW) {
            received[t.current] = 0;
            received[t.current] = Dealer.drawCards(this, t.current, 1);
            t.passes = 0;
            t.log = t.log.append(PublicEvent.draw(t.current));
            advance();
        } else if (move == ZodijakMove.TAKE) {
            received[t.current] = 0;
            takePenalty();
        } else if (move == ZodijakMove.PASS) {
            t.barrier = false;
            pass();
        } else if (move == ZodijakMove.NEXT) {
            nextHand();
        }
    }

    private void play(ZodijakMove.Play play) {
        int p = t.current;
        int kindBefore = t.pendingKind;
        int countBefore = t.pendingCount;
        received[p] = 0;
        int n = play.size();
        byte[] pile = t.pile;
        byte[] newPile = Arrays.copyOf(pile, pile.length + n);
        for (int i = 0; i < n; i++) {
            int card = play.card(i);
            hands[p] &= ~Cards.bit(card);
            newPile[pile.length + i] = (byte) card;
        }
        t.pile = newPile;
        t.declaredSuit = -1;
        t.passes = 0;
        clearPending();
        if (n == 1) {
            int card = play.card(0);
            if (Cards.rank(card) == Cards.EIGHT && play.namedSuit() >= 0) {
                t.declaredSuit = play.namedSuit();
            } else if (Cards.rank(card) == Cards.ACE) {
                setPending(ZodijakState.PENDING_ACE,
                        (kindBefore == ZodijakState.PENDING_ACE ? countBefore : 0) + 2, p);
            } else if (t.isOwnZodiac(p, card)) {
                setPending(ZodijakState.PENDING_ZODIAC,
                        (kindBefore == ZodijakState.PENDING_ZODIAC ? countBefore : 0) + 7, p);
            }
        }
        if (hands[p] == 0 && t.handWinner < 0) {
            t.handWinner = p;
        }
        if (t.handWinner >= 0 && t.pendingKind == ZodijakState.PENDING_NONE) {
            t.log = t.log.append(PublicEvent.play(p, play, 0, -1));
            endHand();
            return;
        }
        advance();
        t.log = t.log.append(PublicEvent.play(p, play, t.pendingCount, t.current));
        if (t.pendingKind == ZodijakState.PENDING_ZODIAC && t.rules.autoResolvePenalty()
                && !t.rules.ownZodiacStacks()) {
            takePenalty(); // R19 autoResolve: the victim has no choice, so nobody is handed the computer
        }
    }

    private void setPending(int kind, int count, int source) {
        t.pendingKind = kind;
        t.pendingCount = count;
        t.pendingSource = source;
    }

    private void clearPending() {
        setPending(ZodijakState.PENDING_NONE, 0, -1);
    }

    private void takePenalty() {
        int owed = t.pendingCount;
        long got = Dealer.drawCards(this, t.current, owed);
        received[t.current] |= got;
        t.log = t.log.append(PublicEvent.take(t.current, Cards.count(got), owed));
        clearPending();
        t.passes = 0;
        if (t.handWinner >= 0) {
            endHand();
        } else {
            advance();
        }
    }

    private void pass() {
        received[t.current] = 0;
        t.passes++;
        t.log = t.log.append(PublicEvent.pass(t.current));
        int withCards = 0;
        for (long hand : hands) {
            if (hand != 0) {
                withCards++;
            }
        }
        if (t.passes >= withCards) {
            endBlockedHand();
        } else {
            advance();
        }
    }

    /** The next seat in play order; while a hand is being settled (Z24), seats without cards are skipped. */
    private void advance() {
        int next = (t.current + 1) % seats;
        if (t.handWinner >= 0) {
            while (hands[next] == 0) {
                next = (next + 1) % seats;
            }
        }
        t.current = next;
    }

    /** Z23–Z25, Z27: the winner scores the cards left in the other hands. */
    private void endHand() {
        int winner = t.handWinner;
        int points = 0;
        for (int q = 0; q < seats; q++) {
            if (q != winner) {
                points += Long.bitCount(hands[q]);
            }
        }
        finishHand(winner, points, false);
    }

    /** Z26: every seat with cards passed in a row. */
    private void endBlockedHand() {
        int winner = -1;
        int points = 0;
        if (t.rules.blockedFewestScores()) {
            int fewest = Integer.MAX_VALUE;
            for (int q = 0; q < seats; q++) {
                int size = Long.bitCount(hands[q]);
                if (size < fewest) {
                    fewest = size;
                    winner = q;
                } else if (size == fewest) {
                    winner = -1; // a tie for fewest: nobody scores
                }
            }
            if (winner >= 0) {
                for (int q = 0; q < seats; q++) {
                    points += Long.bitCount(hands[q]) - fewest;
                }
            }
        }
        finishHand(winner, points, true);
    }

    private void finishHand(int winner, int points, boolean blocked) {
        if (winner >= 0) {
            t.scores = t.scores.clone();
            t.scores[winner] += points;
        }
        t.lastHandWinner = winner;
        t.lastHandPoints = points;
        t.log = t.log.append(PublicEvent.handEnd(winner, points, blocked));
        clearPending();
        t.handWinner = -1;
        if (winner >= 0 && t.scores[winner] >= t.rules.targetScore()) {
            t.phase = ZodijakState.Phase.MATCH_OVER;
            t.current = State.NOBODY;
        } else {
            t.phase = ZodijakState.Phase.HAND_OVER;
            t.current = (t.dealer + 1) % seats; // the next dealer deals on
        }
    }

    private void nextHand() {
        if (t.rules.redeclareSignsEachHand()) {
            t.barrier = false; // nothing is dealt yet
            t.phase = ZodijakState.Phase.SIGNS;
            t.current = 0;
        } else {
            dealNextHand();
        }
    }

    private void chooseSign(Sign sign) {
        t.signs = t.signs.clone(); // the state this move is made in shares the array, and undo returns to it
        t.signs[t.current] = sign;
        t.log = t.log.append(PublicEvent.sign(t.current, sign));
        if (t.current == seats - 1) {
            t.barrier = true;
            dealNextHand();
        } else {
            t.current++;
        }
    }

    private void dealNextHand() {
        t.dealer = (t.dealer + 1) % seats;
        t.handNumber++;
        Dealer.deal(this);
    }
}
