package dev.tabula.battlegammon;

/**
 * Where a turn stands: whose it is (or who won), the roll, the dice still to play, the pawn moved
 * by the first die, and the dice the previous turn could not play (to tell the players why it ended).
 *
 * @param side whose turn (also who rolls at a chance state), or the winner once the game is over
 * @param reason the win's reason key once over, else null
 * @param rolledLow the roll of this turn, smaller die first; 0 before the roll
 * @param dieA the dice still to play: two, one ({@code dieB} 0) or none (a chance state)
 * @param moved where the pawn moved by this turn's first die stands (it may not move again), else 0
 * @param missedA the dice the previous turn could not play, 0 if none
 */
record Turn(int side, boolean over, String reason, int rolledLow, int rolledHigh, int dieA, int dieB, int moved,
        int missedA, int missedB) {

    /** The common case of {@link #toRoll}, shared: the turn after one that played all its dice. */
    private static final Turn[] CLEAN_ROLL = {new Turn(0, false, null, 0, 0, 0, 0, 0, 0, 0),
        new Turn(1, false, null, 0, 0, 0, 0, 0, 0, 0)};

    /** {@code side} is to roll; the previous turn left these dice unplayed. */
    static Turn toRoll(int side, int missedA, int missedB) {
        return missedA == 0 && missedB == 0 ? CLEAN_ROLL[side] : new Turn(side, false, null, 0, 0, 0, 0, 0, missedA, missedB);
    }

    /** A position set up with dice to play (tests and pictures). */
    static Turn toPlay(int side, int dieA, int dieB) {
        int low = Math.min(dieA, dieB == 0 ? dieA : dieB);
        int high = Math.max(dieA, dieB);
        return new Turn(side, false, null, low, high, dieA == 0 ? 0 : low, dieB == 0 ? 0 : high, 0, 0, 0);
    }

    Turn rolled(Roll roll) {
        return new Turn(side, false, null, roll.low(), roll.high(), roll.low(), roll.high(), 0, 0, 0);
    }

    /** The first die was played by the pawn now on {@code moved}; {@code other} is still to play. */
    Turn secondDie(int other, int moved) {
        return new Turn(side, false, null, rolledLow, rolledHigh, other, 0, moved, 0, 0);
    }

    /** The side won with the pawn now on {@code moved}. */
    Turn won(String why, int moved) {
        return new Turn(side, true, why, rolledLow, rolledHigh, 0, 0, moved, 0, 0);
    }

    /** The other side is to roll; this turn left {@code missedA}, {@code missedB} unplayed. */
    Turn passTo(int missedA, int missedB) {
        return toRoll(1 - side, missedA, missedB);
    }
}
