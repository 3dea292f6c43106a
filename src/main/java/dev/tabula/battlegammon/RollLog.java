package dev.tabula.battlegammon;

/**
 * Every roll of the match so far, newest first, as an immutable shared list: a new roll adds one
 * small node and copies nothing. It feeds the dice statistics that answer "the dice are rigged".
 * It is a record of the past, not part of the position, so states leave it out of equality.
 */
public final class RollLog {
    static final RollLog EMPTY = new RollLog(null, null, 0);

    private final Roll roll;
    private final RollLog previous;
    private final int size;

    private RollLog(Roll roll, RollLog previous, int size) {
        this.roll = roll;
        this.previous = previous;
        this.size = size;
    }

    RollLog plus(Roll next) {
        return new RollLog(next, this, size + 1);
    }

    /** How many rolls were made. */
    public int size() {
        return size;
    }

    /** The counts of each face and each double over all rolls. */
    public DiceStatistics statistics() {
        int[] faces = new int[7];
        int[] doubles = new int[7];
        for (RollLog node = this; node.roll != null; node = node.previous) {
            faces[node.roll.low()]++;
            faces[node.roll.high()]++;
            if (node.roll.isDouble()) {
                doubles[node.roll.low()]++;
            }
        }
        return new DiceStatistics(size, faces, doubles);
    }
}
