package dev.tabula.zodijak;

import dev.tabula.core.Move;
import java.util.Arrays;
import java.util.List;

/**
 * Which plays are legal (rules §5) and the list of them.
 *
 * <p>The list holds one play per distinct <em>set of cards, last card</em> (and run direction
 * under {@code lockedPerSuitSegment}): two orders of the same cards that end on the same card
 * leave the same hand and the same top, so they are the same decision. Any legal order is still
 * accepted by {@link ZodijakGame#parseMove} and {@link ZodijakState#apply}. Exploring each such
 * class once keeps the search polynomial in practice; {@link #CAP} bounds the list for freak
 * hands of 30+ cards, where it keeps every single card and the first sequences found.
 */
final class PlayFinder {
    /** The most plays listed in one position (never reached from an ordinary 7-card hand). */
    static final int CAP = 2048;
    private static final int FAIL = -1;

    private PlayFinder() {
    }

    /**
     * Whether {@code card} may start a play that is not a wild lone 8 (Z12, R5, R3 variants). It reads
     * the table's fields directly: this runs for every card of every position the search visits.
     */
    static boolean firstCardOk(ZodijakTable t, int card) {
        if (t.pendingKind == ZodijakState.PENDING_ACE) {
            // Once a seat is out, the drawing must be done (Z24, R11): an ace run cancels nothing then
            return t.rules.aceThenSequenceCancels() && t.handWinner < 0 && Cards.rank(card) == Cards.ACE;
        }
        if (t.pendingKind != ZodijakState.PENDING_NONE) {
            return false;
        }
        if (t.freeTop) {
            return true;
        }
        if (t.declaredSuit >= 0) {
            return Cards.suit(card) == t.declaredSuit
                    || (t.rules.anyEightOnWildEight() && Cards.rank(card) == Cards.EIGHT);
        }
        int top = t.pile[t.pile.length - 1];
        return Cards.suit(card) == Cards.suit(top) || Cards.rank(card) == Cards.rank(top);
    }

    /**
     * One step of a sequence (Z13): the run direction after it (1 up, 2 down, 0 not yet set;
     * always 0 unless directions are locked), or {@link #FAIL}.
     *
     * <p>Under {@code runDirection: lockedPerSuitSegment} the first suit step fixes the direction
     * for the whole play, across rank steps: read literally ("per segment of one suit") the
     * variant would change nothing, since a run inside one suit can never turn back without
     * repeating a card. So 7♥ 8♥ 8♣ 9♣ stays legal and 7♥ 8♥ 8♣ 7♣ (the S5 turn) does not.
     */
    static int step(ZodijakRules rules, int from, int to, int direction) {
        if (Cards.rank(from) == Cards.rank(to)) {
            return direction;
        }
        if (Cards.suit(from) != Cards.suit(to)) {
            return FAIL;
        }
        int d;
        if (to == Cards.up(from, rules.rankWrap())) {
            d = 1;
        } else if (to == Cards.down(from, rules.rankWrap())) {
            d = 2;
        } else {
            return FAIL;
        }
        if (!rules.lockedRunDirection()) {
            return 0;
        }
        return direction != 0 && direction != d ? FAIL : d;
    }

    /** Whether the seat to move may play {@code cards} (naming {@code namedSuit}, or -1). */
    static boolean isLegal(ZodijakState s, int[] cards, int namedSuit) {
        ZodijakTable t = s.table();
        int seat = s.currentSeat();
        if (t.phase != ZodijakState.Phase.PLAY || cards.length == 0) {
            return false;
        }
        long hand = s.hand(seat);
        long used = 0;
        for (int card : cards) {
            if (card < 0 || card >= Cards.DECK || !Cards.contains(hand, card) || Cards.contains(used, card)) {
                return false;
            }
            used |= Cards.bit(card);
        }
        int first = cards[0];
        if (t.pendingKind != ZodijakState.PENDING_NONE) {
            if (namedSuit >= 0) {
                return false;
            }
            if (cards.length == 1) {
                return s.canDefendWith(first);
            }
        } else if (cards.length == 1 && Cards.rank(first) == Cards.EIGHT) {
            return Cards.count(hand) == 1 ? namedSuit < 0 : namedSuit >= 0 && namedSuit < 4;
        } else if (namedSuit >= 0) {
            return false;
        }
        if (!firstCardOk(t, first)) {
            return false;
        }
        int direction = 0;
        for (int i = 1; i < cards.length; i++) {
            direction = step(t.rules, cards[i - 1], cards[i], direction);
            if (direction == FAIL) {
                return false;
            }
        }
        return true;
    }

