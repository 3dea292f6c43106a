package dev.tabula.tally;

import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.Objects;

/**
 * What one seat of Tally sees with the hands hidden: its own hand, how many cards each other hand
 * and the stock hold, and everything public (the cards played, the scores, whose turn, the roll).
 * The public view ({@link SeatView#NO_SEAT}) holds no hand at all. Open to subclassing for the
 * broken variants only.
 */
public class TallyView implements SeatView {
    private final int seat;
    private final TallyRules rules;
    private final int ownHand;
    private final int[] handSizes;
    private final int stockSize;
    private final TallyState.Parts shown;

    protected TallyView(TallyState state, int seat) {
        TallyState.Parts p = state.parts();
        this.seat = seat;
        this.rules = state.rules();
        this.ownHand = seat >= 0 ? p.hands()[seat] : 0;
        this.handSizes = Arrays.stream(p.hands()).map(Integer::bitCount).toArray();
        this.stockSize = p.stock().length;
        // the public parts only: the hands and the stock are left out
        this.shown = new TallyState.Parts(null, null, p.played(), p.scores(), p.seat(), p.roll(), p.turnsLeft());
    }

    @Override
    public int seat() {
        return seat;
    }

    /**
     * The cards this seat cannot see are shuffled with {@code rng} and dealt to the other hands, in
     * their sizes, and to the stock; the imagined state's generator is drawn from {@code rng} too.
     */
    @Override
    public State determinize(Rng rng) {
        return deal(rng, true);
    }

    /** A state that shows what this view shows, its unseen cards dealt with {@code rng}; this seat's own hand too unless {@code keepOwnHand}. */
    protected final TallyState deal(Rng rng, boolean keepOwnHand) {
        int known = (keepOwnHand ? ownHand : 0) | shown.played();
        int[] unseen = new int[TallyState.CARDS - Integer.bitCount(known)];
        int n = 0;
        for (int card = 1; card <= TallyState.CARDS; card++) {
            if ((known & (1 << card)) == 0) {
                unseen[n++] = card;
            }
        }
        rng.shuffle(unseen);
        int next = 0;
        int[] hands = new int[handSizes.length];
        for (int q = 0; q < hands.length; q++) {
            if (q == seat && keepOwnHand) {
                hands[q] = ownHand;
                continue;
            }
            for (int i = 0; i < handSizes[q]; i++) {
                hands[q] |= 1 << unseen[next++];
            }
        }
        byte[] stock = new byte[stockSize];
        for (int i = 0; i < stock.length; i++) {
            stock[i] = (byte) unseen[next++];
        }
        TallyState.Parts imagined = new TallyState.Parts(hands, stock, shown.played(), shown.scores(), shown.seat(),
                shown.roll(), shown.turnsLeft());
        return rules.maker().make(rules, imagined, Rng.fromState(rng.nextLong()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TallyView v && seat == v.seat && rules.equals(v.rules) && ownHand == v.ownHand
                && stockSize == v.stockSize && Arrays.equals(handSizes, v.handSizes)
                && shown.played() == v.shown.played() && Arrays.equals(shown.scores(), v.shown.scores())
                && shown.seat() == v.shown.seat() && shown.roll() == v.shown.roll()
                && shown.turnsLeft() == v.shown.turnsLeft();
    }

    @Override
    public String toString() {
        return "seat " + seat + "'s view: own hand " + Integer.toBinaryString(ownHand) + ", hands of "
                + Arrays.toString(handSizes) + " cards, " + stockSize + " in the stock, seat " + shown.seat()
                + " to play, roll " + shown.roll();
    }

    @Override
    public int hashCode() {
        return Objects.hash(seat, ownHand, stockSize, shown.played(), shown.seat(), shown.roll(), shown.turnsLeft())
                * 31 + Arrays.hashCode(handSizes);
    }
}
