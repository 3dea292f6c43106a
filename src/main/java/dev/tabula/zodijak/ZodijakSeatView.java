package dev.tabula.zodijak;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one seat may see of a Zodijak state: the public {@link ZodijakTable} (the very object the
 * state holds: the pile, every pile card having been played face up or turned up as the
 * starter, the scores, the signs, the public log, ...), plus its own hand, which of its cards it
 * just drew, the number of cards in every hand and the stock's size. Between hands, when all
 * hands are shown, it holds them all. A view made for seat -1 is the public view of the table
 * (the handover cover).
 *
 * <p>It never holds another seat's cards during a hand, nor the stock's order, nor the generator's
 * state (from which the whole deal could be recomputed).
 */
public final class ZodijakSeatView implements SeatView, TableFacts {
    private final int seat;
    private final ZodijakTable table;
    private final long ownHand;
    private final long received;
    private final int[] handSizes;
    /** All hands, only while they are face up (between hands and at the end of the match); else null. */
    private final long[] shownHands;
    private final int stockSize;

    ZodijakSeatView(ZodijakState s, int seat) {
        if (seat < -1 || seat >= s.seatCount()) {
            throw new IllegalArgumentException("no seat " + seat);
        }
        this.seat = seat;
        this.table = s.table();
        this.ownHand = seat >= 0 ? s.hand(seat) : 0;
        this.received = seat >= 0 ? s.received(seat) : 0;
        this.handSizes = new int[s.seatCount()];
        ZodijakState.Phase phase = table.phase;
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
            long unseen = Cards.ALL & ~ownHand & ~table.pileMask();
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
            return imagined(hands, stock, rng.nextLong());
        }
        long used = table.pileMask();
        for (long hand : hands) {
            used |= hand;
        }
        int[] rest = Cards.list(Cards.ALL & ~used).stream().mapToInt(Integer::intValue).toArray();
        rng.shuffle(rest);
        byte[] stock = new byte[rest.length];
        for (int i = 0; i < rest.length; i++) {
            stock[i] = (byte) rest[i];
        }
        return imagined(hands, stock, rng.nextLong());
    }

    /** The state of this table with these hidden parts; only this seat's drawn cards are known. */
    private ZodijakState imagined(long[] hands, byte[] stock, long generator) {
        long[] drawn = new long[handSizes.length];
        if (seat >= 0) {
            drawn[seat] = received;
        }
        return new ZodijakState(table, hands, stock, Rng.fromState(generator), drawn);
    }

    @Override
    public int seat() {
        return seat;
    }

    @Override
    public ZodijakTable table() {
        return table;
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

    /** Every card this view shows face up: its own hand, the pile and any face-up hands. */
    public long visibleCards() {
        long cards = ownHand | table.pileMask();
        if (shownHands != null) {
            for (long hand : shownHands) {
                cards |= hand;
            }
        }
        return cards;
    }

    // ------------------------------------------------------------------ the seat's own moves

    /**
     * Whether this view knows the moves of the seat to act: on its own turn (its hand, the sizes
     * of the others, the stock's size and the pile decide them), and whenever no hidden card
     * decides them (choosing signs, dealing the next hand).
     */
    public boolean knowsMoves() {
        return phase() != ZodijakState.Phase.PLAY || seat == currentSeat();
    }

    /** The legal moves of the seat to act when this view {@linkplain #knowsMoves() knows them}; else none. */
    public List<Move> legalMoves() {
        return knowsMoves() ? imagined().legalMoves() : List.of();
    }

    /** Whether {@code move} is legal for the seat to act; false when this view cannot know it. */
    public boolean isLegal(Move move) {
        return knowsMoves() && imagined().isLegal(move);
    }

    /** Whether the seat to act may play these cards in this order (§5); false when they are not this seat's to play. */
    public boolean isLegalPlay(int[] cards, int namedSuit) {
        return knowsMoves() && imagined().isLegalPlay(cards, namedSuit);
    }

    /** Whether this view's seat is to act and has a legal play. */
    public boolean hasPlay() {
        return knowsMoves() && imagined().hasPlay();
    }

    /** Whether any card can be drawn (the stock, or the pile below its top): public. */
    public boolean canDrawAny() {
        return stockSize > 0 || pileSize() >= 2;
    }

    /**
     * A state consistent with this view, to answer the seat's moves from: any will do, since they
     * depend only on what the seat sees. Made afresh each time (a shuffle of the unseen cards),
     * so that a view never keeps a whole state, not even an imagined one.
     */
    private ZodijakState imagined() {
        return determinize(Rng.fromState(0L));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ZodijakSeatView v && seat == v.seat && ownHand == v.ownHand && received == v.received
                && stockSize == v.stockSize && Arrays.equals(handSizes, v.handSizes)
                && Arrays.equals(shownHands, v.shownHands) && table.equals(v.table);
    }

    /** The same sum of the same facts as before the table was split off. */
    @Override
    public int hashCode() {
        return Objects.hash(seat, phase(), currentSeat(), ownHand, stockSize, log()) * 31 + Arrays.hashCode(table.pile);
    }
}
