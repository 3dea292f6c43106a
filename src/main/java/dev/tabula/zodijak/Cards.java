package dev.tabula.zodijak;

import dev.tabula.core.IllegalMoveException;
import java.util.ArrayList;
import java.util.List;

/**
 * The 52 cards as small ints and sets of cards as {@code long} bit masks, which keeps states cheap
 * to copy and the play finder free of allocation.
 *
 * <p>Card {@code c} has suit {@code c / 13} (clubs, diamonds, hearts, spades, as in the notation
 * {@code CDHS}) and rank value {@code c % 13 + 1} (ace 1 … king 13, as in {@code A23456789TJQK}).
 */
public final class Cards {
    public static final int DECK = 52;
    public static final long ALL = (1L << DECK) - 1;
    public static final String RANKS = "A23456789TJQK";
    public static final String SUITS = "CDHS";
    public static final int CLUBS = 0;
    public static final int DIAMONDS = 1;
    public static final int HEARTS = 2;
    public static final int SPADES = 3;
    public static final int ACE = 1;
    public static final int EIGHT = 8;

    private static final long[] SAME_RANK = new long[DECK];
    private static final String[] NAMES = new String[DECK];

    static {
        for (int c = 0; c < DECK; c++) {
            NAMES[c] = "" + RANKS.charAt(c % 13) + SUITS.charAt(c / 13);
            for (int s = 0; s < 4; s++) {
                int other = of(rank(c), s);
                if (other != c) {
                    SAME_RANK[c] |= bit(other);
                }
            }
        }
    }

    private Cards() {
    }

    public static int of(int rank, int suit) {
        return suit * 13 + rank - 1;
    }

    public static int rank(int card) {
        return card % 13 + 1;
    }

    public static int suit(int card) {
        return card / 13;
    }

    public static long bit(int card) {
        return 1L << card;
    }

    public static boolean contains(long mask, int card) {
        return (mask & bit(card)) != 0;
    }

    public static int count(long mask) {
        return Long.bitCount(mask);
    }

    /** The other cards of the same rank. */
    public static long sameRank(int card) {
        return SAME_RANK[card];
    }

    /** The card of the same suit one rank higher ({@code wrap}: king to ace), or -1. */
    public static int up(int card, boolean wrap) {
        int rank = rank(card);
        if (rank == 13) {
            return wrap ? of(1, suit(card)) : -1;
        }
        return card + 1;
    }

    /** The card of the same suit one rank lower ({@code wrap}: ace to king), or -1. */
    public static int down(int card, boolean wrap) {
        int rank = rank(card);
        if (rank == 1) {
            return wrap ? of(13, suit(card)) : -1;
        }
        return card - 1;
    }

    /** Notation: rank then suit, {@code TD} for the ten of diamonds. */
    public static String name(int card) {
        return NAMES[card];
    }

    public static int parse(String text) {
        if (text.length() == 2) {
            int rank = RANKS.indexOf(Character.toUpperCase(text.charAt(0)));
            int suit = SUITS.indexOf(Character.toUpperCase(text.charAt(1)));
            if (rank >= 0 && suit >= 0) {
                return of(rank + 1, suit);
            }
        }
        throw IllegalMoveException.keyed("move.notACard", text);
    }

    public static int parseSuit(String text) {
        int suit = text.length() == 1 ? SUITS.indexOf(Character.toUpperCase(text.charAt(0))) : -1;
        if (suit < 0) {
            throw IllegalMoveException.keyed("move.notASuit", text);
        }
        return suit;
    }

    /** The cards of a mask, lowest first (clubs ace … spades king). */
    public static List<Integer> list(long mask) {
        List<Integer> cards = new ArrayList<>(Long.bitCount(mask));
        for (long m = mask; m != 0; m &= m - 1) {
            cards.add(Long.numberOfTrailingZeros(m));
        }
        return cards;
    }

    public static String names(long mask) {
        StringBuilder text = new StringBuilder();
        for (int card : list(mask)) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(name(card));
        }
        return text.toString();
    }
}
