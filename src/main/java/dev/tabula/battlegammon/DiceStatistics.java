package dev.tabula.battlegammon;

/**
 * How often each face (over both dice) and each double came up in a number of rolls, with what
 * fair dice would give on average, so a player can check the dice themselves.
 */
public final class DiceStatistics {
    private final int rolls;
    private final int[] faces;
    private final int[] doubles;

    DiceStatistics(int rolls, int[] faces, int[] doubles) {
        this.rolls = rolls;
        this.faces = faces.clone();
        this.doubles = doubles.clone();
    }

    public int rolls() {
        return rolls;
    }

    /** How many times {@code face} (1..6) showed, counting both dice. */
    public int face(int face) {
        return faces[face];
    }

    /** How many times the double {@code face}-{@code face} was rolled. */
    public int doubles(int face) {
        return doubles[face];
    }

    public int allDoubles() {
        int sum = 0;
        for (int face = 1; face <= 6; face++) {
            sum += doubles[face];
        }
        return sum;
    }

    /** What fair dice give on average for one face: two dice a roll, each face 1/6. */
    public double expectedFace() {
        return rolls * 2 / 6.0;
    }

    /** What fair dice give on average for doubles of any kind: 1/6 of the rolls. */
    public double expectedDoubles() {
        return rolls / 6.0;
    }
}
