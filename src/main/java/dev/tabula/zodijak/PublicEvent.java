package dev.tabula.zodijak;

/**
 * One entry of the public log (rules H4): what everybody at the table saw happen. Cards appear
 * only for plays and for the turned-up starter; draws are counts.
 *
 * @param type     what happened
 * @param seat     who did it (the dealer for a deal, the winner for a hand end; -1 if nobody)
 * @param play     the cards played, for {@link Type#PLAY}
 * @param count    cards drawn (DRAW, TAKE), cards reshuffled (RESHUFFLE), points (HAND_END), the
 *                 starter card (DEAL), the penalty now owed (PLAY of a lone ace or zodiac card)
 * @param other    the hand number (DEAL), the sign ordinal (SIGN), the penalty that was owed (TAKE),
 *                 the next seat (PLAY), 1 for a blocked hand (HAND_END)
 */
public record PublicEvent(Type type, int seat, ZodijakMove.Play play, int count, int other) {

    public enum Type { DEAL, PLAY, DRAW, TAKE, PASS, RESHUFFLE, HAND_END, BLOCKED, SIGN }

    static PublicEvent deal(int handNumber, int dealer, int starter) {
        return new PublicEvent(Type.DEAL, dealer, null, starter, handNumber);
    }

    static PublicEvent play(int seat, ZodijakMove.Play play, int penaltyOwed, int nextSeat) {
        return new PublicEvent(Type.PLAY, seat, play, penaltyOwed, nextSeat);
    }

    static PublicEvent draw(int seat) {
        return new PublicEvent(Type.DRAW, seat, null, 1, 0);
    }

    static PublicEvent take(int seat, int drawn, int owed) {
        return new PublicEvent(Type.TAKE, seat, null, drawn, owed);
    }

    static PublicEvent pass(int seat) {
        return new PublicEvent(Type.PASS, seat, null, 0, 0);
    }

    static PublicEvent reshuffle(int cards) {
        return new PublicEvent(Type.RESHUFFLE, -1, null, cards, 0);
    }

    /** The end of a hand: {@code blocked} (Z26) is kept in {@code other} (1) for the scoring variant. */
    static PublicEvent handEnd(int winner, int points, boolean blocked) {
        return new PublicEvent(winner < 0 ? Type.BLOCKED : Type.HAND_END, winner, null, points, blocked ? 1 : 0);
    }

    static PublicEvent sign(int seat, Sign sign) {
        return new PublicEvent(Type.SIGN, seat, null, 0, sign.ordinal());
    }
}
