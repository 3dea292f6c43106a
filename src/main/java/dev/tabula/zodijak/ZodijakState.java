package dev.tabula.zodijak;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A moment of a Zodijak match: the whole match is one game, from the first deal until a seat
 * reaches the target score.
 *
 * <p>Hands are bit masks, the stock and the pile are byte arrays (the last element is the top),
 * and the seeded generator's state is one long: every shuffle (the deal, each reshuffle of the
 * pile) happens inside {@link #apply} with it, so a match is a pure function of its seed and moves.
 *
 * <p>{@link #apply} copies this state and changes the copy; once returned a state is never
 * changed again.
 */
public final class ZodijakState implements State {

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

    private final ZodijakRules rules;
    private final int seats;
    private Sign[] signs;
    private int[] scores;
    private int dealer;
    private int handNumber;
    private Phase phase;
    private int current;
    private long[] hands;
    private byte[] stock;
    private byte[] pile;
    private int declaredSuit;
    private boolean freeTop;
    private int pendingKind;
    private int pendingCount;
    private int pendingSource;
    private int handWinner;
    private int passes;
    private long rng;
    private long[] received;
    private boolean barrier;
    private int lastHandWinner;
    private int lastHandPoints;
    private PublicLog log;

    private List<Move> legal;
    private int hash;

    private ZodijakState(ZodijakRules rules, Sign[] signs, long seed) {
        this.rules = rules;
        this.seats = signs.length;
        this.signs = signs.clone();
        this.scores = new int[seats];
        this.hands = new long[seats];
        this.received = new long[seats];
        this.stock = new byte[0];
        this.pile = new byte[0];
        this.lastHandWinner = -1;
        this.log = PublicLog.EMPTY;
        Rng random = Rng.fromState(seed);
        this.dealer = random.nextInt(seats); // Z3: the first dealer is drawn at random
        this.rng = random.state();
        this.handNumber = 1;
        deal();
    }

    private ZodijakState(ZodijakState from) {
        this.rules = from.rules;
        this.seats = from.seats;
        this.signs = from.signs;
        this.scores = from.scores;
        this.dealer = from.dealer;
        this.handNumber = from.handNumber;
        this.phase = from.phase;
        this.current = from.current;
        this.hands = from.hands.clone();
        this.stock = from.stock;
        this.pile = from.pile;
        this.declaredSuit = from.declaredSuit;
        this.freeTop = from.freeTop;
        this.pendingKind = from.pendingKind;
        this.pendingCount = from.pendingCount;
        this.pendingSource = from.pendingSource;
        this.handWinner = from.handWinner;
        this.passes = from.passes;
        this.rng = from.rng;
        this.received = from.received.clone();
        this.lastHandWinner = from.lastHandWinner;
        this.lastHandPoints = from.lastHandPoints;
        this.log = from.log;
    }

    /** The first state of a match. */
    static ZodijakState start(ZodijakRules rules, Sign[] signs, long seed) {
        return new ZodijakState(rules, signs, seed);
    }

    /** A state with every field given (determinization and tests); the arrays are taken as they are. */
    static ZodijakState of(ZodijakSeatView view, long[] hands, byte[] stock, long rng) {
        ZodijakState s = new ZodijakState(view.rules(), view.signsArray(), 0L);
        s.scores = view.scoresArray();
        s.dealer = view.dealer();
        s.handNumber = view.handNumber();
        s.phase = view.phase();
        s.current = view.currentSeat();
        s.hands = hands;
        s.stock = stock;
        s.pile = view.pileArray();
        s.declaredSuit = view.declaredSuit();
        s.freeTop = view.freeTop();
        s.pendingKind = view.pendingKind();
        s.pendingCount = view.pendingCount();
        s.pendingSource = view.pendingSource();
        s.handWinner = view.handWinner();
        s.passes = view.passes();
        s.rng = rng;
        s.received = new long[s.seats];
        if (view.seat() >= 0) {
            s.received[view.seat()] = view.received();
        }
        s.barrier = view.isUndoBarrier();
        s.lastHandWinner = view.lastHandWinner();
        s.lastHandPoints = view.lastHandPoints();
        s.log = view.log();
        return s;
    }

    /**
     * A hand in progress laid out card by card, for rule tests: {@code stock} and {@code pile}
     * list their cards bottom first (the last is the next card to draw / the top), no penalty or
     * declared suit is pending, and the scores are as given.
     */
    static ZodijakState arranged(ZodijakRules rules, Sign[] signs, int dealer, int current, long[] hands,
            int[] stock, int[] pile, int[] scores) {
        ZodijakState s = new ZodijakState(rules, signs, 0L);
        s.dealer = dealer;
        s.current = current;
        s.hands = hands.clone();
        s.stock = toBytes(stock);
        s.pile = toBytes(pile);
        s.scores = scores.clone();
        s.declaredSuit = -1;
        s.freeTop = false;
        return s;
    }

    private static byte[] toBytes(int[] cards) {
        byte[] bytes = new byte[cards.length];
        for (int i = 0; i < cards.length; i++) {
            bytes[i] = (byte) cards[i];
        }
        return bytes;
    }

    // ------------------------------------------------------------------ queries

    public ZodijakRules rules() {
        return rules;
    }

    @Override
    public int seatCount() {
        return seats;
    }

    @Override
    public int currentSeat() {
        return phase == Phase.MATCH_OVER ? NOBODY : current;
    }

    @Override
    public boolean isTerminal() {
        return phase == Phase.MATCH_OVER;
    }

    public Phase phase() {
        return phase;
    }

    public Sign sign(int seat) {
        return signs[seat];
    }

    Sign[] signsArray() {
        return signs.clone();
    }

    public int score(int seat) {
        return scores[seat];
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

    public int pileSize() {
        return pile.length;
    }

    /** The pile card at {@code index}, 0 the oldest; {@code pileSize() - 1} is the top. */
    public int pileCard(int index) {
        return pile[index];
    }

    byte[] pileArray() {
        return pile.clone();
    }

    public int top() {
        return pile[pile.length - 1];
    }

    /** The suit a wild 8 named, or -1. */
    public int declaredSuit() {
        return declaredSuit;
    }

    /** Whether anything may be played on the starter (variant {@code starter: eightFreeStart}). */
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

    /** The seat that went out while a penalty it created is still being settled (Z24), or -1. */
    public int handWinner() {
        return handWinner;
    }

    public int passes() {
        return passes;
    }

    /** The cards {@code seat} drew since it last acted: shown to that seat only. */
    public long received(int seat) {
        return received[seat];
    }

    /** The winner of the hand that ended last (-1 for a blocked hand or none yet) and its points. */
    public int lastHandWinner() {
        return lastHandWinner;
    }

    public int lastHandPoints() {
        return lastHandPoints;
    }

    public PublicLog log() {
        return log;
    }

    /** Whether {@code seat}'s zodiac card is {@code card} (Z19: only one's own card acts). */
    public boolean isOwnZodiac(int seat, int card) {
        return signs[seat].card() == card;
    }

    /** Whether a seat other than {@code seat} holds cards, to pass a penalty on to (Z24, R11). */
    boolean hasOtherSeatWithCards(int seat) {
        for (int q = 0; q < seats; q++) {
            if (q != seat && hands[q] != 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether the victim on turn may answer the pending penalty with {@code card} alone (Z9, R6, R7). */
    boolean canDefendWith(int card) {
        if (!Cards.contains(hands[current], card) || !hasOtherSeatWithCards(current)) {
            return false;
        }
        if (pendingKind == PENDING_ACE) {
            return Cards.rank(card) == Cards.ACE;
        }
        return pendingKind == PENDING_ZODIAC && rules.ownZodiacStacks() && isOwnZodiac(current, card);
    }

    /** Whether any card can be drawn (the stock, or the pile below its top). */
    public boolean canDrawAny() {
        return stock.length > 0 || pile.length >= 2;
    }

    /** Whether the seat to move may play these cards in this order (§5). */
    public boolean isLegalPlay(int[] cards, int namedSuit) {
        return PlayFinder.isLegal(this, cards, namedSuit);
    }

    /** Whether the seat to move has any legal play. */
    public boolean hasPlay() {
        return phase == Phase.PLAY && PlayFinder.hasPlay(this);
    }

    /** Whether {@code move} is legal here, checked directly rather than against the whole list. */
    public boolean isLegal(Move move) {
        if (!(move instanceof ZodijakMove zm)) {
            return false;
        }
        return switch (phase) {
            case MATCH_OVER -> false;
            case HAND_OVER -> zm == ZodijakMove.NEXT;
            case SIGNS -> zm instanceof ZodijakMove.ChooseSign choose && signAvailable(choose.sign());
            case PLAY -> {
                if (zm instanceof ZodijakMove.Play play) {
                    yield isLegalPlay(play.cards(), play.namedSuit());
                }
                if (zm == ZodijakMove.TAKE) {
                    yield pendingKind != PENDING_NONE;
                }
                if (pendingKind != PENDING_NONE) {
                    yield false;
                }
                if (zm == ZodijakMove.DRAW) {
                    yield canDrawAny() && (rules.voluntaryDraw() || !PlayFinder.hasPlay(this));
                }
                yield zm == ZodijakMove.PASS && !canDrawAny() && !PlayFinder.hasPlay(this);
            }
        };
    }

    private boolean signAvailable(Sign sign) {
        if (!rules.uniqueSigns()) {
            return true;
        }
        for (int q = 0; q < current; q++) {
            if (signs[q] == sign) {
                return false;
            }
        }
        return true;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = legal;
        if (moves == null) {
            moves = List.copyOf(computeLegalMoves());
            legal = moves;
        }
        return moves;
    }

    private List<Move> computeLegalMoves() {
        List<Move> moves = new ArrayList<>();
        switch (phase) {
            case MATCH_OVER -> {
            }
            case HAND_OVER -> moves.add(ZodijakMove.NEXT);
            case SIGNS -> {
                for (Sign sign : Sign.values()) {
                    if (signAvailable(sign)) {
                        moves.add(ZodijakMove.ChooseSign.of(sign));
                    }
                }
            }
            case PLAY -> {
                PlayFinder.addPlays(this, moves);
                if (pendingKind != PENDING_NONE) {
                    moves.add(ZodijakMove.TAKE);
                } else if (canDrawAny() && (rules.voluntaryDraw() || moves.isEmpty())) {
                    moves.add(ZodijakMove.DRAW);
                } else if (moves.isEmpty()) {
                    moves.add(ZodijakMove.PASS);
                }
            }
        }
        return moves;
    }

    @Override
    public Outcome outcome() {
        if (phase != Phase.MATCH_OVER) {
            throw new IllegalStateException("the match is not over");
        }
        return Outcome.win(lastHandWinner, lastHandWinner == handWinnerOfBlocked()
                ? "zodijak.end.reachedTargetBlocked" : "zodijak.end.reachedTarget",
                String.valueOf(scores[lastHandWinner]), String.valueOf(rules.targetScore()));
    }

    /** The seat that scored for a blocked hand (only under {@code fewestCardsScoresDifference}), or -2. */
    private int handWinnerOfBlocked() {
        PublicEvent last = log.latest(1).get(0);
        return last.type() == PublicEvent.Type.HAND_END && last.other() == 1 ? last.seat() : -2;
    }

    /** No card is ever taken back once someone saw it (H5): only passes and sign choices can be undone. */
    @Override
    public boolean isUndoBarrier() {
        return barrier;
    }

    @Override
    public ZodijakSeatView viewFor(int seat) {
        return new ZodijakSeatView(this, seat);
    }

    /** What everybody at the table may see (the handover cover, the status line). */
    public ZodijakSeatView publicView() {
        return new ZodijakSeatView(this, -1);
    }

    // ------------------------------------------------------------------ moves

    @Override
    public ZodijakState apply(Move move) {
        if (!isLegal(move)) {
            throw new IllegalMoveException("'" + (move == null ? null : move.notation()) + "' is not legal here");
        }
        ZodijakState next = new ZodijakState(this);
        next.doApply((ZodijakMove) move);
        return next;
    }

    private void doApply(ZodijakMove move) {
        barrier = true;
        if (move instanceof ZodijakMove.Play play) {
            play(play);
        } else if (move instanceof ZodijakMove.ChooseSign choose) {
            barrier = false;
            chooseSign(choose.sign());
        } else if (move == ZodijakMove.DRAW) {
            received[current] = 0;
            received[current] = drawCards(current, 1);
            passes = 0;
            log = log.append(PublicEvent.draw(current));
            advance();
        } else if (move == ZodijakMove.TAKE) {
            received[current] = 0;
            takePenalty();
        } else if (move == ZodijakMove.PASS) {
            barrier = false;
            pass();
        } else if (move == ZodijakMove.NEXT) {
            nextHand();
        }
    }

    private void play(ZodijakMove.Play play) {
        int p = current;
        int kindBefore = pendingKind;
        int countBefore = pendingCount;
        received[p] = 0;
        int n = play.size();
        byte[] newPile = Arrays.copyOf(pile, pile.length + n);
        for (int i = 0; i < n; i++) {
            int card = play.card(i);
            hands[p] &= ~Cards.bit(card);
            newPile[pile.length + i] = (byte) card;
        }
        pile = newPile;
        declaredSuit = -1;
        freeTop = false;
        passes = 0;
        pendingKind = PENDING_NONE;
        pendingCount = 0;
        pendingSource = -1;
        if (n == 1) {
            int card = play.card(0);
            if (Cards.rank(card) == Cards.EIGHT && play.namedSuit() >= 0) {
                declaredSuit = play.namedSuit();
            } else if (Cards.rank(card) == Cards.ACE) {
                setPending(PENDING_ACE, (kindBefore == PENDING_ACE ? countBefore : 0) + 2, p);
            } else if (isOwnZodiac(p, card)) {
                setPending(PENDING_ZODIAC, (kindBefore == PENDING_ZODIAC ? countBefore : 0) + 7, p);
            }
        }
        if (hands[p] == 0 && handWinner < 0) {
            handWinner = p;
        }
        if (handWinner >= 0 && pendingKind == PENDING_NONE) {
            log = log.append(PublicEvent.play(p, play, 0, -1));
            endHand();
            return;
        }
        advance();
        log = log.append(PublicEvent.play(p, play, pendingCount, current));
        if (pendingKind == PENDING_ZODIAC && rules.autoResolvePenalty() && !rules.ownZodiacStacks()) {
            takePenalty(); // R19 autoResolve: the victim has no choice, so nobody is handed the computer
        }
    }

    private void setPending(int kind, int count, int source) {
        pendingKind = kind;
        pendingCount = count;
        pendingSource = source;
    }

    private void takePenalty() {
        int owed = pendingCount;
        long got = drawCards(current, owed);
        received[current] |= got;
        log = log.append(PublicEvent.take(current, Cards.count(got), owed));
        pendingKind = PENDING_NONE;
        pendingCount = 0;
        pendingSource = -1;
        passes = 0;
        if (handWinner >= 0) {
            endHand();
        } else {
            advance();
        }
    }

    private void pass() {
        received[current] = 0;
        passes++;
        log = log.append(PublicEvent.pass(current));
        int withCards = 0;
        for (long hand : hands) {
            if (hand != 0) {
                withCards++;
            }
        }
        if (passes >= withCards) {
            endBlockedHand();
        } else {
            advance();
        }
    }

    /** The next seat in play order; while a hand is being settled (Z24), seats without cards are skipped. */
    private void advance() {
        int next = (current + 1) % seats;
        if (handWinner >= 0) {
            while (hands[next] == 0) {
                next = (next + 1) % seats;
            }
        }
        current = next;
    }

    /** Draws up to {@code k} cards for {@code seat}, reshuffling the pile as §7 says; returns them. */
    private long drawCards(int seat, int k) {
        long got = 0;
        for (int i = 0; i < k; i++) {
            if (stock.length == 0) {
                reshuffle();
            }
            if (stock.length == 0) {
                break; // Z22: the rest lapses
            }
            int card = stock[stock.length - 1];
            stock = Arrays.copyOf(stock, stock.length - 1);
            hands[seat] |= Cards.bit(card);
            got |= Cards.bit(card);
            if (rules.immediateReshuffle() && stock.length == 0) {
                reshuffle(); // R14 "odmah": at once, while the draw goes on
            }
        }
        return got;
    }

    /** Z21: all pile cards but the top become the new stock, shuffled; the top and a declared suit stay. */
    private void reshuffle() {
        if (pile.length < 2) {
            return;
        }
        int[] cards = new int[pile.length - 1];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = pile[i];
        }
        Rng random = Rng.fromState(rng);
        random.shuffle(cards);
        rng = random.state();
        byte[] newStock = new byte[stock.length + cards.length];
        System.arraycopy(stock, 0, newStock, cards.length, stock.length);
        for (int i = 0; i < cards.length; i++) {
            newStock[i] = (byte) cards[i];
        }
        stock = newStock;
        pile = new byte[] {pile[pile.length - 1]};
        log = log.append(PublicEvent.reshuffle(cards.length));
    }

    /** Z23–Z25, Z27: the winner scores the cards left in the other hands. */
    private void endHand() {
        int winner = handWinner;
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
        if (rules.blockedFewestScores()) {
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
            scores = scores.clone();
            scores[winner] += points;
        }
        lastHandWinner = winner;
        lastHandPoints = points;
        log = log.append(PublicEvent.handEnd(winner, points, blocked));
        pendingKind = PENDING_NONE;
        pendingCount = 0;
        pendingSource = -1;
        handWinner = -1;
        if (winner >= 0 && scores[winner] >= rules.targetScore()) {
            phase = Phase.MATCH_OVER;
            current = NOBODY;
        } else {
            phase = Phase.HAND_OVER;
            current = (dealer + 1) % seats; // the next dealer deals on
        }
    }

    private void nextHand() {
        if (rules.redeclareSignsEachHand()) {
            barrier = false; // nothing is dealt yet
            phase = Phase.SIGNS;
            current = 0;
            signs = signs.clone();
        } else {
            dealNextHand();
        }
    }

    private void chooseSign(Sign sign) {
        signs[current] = sign;
        log = log.append(PublicEvent.sign(current, sign));
        if (current == seats - 1) {
            barrier = true;
            dealNextHand();
        } else {
            current++;
        }
    }

    private void dealNextHand() {
        dealer = (dealer + 1) % seats;
        handNumber++;
        deal();
    }

    /** Z4–Z6: shuffle, deal 7 each from the seat after the dealer, turn the starter. */
    private void deal() {
        int[] deck = new int[Cards.DECK];
        for (int c = 0; c < deck.length; c++) {
            deck[c] = c;
        }
        Rng random = Rng.fromState(rng);
        random.shuffle(deck);
        hands = new long[seats];
        int top = deck.length;
        for (int round = 0; round < HAND_SIZE; round++) {
            for (int k = 1; k <= seats; k++) {
                hands[(dealer + k) % seats] |= Cards.bit(deck[--top]);
            }
        }
        int starter = deck[--top];
        if (rules.starter() == ZodijakRules.Starter.BURY_EIGHT) {
            // Crazy-Eights custom: an 8 goes back into the middle of the stock and the next card is turned
            while (Cards.rank(starter) == Cards.EIGHT) {
                int middle = top / 2;
                System.arraycopy(deck, middle, deck, middle + 1, top - middle);
                deck[middle] = starter;
                starter = deck[top];
            }
        }
        stock = new byte[top];
        for (int i = 0; i < top; i++) {
            stock[i] = (byte) deck[i];
        }
        rng = random.state();
        pile = new byte[] {(byte) starter};
        declaredSuit = -1;
        freeTop = rules.starter() == ZodijakRules.Starter.EIGHT_FREE_START && Cards.rank(starter) == Cards.EIGHT;
        pendingKind = PENDING_NONE;
        pendingCount = 0;
        pendingSource = -1;
        handWinner = -1;
        passes = 0;
        received = new long[seats];
        phase = Phase.PLAY;
        current = rules.previousHandWinnerStarts() && lastHandWinner >= 0 ? lastHandWinner : (dealer + 1) % seats;
        log = log.append(PublicEvent.deal(handNumber, dealer, starter));
        barrier = true;
    }

    // ------------------------------------------------------------------ identity

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof ZodijakState s && hashCode() == s.hashCode()
                && dealer == s.dealer && handNumber == s.handNumber && phase == s.phase && current == s.current
                && declaredSuit == s.declaredSuit && freeTop == s.freeTop && pendingKind == s.pendingKind
                && pendingCount == s.pendingCount && pendingSource == s.pendingSource
                && handWinner == s.handWinner && passes == s.passes && rng == s.rng && barrier == s.barrier
                && lastHandWinner == s.lastHandWinner && lastHandPoints == s.lastHandPoints
                && rules.equals(s.rules) && Arrays.equals(signs, s.signs) && Arrays.equals(scores, s.scores)
                && Arrays.equals(hands, s.hands) && Arrays.equals(stock, s.stock) && Arrays.equals(pile, s.pile)
                && Arrays.equals(received, s.received) && log.equals(s.log);
    }

    @Override
    public int hashCode() {
        int h = hash;
        if (h == 0) {
            h = Objects.hash(dealer, handNumber, phase, current, declaredSuit, freeTop, pendingKind, pendingCount,
                    pendingSource, handWinner, passes, rng, barrier, lastHandWinner, lastHandPoints, rules, log);
            h = h * 31 + Arrays.hashCode(signs);
            h = h * 31 + Arrays.hashCode(scores);
            h = h * 31 + Arrays.hashCode(hands);
            h = h * 31 + Arrays.hashCode(stock);
            h = h * 31 + Arrays.hashCode(pile);
            h = h * 31 + Arrays.hashCode(received);
            hash = h == 0 ? 1 : h;
        }
        return hash;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("zodijak hand ").append(handNumber).append(' ').append(phase)
                .append(" seat ").append(current).append(" top ").append(pile.length == 0 ? "-" : Cards.name(top()));
        for (int q = 0; q < seats; q++) {
            text.append(" | ").append(q).append(": ").append(Long.bitCount(hands[q])).append(" cards");
        }
        return text.toString(); // public facts only: a state may end up in a log file
    }
}