    /** Whether the seat to move has at least one play (a legal sequence starts with a legal single). */
    static boolean hasPlay(ZodijakState s) {
        ZodijakTable t = s.table();
        boolean pending = t.pendingKind != ZodijakState.PENDING_NONE;
        long hand = s.hand(t.current);
        for (long m = hand; m != 0; m &= m - 1) {
            int card = Long.numberOfTrailingZeros(m);
            if (!pending && Cards.rank(card) == Cards.EIGHT) {
                return true;
            }
            if (pending ? s.canDefendWith(card) : firstCardOk(t, card)) {
                return true;
            }
        }
        return false;
    }

    /** Appends the plays of the seat to move to {@code out}. */
    static void addPlays(ZodijakState s, List<Move> out) {
        ZodijakTable t = s.table();
        long hand = s.hand(t.current);
        int start = out.size();
        boolean pending = t.pendingKind != ZodijakState.PENDING_NONE;
        for (long m = hand; m != 0; m &= m - 1) {
            int card = Long.numberOfTrailingZeros(m);
            if (pending) {
                if (s.canDefendWith(card)) {
                    out.add(ZodijakMove.Play.single(card));
                }
            } else if (Cards.rank(card) == Cards.EIGHT) {
                if (Cards.count(hand) == 1) {
                    out.add(ZodijakMove.Play.single(card));
                } else {
                    for (int suit = 0; suit < 4; suit++) {
                        out.add(ZodijakMove.Play.eight(card, suit));
                    }
                }
            } else if (firstCardOk(t, card)) {
                out.add(ZodijakMove.Play.single(card));
            }
        }
        Search search = new Search(t.rules, hand, out, start + CAP);
        for (long m = hand; m != 0 && out.size() < search.limit; m &= m - 1) {
            int card = Long.numberOfTrailingZeros(m);
            if (firstCardOk(t, card)) {
                search.path[0] = card;
                search.extend(1, Cards.bit(card), card, 0);
            }
        }
    }

    /** Depth-first search over sequences, visiting each (cards, last, direction) class once. */
    private static final class Search {
        final ZodijakRules rules;
        final long hand;
        final List<Move> out;
        final int limit;
        final int[] path = new int[Cards.DECK];
        final LongSet seen = new LongSet();

        Search(ZodijakRules rules, long hand, List<Move> out, int limit) {
            this.rules = rules;
            this.hand = hand;
            this.out = out;
            this.limit = limit;
        }

        void extend(int length, long used, int last, int direction) {
            long next = Cards.sameRank(last);
            int up = Cards.up(last, rules.rankWrap());
            int down = Cards.down(last, rules.rankWrap());
            if (up >= 0) {
                next |= Cards.bit(up);
            }
            if (down >= 0) {
                next |= Cards.bit(down);
            }
            next &= hand & ~used;
            for (long m = next; m != 0; m &= m - 1) {
                int card = Long.numberOfTrailingZeros(m);
                int d = step(rules, last, card, direction);
                if (d == FAIL) {
                    continue;
                }
                long nowUsed = used | Cards.bit(card);
                if (!seen.add(nowUsed | (long) card << 52 | (long) d << 58)) {
                    continue;
                }
                if (out.size() >= limit) {
                    return;
                }
                path[length] = card;
                out.add(ZodijakMove.Play.of(Arrays.copyOf(path, length + 1), -1));
                extend(length + 1, nowUsed, card, d);
            }
        }
    }

    /** A small open-addressing set of longs; 0 marks an empty slot (a key always holds a card). */
    private static final class LongSet {
        private long[] table = new long[64];
        private int size;

        boolean add(long key) {
            if (size * 2 >= table.length) {
                grow();
            }
            return insert(table, key);
        }

        private boolean insert(long[] t, long key) {
            int mask = t.length - 1;
            int i = (int) (mix(key) & mask);
            while (t[i] != 0) {
                if (t[i] == key) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            t[i] = key;
            size++;
            return true;
        }

        private void grow() {
            long[] old = table;
            table = new long[old.length * 2];
            size = 0;
            for (long key : old) {
                if (key != 0) {
                    insert(table, key);
                }
            }
        }

        private static long mix(long key) {
            long z = key * 0x9E3779B97F4A7C15L;
            return z ^ (z >>> 29);
        }
    }
}
