package dev.tabula.zodijak;

import dev.tabula.core.Move;
import java.util.Arrays;

/**
 * The moves of Zodijak. Card identities appear only in plays, which everyone sees; a draw or a
 * penalty draw is written {@code draw} / {@code take} whatever card it brings, so the move list
 * never tells anybody what was drawn.
 */
public sealed interface ZodijakMove extends Move {

    /** Draw one card from the stock; the turn ends (Z8b, R12). */
    Simple DRAW = new Simple("draw");
    /** Serve a pending penalty: draw its cards and miss the turn (Z9). */
    Simple TAKE = new Simple("take");
    /** Nothing can be drawn and nothing played (Z8c). */
    Simple PASS = new Simple("pass");
    /** Deal the next hand after the results of a hand were shown. */
    Simple NEXT = new Simple("next");

    /** A move without cards. */
    record Simple(String notation) implements ZodijakMove {
        @Override
        public String toString() {
            return notation;
        }
    }

    /** A seat declares its zodiac sign again before a hand (variant {@code redeclareSignsEachHand}). */
    record ChooseSign(Sign sign) implements ZodijakMove {
        private static final ChooseSign[] ALL = Arrays.stream(Sign.values()).map(ChooseSign::new)
                .toArray(ChooseSign[]::new);

        public static ChooseSign of(Sign sign) {
            return ALL[sign.ordinal()];
        }

        @Override
        public String notation() {
            return "sign " + sign.id();
        }

        @Override
        public String toString() {
            return notation();
        }
    }

    /**
     * Cards played in order ({@code 7H 8H 8C 9C}); the last becomes the top of the pile. A lone
     * 8 that is not the player's last card names a suit: {@code 8C=D}.
     */
    final class Play implements ZodijakMove {
        private static final Play[] SINGLES = new Play[Cards.DECK];
        private static final Play[][] EIGHTS = new Play[4][4];

        static {
            for (int c = 0; c < Cards.DECK; c++) {
                SINGLES[c] = new Play(new byte[] {(byte) c}, -1);
            }
            for (int s = 0; s < 4; s++) {
                for (int named = 0; named < 4; named++) {
                    EIGHTS[s][named] = new Play(new byte[] {(byte) Cards.of(Cards.EIGHT, s)}, named);
                }
            }
        }

        private final byte[] cards;
        private final int namedSuit;
        private final String notation;
        private final int hash;

        private Play(byte[] cards, int namedSuit) {
            this.cards = cards;
            this.namedSuit = namedSuit;
            StringBuilder text = new StringBuilder();
            for (byte card : cards) {
                if (text.length() > 0) {
                    text.append(' ');
                }
                text.append(Cards.name(card));
            }
            if (namedSuit >= 0) {
                text.append('=').append(Cards.SUITS.charAt(namedSuit));
            }
            this.notation = text.toString();
            this.hash = Arrays.hashCode(cards) * 31 + namedSuit;
        }

        /** One card alone, without a named suit (any card but a lone 8 that is not the last). */
        public static Play single(int card) {
            return SINGLES[card];
        }

        /** A lone 8 naming {@code suit}. */
        public static Play eight(int eightCard, int suit) {
            return EIGHTS[Cards.suit(eightCard)][suit];
        }

        public static Play of(int[] cards, int namedSuit) {
            if (cards.length == 1) {
                return namedSuit >= 0 && Cards.rank(cards[0]) == Cards.EIGHT
                        ? eight(cards[0], namedSuit) : single(cards[0]);
            }
            byte[] bytes = new byte[cards.length];
            for (int i = 0; i < cards.length; i++) {
                bytes[i] = (byte) cards[i];
            }
            return new Play(bytes, -1);
        }

        public int size() {
            return cards.length;
        }

        public int card(int index) {
            return cards[index];
        }

        public int last() {
            return cards[cards.length - 1];
        }

        public int[] cards() {
            int[] copy = new int[cards.length];
            for (int i = 0; i < copy.length; i++) {
                copy[i] = cards[i];
            }
            return copy;
        }

        /** The suit a lone 8 names, or -1. */
        public int namedSuit() {
            return namedSuit;
        }

        @Override
        public String notation() {
            return notation;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Play other && namedSuit == other.namedSuit && Arrays.equals(cards, other.cards);
        }

        @Override
        public int hashCode() {
            return hash;
        }

        @Override
        public String toString() {
            return notation;
        }
    }
}
