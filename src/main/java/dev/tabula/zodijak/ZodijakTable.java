package dev.tabula.zodijak;

import dev.tabula.core.State;
import java.util.Arrays;
import java.util.Objects;

/**
 * The public facts of a Zodijak table: what every seat sees alike (the pile, the declared suit,
 * the pending penalty, whose turn it is, the scores, the signs, the public log, ...).
 *
 * <p>A {@link ZodijakState} and each {@link ZodijakSeatView} of it hold the same table object,
 * so each of these facts is declared once and a view costs no copying; the state adds what is
 * hidden (hands, stock order, generator), the view what only its seat may see. The questions
 * about these facts are asked in {@link TableFacts}, which all three answer.
 *
 * <p>A table is immutable once published. Its fields are not final only so that a move can
 * change a fresh {@link #copy()} in place ({@link Transition}) before any state holds it: a move
 * changes up to a dozen of these facts, and a builder would declare every field a second time.
 * The arrays are never handed out, only copies of them.
 */
public final class ZodijakTable implements TableFacts {
    final ZodijakRules rules;
    Sign[] signs;
    int[] scores;
    int dealer;
    int handNumber;
    ZodijakState.Phase phase;
    /** The seat to act; {@link State#NOBODY} once the match is over. */
    int current;
    /** The pile, the oldest card first and the top last; every card on it was seen face up. */
    byte[] pile;
    int declaredSuit;
    boolean freeTop;
    int pendingKind;
    int pendingCount;
    int pendingSource;
    int handWinner;
    int passes;
    boolean barrier;
    int lastHandWinner;
    int lastHandPoints;
    PublicLog log;

    private int hash;

    /** The table before the first deal: no cards out, no scores, nothing logged. */
    ZodijakTable(ZodijakRules rules, Sign[] signs) {
        this.rules = rules;
        this.signs = signs.clone();
        this.scores = new int[signs.length];
        this.pile = new byte[0];
        this.lastHandWinner = -1;
        this.log = PublicLog.EMPTY;
    }

    private ZodijakTable(ZodijakTable from) {
        this.rules = from.rules;
        this.signs = from.signs;
        this.scores = from.scores;
        this.dealer = from.dealer;
        this.handNumber = from.handNumber;
        this.phase = from.phase;
        this.current = from.current;
        this.pile = from.pile;
        this.declaredSuit = from.declaredSuit;
        this.freeTop = from.freeTop;
        this.pendingKind = from.pendingKind;
        this.pendingCount = from.pendingCount;
        this.pendingSource = from.pendingSource;
        this.handWinner = from.handWinner;
        this.passes = from.passes;
        this.barrier = from.barrier;
        this.lastHandWinner = from.lastHandWinner;
        this.lastHandPoints = from.lastHandPoints;
        this.log = from.log;
    }

    /**
     * A copy for the next move to change. The arrays are shared: whoever changes one replaces it
     * with a changed clone first, so the published table keeps its own.
     */
    ZodijakTable copy() {
        return new ZodijakTable(this);
    }

    /** A table answers for itself; states and views answer through the table they hold. */
    @Override
    public ZodijakTable table() {
        return this;
    }

    /** The cards on the pile as a mask. */
    long pileMask() {
        long mask = 0;
        for (byte card : pile) {
            mask |= Cards.bit(card);
        }
        return mask;
    }

    // ------------------------------------------------------------------ identity

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof ZodijakTable t && hashCode() == t.hashCode()
                && dealer == t.dealer && handNumber == t.handNumber && phase == t.phase && current == t.current
                && declaredSuit == t.declaredSuit && freeTop == t.freeTop && pendingKind == t.pendingKind
                && pendingCount == t.pendingCount && pendingSource == t.pendingSource
                && handWinner == t.handWinner && passes == t.passes && barrier == t.barrier
                && lastHandWinner == t.lastHandWinner && lastHandPoints == t.lastHandPoints
                && rules.equals(t.rules) && Arrays.equals(signs, t.signs) && Arrays.equals(scores, t.scores)
                && Arrays.equals(pile, t.pile) && log.equals(t.log);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(dealer, handNumber, phase, current, declaredSuit, freeTop, pendingKind, pendingCount,
                    pendingSource, handWinner, passes, barrier, lastHandWinner, lastHandPoints, rules, log);
            h = h * 31 + Arrays.hashCode(signs);
            h = h * 31 + Arrays.hashCode(scores);
            h = h * 31 + Arrays.hashCode(pile);
            hash = h == 0 ? 1 : h;
        }
        return hash;
    }
}
