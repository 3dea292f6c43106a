package dev.tabula.battlegammon;

/**
 * The rule variants a match is played with.
 *
 * @param mustPlayBoth when both dice can be played in some order, a first move that leaves the
 *     second die unplayable is illegal (our default); off is Board Game Arena's looser rule
 * @param blackSeat the seat that plays Black and moves first (0 or 1), as the {@code colours}
 *     option settled it for this match
 */
public record BattlegammonRules(boolean mustPlayBoth, int blackSeat) {

    public BattlegammonRules {
        if (blackSeat != 0 && blackSeat != 1) {
            throw new IllegalArgumentException("blackSeat " + blackSeat);
        }
    }

    /** The rules with the first seat playing Black, as every match did before colours were an option. */
    public BattlegammonRules(boolean mustPlayBoth) {
        this(mustPlayBoth, 0);
    }

    /** The hash of the rules before {@code blackSeat} existed when it is 0, so hash orders stay as they were. */
    @Override
    public int hashCode() {
        return Boolean.hashCode(mustPlayBoth) + 31 * blackSeat;
    }

    /** The seat that plays {@code side} ({@link Track#BLACK} or {@link Track#WHITE}). */
    public int seatOf(int side) {
        return side ^ blackSeat;
    }

    /** The side ({@link Track#BLACK} or {@link Track#WHITE}) that {@code seat} plays. */
    public int sideOf(int seat) {
        return seat ^ blackSeat;
    }
}
