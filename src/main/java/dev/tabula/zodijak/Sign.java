package dev.tabula.zodijak;

import java.util.Locale;

/**
 * The twelve zodiac signs and the court card each one owns (rules §2.3): cardinal signs own the
 * jacks, fixed signs the kings, mutable signs the queens, so all twelve court cards are used once.
 */
public enum Sign {
    OVAN(11, Cards.CLUBS),
    BIK(13, Cards.DIAMONDS),
    BLIZANCI(12, Cards.SPADES),
    RAK(11, Cards.HEARTS),
    LAV(13, Cards.CLUBS),
    DEVICA(12, Cards.DIAMONDS),
    VAGA(11, Cards.SPADES),
    SKORPIJA(13, Cards.HEARTS),
    STRELAC(12, Cards.CLUBS),
    JARAC(11, Cards.DIAMONDS),
    VODOLIJA(13, Cards.SPADES),
    RIBE(12, Cards.HEARTS);

    private static final Sign[] VALUES = values();

    private final int card;

    Sign(int rank, int suit) {
        this.card = Cards.of(rank, suit);
    }

    /** The zodiac card of this sign. */
    public int card() {
        return card;
    }

    /** The id used in options, notation and message keys ({@code lav}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Sign of(int ordinal) {
        return VALUES[ordinal];
    }

    public static Sign byId(String id) {
        for (Sign sign : VALUES) {
            if (sign.id().equals(id)) {
                return sign;
            }
        }
        return null;
    }

    public static String[] ids() {
        String[] ids = new String[VALUES.length];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = VALUES[i].id();
        }
        return ids;
    }
}
