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

    /*
     * Every turn but a won one is shared, made once here (about 2,200 of them): a random playout
     * makes one a ply, and allocating none is a good part of its speed. Equality stays by value.
     */
    /** By side, missed dice: the turns waiting for a roll. */
    private static final Turn[][][] TO_ROLL = new Turn[2][7][7];
    /** By side, low, high die: the turns just rolled. */
    private static final Turn[][][] ROLLED = new Turn[2][7][7];
    /** By side, low, high, the die left (0: the low one, 1: the high one), the moved pawn's square. */
    private static final Turn[][][][][] SECOND_DIE = new Turn[2][7][7][2][Track.BLACK_HOME + 1];

    static {
        for (int side = 0; side < 2; side++) {
            for (int a = 0; a <= 6; a++) {
                for (int b = 0; b <= 6; b++) {
                    TO_ROLL[side][a][b] = new Turn(side, false, null, 0, 0, 0, 0, 0, a, b);
                }
            }
            for (int low = 1; low <= 6; low++) {
                for (int high = low; high <= 6; high++) {
                    ROLLED[side][low][high] = new Turn(side, false, null, low, high, low, high, 0, 0, 0);
                    for (int moved = 0; moved <= Track.BLACK_HOME; moved++) {
                        SECOND_DIE[side][low][high][0][moved] = new Turn(side, false, null, low, high, low, 0, moved, 0, 0);
                        SECOND_DIE[side][low][high][1][moved] = new Turn(side, false, null, low, high, high, 0, moved, 0, 0);
                    }
                }
            }
        }
    }

    /** {@code side} is to roll; the previous turn left these dice unplayed. */
    static Turn toRoll(int side, int missedA, int missedB) {
        return TO_ROLL[side][missedA][missedB];
    }

    /** A position set up with dice to play (tests and pictures). */
    static Turn toPlay(int side, int dieA, int dieB) {
        int low = Math.min(dieA, dieB == 0 ? dieA : dieB);
        int high = Math.max(dieA, dieB);
        return new Turn(side, false, null, low, high, dieA == 0 ? 0 : low, dieB == 0 ? 0 : high, 0, 0, 0);
    }

    Turn rolled(Roll roll) {
        return ROLLED[side][roll.low()][roll.high()];
    }

    /** The first die was played by the pawn now on {@code moved}; {@code other} is still to play. */
    Turn secondDie(int other, int moved) {
        return SECOND_DIE[side][rolledLow][rolledHigh][other == rolledLow ? 0 : 1][moved];
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
