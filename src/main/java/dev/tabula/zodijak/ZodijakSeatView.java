package dev.tabula.zodijak;

import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.Arrays;
import java.util.Objects;

/**
 * What one seat may see of a Zodijak state: its own hand (and which of its cards it just drew),
 * the number of cards in every hand, the stock's size, the pile (every pile card was played face
 * up, or turned up as the starter), the scores, the signs and the public log. Between hands, when
 * all hands are shown, it holds them all. A view made for seat -1 is the public view of the
 * table (the handover cover).
 *
 * <p>It never holds another seat's cards during a hand, nor the stock's order, nor the generator's
 * state (from which the whole deal could be recomputed).
 */
public final class ZodijakSeatView implements SeatView {
    private final int seat;
    private final ZodijakRules rules;
    private final Sign[] signs;
    private final int[] scores;
    private final int dealer;
    private final int handNumber;
    private final ZodijakState.Phase phase;
    private final int current;
    private final long ownHand;
    private final long received;
    private final int[] handSizes;
    /** All hands, only while they are face up (between hands and at the end of the match); else null. */
    private final long[] shownHands;
    private final int stockSize;
    private final byte[] pile;
    private final int declaredSuit;
    private final boolean freeTop;
    private final int pendingKind;
    private final int pendingCount;
    private final int pendingSource;
    private final int handWinner;
    private final int passes;
    private final boolean barrier;
    private final int lastHandWinner;
    private final int lastHandPoints;
    private final PublicLog log;

