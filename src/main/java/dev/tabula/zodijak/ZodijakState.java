package dev.tabula.zodijak;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.SeededState;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A moment of a Zodijak match: the whole match is one game, from the first deal until a seat
 * reaches the target score.
 *
 * <p>It is the public {@link ZodijakTable} (shared with every {@link ZodijakSeatView} of it) plus
 * what is hidden: the hands as bit masks, the stock as a byte array (the last element is the next
 * card to draw), the cards each seat just drew, and the seeded generator, which
 * {@link SeededState} keeps. Every shuffle (the deal, each reshuffle of the pile) happens inside
 * {@link #apply} with it, so a match is a pure function of its seed and moves.
 *
 * <p>This class only holds and answers; which moves are legal is {@link LegalMoves}' job, what a
 * move changes is {@link Transition}'s, and dealing and drawing are {@link Dealer}'s. A state is
 * never changed once made.
 */
public final class ZodijakState extends SeededState<ZodijakState> implements TableFacts {

    /** The parts of a match. */
    public enum Phase {
        /** A hand is being played ({@code currentSeat} owes a play, a draw, a take or a pass). */
        PLAY,
        /** The hand is over, all hands are shown; {@code currentSeat} (the next dealer) deals on. */
        HAND_OVER,
        /** Before a hand, seats declare their signs again (variant {@code redeclareSignsEachHand}). */
        SIGNS,
        /** A seat reached the target; the game is over. */
        MATCH_OVER
    }

    public static final int PENDING_NONE = 0;
    public static final int PENDING_ACE = 1;
    public static final int PENDING_ZODIAC = 2;
    public static final int HAND_SIZE = 7;

    private final ZodijakTable table;
    final long[] hands;
    final byte[] stock;
    /** The cards each seat drew since it last acted: shown to that seat only. */
    final long[] received;

    private List<Move> legal;

    /**
     * A state of these parts, taken as they are: nobody may change them afterwards. Its shuffles
     * continue where {@code generator} stands.
     */
    ZodijakState(ZodijakTable table, long[] hands, byte[] stock, Rng generator, long[] received) {
        super(generator);
        this.table = table;
        this.hands = hands;
        this.stock = stock;
        this.received = received;
    }

    /** The first state of a match. */
    static ZodijakState start(ZodijakRules rules, Sign[] signs, long seed) {
        return Transition.start(rules, signs, seed);
    }

    /**
     * A hand in progress laid out card by card, for rule tests: {@code stock} and {@code pile}
     * list their cards bottom first (the last is the next card to draw / the top), no penalty or
     * declared suit is pending, and the scores are as given. The rest (the generator, the log,
     * hand 1) is that of the match that seed 0 starts.
     */
    static ZodijakState arranged(ZodijakRules rules, Sign[] signs, int dealer, int current, long[] hands,
            int[] stock, int[] pile, int[] scores) {
        ZodijakState dealt = start(rules, signs, 0L);
        ZodijakTable t = dealt.table.copy();
        t.dealer = dealer;
        t.current = current;
        t.pile = toBytes(pile);
        t.scores = scores.clone();
        t.declaredSuit = -1;
        t.freeTop = false;
        return new ZodijakState(t, hands.clone(), toBytes(stock), dealt.generator(), dealt.received);
    }

    private static byte[] toBytes(int[] cards) {
        byte[] bytes = new byte[cards.length];
        for (int i = 0; i < cards.length; i++) {
            bytes[i] = (byte) cards[i];
        }
        return bytes;
    }

    // ------------------------------------------------------------------ queries

    @Override
    public ZodijakTable table() {
        return table;
    }

    @Override
    public int seatCount() {
        return TableFacts.super.seatCount();
    }

    @Override
    public int currentSeat() {
        return TableFacts.super.currentSeat();
    }

    @Override
    public boolean isTerminal() {
        return table.phase == Phase.MATCH_OVER;
    }

    /** Whether reaching this state showed someone a card they had not seen (H5): undo stops here. */
    @Override
    public boolean isUndoBarrier() {
        return TableFacts.super.isUndoBarrier();
    }

    /** The cards in {@code seat}'s hand. Hidden information: views use {@link #viewFor}. */
    public long hand(int seat) {
        return hands[seat];
    }

    public int handSize(int seat) {
        return Long.bitCount(hands[seat]);
    }

    public int stockSize() {
        return stock.length;
    }

    /** The stock, the next card to draw last. Hidden information. */
    byte[] stockArray() {
        return stock.clone();
    }

    /** The cards {@code seat} drew since it last acted: shown to that seat only. */
    public long received(int seat) {
        return received[seat];
    }

    /** Whether a seat other than {@code seat} holds cards, to pass a penalty on to (Z24, R11). */
    boolean hasOtherSeatWithCards(int seat) {
        for (int q = 0; q < hands.length; q++) {
            if (q != seat && hands[q] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the victim on turn may answer the pending penalty with {@code card} alone (Z9, R6, R7). */
    boolean canDefendWith(int card) {
        int current = table.current;
        if (!Cards.contains(hands[current], card) || !hasOtherSeatWithCards(current)) {
            return false;
        }
        if (table.pendingKind == PENDING_ACE) {
            return Cards.rank(card) == Cards.ACE;
        }
        return table.pendingKind == PENDING_ZODIAC && table.rules.ownZodiacStacks() && isOwnZodiac(current, card);
    }

    /** Whether any card can be drawn (the stock, or the pile below its top). */
    public boolean canDrawAny() {
        return stock.length > 0 || table.pile.length >= 2;
    }

    /** Whether the seat to move may play these cards in this order (§5). */
    public boolean isLegalPlay(int[] cards, int namedSuit) {
        return PlayFinder.isLegal(this, cards, namedSuit);
    }

    /** Whether the seat to move has any legal play. */
    public boolean hasPlay() {
        return table.phase == Phase.PLAY && PlayFinder.hasPlay(this);
    }

    /** Whether {@code move} is legal here, checked directly rather than against the whole list. */
    public boolean isLegal(Move move) {
        return LegalMoves.isLegal(this, move);
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legal;
        if (moves == null) {
            moves = List.copyOf(LegalMoves.list(this));
            legal = moves;
        }
        return moves;
    }

    @Override
    public Outcome outcome() {
        if (table.phase != Phase.MATCH_OVER) {
            throw new IllegalStateException("the match is not over");
        }
        int winner = table.lastHandWinner;
        return Outcome.win(winner, winner == handWinnerOfBlocked()
                ? "zodijak.end.reachedTargetBlocked" : "zodijak.end.reachedTarget",
                String.valueOf(table.scores[winner]), String.valueOf(table.rules.targetScore()));
    }

    /**
     * A resignation ends the whole match: the resigning seat loses, and of the others the leaders
     * on match points win (sharing the win on a tie), as {@code docs/rules/zodijak.md} rules.
     */
    @Override
    public List<Integer> winnersAfterResignation(int seat, int seatCount) {
        int best = Integer.MIN_VALUE;
        for (int other = 0; other < seatCount; other++) {
            if (other != seat) {
                best = Math.max(best, table.scores[other]);
            }
        }
        int leader = best;
        return java.util.stream.IntStream.range(0, seatCount)
                .filter(other -> other != seat && table.scores[other] == leader).boxed().toList();
    }

    /** The seat that scored for a blocked hand (only under {@code fewestCardsScoresDifference}), or -2. */
    private int handWinnerOfBlocked() {
        PublicEvent last = table.log.latest(1).get(0);
        return last.type() == PublicEvent.Type.HAND_END && last.other() == 1 ? last.seat() : -2;
    }

    @Override
    public ZodijakSeatView viewFor(int seat) {
        return new ZodijakSeatView(this, seat);
    }

    /** What everybody at the table may see (the handover cover, the status line): no hand, no stock. */
    @Override
    public ZodijakSeatView publicView() {
        return new ZodijakSeatView(this, SeatView.NO_SEAT);
    }

    // ------------------------------------------------------------------ moves

    @Override
    public ZodijakState apply(Move move) {
        if (!isLegal(move)) {
            throw new IllegalMoveException("'" + (move == null ? null : move.notation()) + "' is not legal here");
        }
        return Transition.apply(this, (ZodijakMove) move, generator());
    }

    // ------------------------------------------------------------------ identity

    @Override
    protected boolean samePosition(ZodijakState s) {
        return Arrays.equals(hands, s.hands) && Arrays.equals(stock, s.stock) && Arrays.equals(received, s.received)
                && table.equals(s.table);
    }

    @Override
    protected int positionHash() {
        ZodijakTable t = table;
        int h = Objects.hash(t.dealer, t.handNumber, t.phase, t.current, t.declaredSuit, t.freeTop, t.pendingKind,
                t.pendingCount, t.pendingSource, t.handWinner, t.passes, t.barrier, t.lastHandWinner,
                t.lastHandPoints, t.rules, t.log);
        h = h * 31 + Arrays.hashCode(t.signs);
        h = h * 31 + Arrays.hashCode(t.scores);
        h = h * 31 + Arrays.hashCode(hands);
        h = h * 31 + Arrays.hashCode(stock);
        h = h * 31 + Arrays.hashCode(t.pile);
        return h * 31 + Arrays.hashCode(received);
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("zodijak hand ").append(table.handNumber).append(' ')
                .append(table.phase).append(" seat ").append(table.current).append(" top ")
                .append(table.pile.length == 0 ? "-" : Cards.name(top()));
        for (int q = 0; q < hands.length; q++) {
            text.append(" | ").append(q).append(": ").append(Long.bitCount(hands[q])).append(" cards");
        }
        return text.toString(); // public facts only: a state may end up in a log file
    }
}