    ZodijakSeatView(ZodijakState s, int seat) {
        if (seat < -1 || seat >= s.seatCount()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        this.seat = seat;
        this.rules = s.rules();
        this.signs = s.signsArray();
        this.scores = s.scoresArray();
        this.dealer = s.dealer();
        this.handNumber = s.handNumber();
        this.phase = s.phase();
        this.current = s.currentSeat();
        this.ownHand = seat >= 0 ? s.hand(seat) : 0;
        this.received = seat >= 0 ? s.received(seat) : 0;
        this.handSizes = new int[s.seatCount()];
        boolean faceUp = phase == ZodijakState.Phase.HAND_OVER || phase == ZodijakState.Phase.MATCH_OVER
                || phase == ZodijakState.Phase.SIGNS;
        this.shownHands = faceUp ? new long[s.seatCount()] : null;
        for (int q = 0; q < handSizes.length; q++) {
            handSizes[q] = s.handSize(q);
            if (faceUp) {
                shownHands[q] = s.hand(q);
            }
        }
        this.stockSize = s.stockSize();
        this.pile = s.pileArray();
        this.declaredSuit = s.declaredSuit();
        this.freeTop = s.freeTop();
        this.pendingKind = s.pendingKind();
        this.pendingCount = s.pendingCount();
        this.pendingSource = s.pendingSource();
        this.handWinner = s.handWinner();
        this.passes = s.passes();
        this.barrier = s.isUndoBarrier();
        this.lastHandWinner = s.lastHandWinner();
        this.lastHandPoints = s.lastHandPoints();
        this.log = s.log();
    }

    /**
     * A state that agrees with everything this view shows: the cards this seat cannot see (those
     * neither in its hand nor on the pile) are shuffled with {@code rng} and dealt to the other
     * hands, in their known sizes, and to the stock. The result's own generator is drawn from
     * {@code rng} too, so nothing of the true state leaks in.
     */
    @Override
    public ZodijakState determinize(Rng rng) {
        int seats = handSizes.length;
        long[] hands = new long[seats];
        if (shownHands != null) {
            hands = shownHands.clone();
        } else {
            long pileMask = 0;
            for (byte card : pile) {
                pileMask |= Cards.bit(card);
            }
            long unseen = Cards.ALL & ~ownHand & ~pileMask;
            int[] cards = Cards.list(unseen).stream().mapToInt(Integer::intValue).toArray();
            rng.shuffle(cards);
            int next = 0;
            for (int q = 0; q < seats; q++) {
                if (q == seat) {
                    hands[q] = ownHand;
                    continue;
                }
                for (int i = 0; i < handSizes[q]; i++) {
                    hands[q] |= Cards.bit(cards[next++]);
                }
            }
            byte[] stock = new byte[cards.length - next];
            for (int i = 0; i < stock.length; i++) {
                stock[i] = (byte) cards[next + i];
            }
            return ZodijakState.of(this, hands, stock, rng.nextLong());
        }
        long used = 0;
        for (long hand : hands) {
            used |= hand;
        }
        for (byte card : pile) {
            used |= Cards.bit(card);
        }
        int[] rest = Cards.list(Cards.ALL & ~used).stream().mapToInt(Integer::intValue).toArray();
        rng.shuffle(rest);
        byte[] stock = new byte[rest.length];
        for (int i = 0; i < rest.length; i++) {
            stock[i] = (byte) rest[i];
        }
        return ZodijakState.of(this, hands, stock, rng.nextLong());
    }

    @Override
    public int seat() {
        return seat;
    }

    public ZodijakRules rules() {
        return rules;
    }

    public int seatCount() {
        return handSizes.length;
    }

    public Sign sign(int q) {
        return signs[q];
    }

    Sign[] signsArray() {
        return signs.clone();
    }

    public int score(int q) {
        return scores[q];
    }

    int[] scoresArray() {
        return scores.clone();
    }

    public int dealer() {
        return dealer;
    }

    public int handNumber() {
        return handNumber;
    }

    public ZodijakState.Phase phase() {
        return phase;
    }

    /** The seat to act, or {@code State.NOBODY} once the match is over. */
    public int currentSeat() {
        return current;
    }

    /** This seat's own cards (none for the public view). */
    public long ownHand() {
        return ownHand;
    }

    /** The cards this seat drew since it last acted. */
    public long received() {
        return received;
    }

    public int handSize(int q) {
        return handSizes[q];
    }

    /** Whether every hand is face up (between hands, at the end of the match). */
    public boolean handsShown() {
        return shownHands != null;
    }

    /** A face-up hand; only while {@link #handsShown()}. */
    public long shownHand(int q) {
        if (shownHands == null) {
            throw new IllegalStateException("hands are hidden during a hand");
        }
        return shownHands[q];
    }

    public int stockSize() {
        return stockSize;
    }

    public int pileSize() {
        return pile.length;
    }

    public int pileCard(int index) {
        return pile[index];
    }

    byte[] pileArray() {
        return pile.clone();
    }

    public int top() {
        return pile[pile.length - 1];
    }

    public int declaredSuit() {
        return declaredSuit;
    }

    public boolean freeTop() {
        return freeTop;
    }

    public int pendingKind() {
        return pendingKind;
    }

    public int pendingCount() {
        return pendingCount;
    }

    public int pendingSource() {
        return pendingSource;
    }

    public int handWinner() {
        return handWinner;
    }

    public int passes() {
        return passes;
    }

    public boolean isUndoBarrier() {
        return barrier;
    }

    public int lastHandWinner() {
        return lastHandWinner;
    }

    public int lastHandPoints() {
        return lastHandPoints;
    }

    public PublicLog log() {
        return log;
    }

    /** Every card this view shows face up: its own hand, the pile and any face-up hands. */
    public long visibleCards() {
        long cards = ownHand;
        for (byte card : pile) {
            cards |= Cards.bit(card);
        }
        if (shownHands != null) {
            for (long hand : shownHands) {
                cards |= hand;
            }
        }
        return cards;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ZodijakSeatView v && seat == v.seat && dealer == v.dealer && handNumber == v.handNumber
                && phase == v.phase && current == v.current && ownHand == v.ownHand && received == v.received
                && stockSize == v.stockSize && declaredSuit == v.declaredSuit && freeTop == v.freeTop
                && pendingKind == v.pendingKind && pendingCount == v.pendingCount
                && pendingSource == v.pendingSource && handWinner == v.handWinner && passes == v.passes
                && barrier == v.barrier && lastHandWinner == v.lastHandWinner && lastHandPoints == v.lastHandPoints
                && rules.equals(v.rules) && Arrays.equals(signs, v.signs) && Arrays.equals(scores, v.scores)
                && Arrays.equals(handSizes, v.handSizes) && Arrays.equals(shownHands, v.shownHands)
                && Arrays.equals(pile, v.pile) && log.equals(v.log);
    }

    @Override
    public int hashCode() {
        return Objects.hash(seat, phase, current, ownHand, stockSize, log) * 31 + Arrays.hashCode(pile);
    }
}
