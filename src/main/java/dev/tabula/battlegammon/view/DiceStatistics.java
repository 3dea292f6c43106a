package dev.tabula.battlegammon.view;

import dev.tabula.battlegammon.Roll;
import dev.tabula.core.Move;
import java.util.List;

/**
 * How often each face (over both dice) and each double came up in a number of rolls, with what
 * fair dice would give on average, so a player can check the dice themselves ("the dice are
 * rigged"). Counted from the moves that led to the position shown, where every roll is a move:
 * a record of the past that is the view's to keep, not the position's.
 */
final class DiceStatistics {
    private final int rolls;
    private final int[] faces;
    private final int[] doubles;

    private DiceStatistics(int rolls, int[] faces, int[] doubles) {
        this.rolls = rolls;
        this.faces = faces;
        this.doubles = doubles;
    }

    /** The rolls among {@code line}, the moves of a match from its start. */
    static DiceStatistics of(List<Move> line) {
        int rolls = 0;
        int[] faces = new int[7];
        int[] doubles = new int[7];
        for (Move move : line) {
            if (move instanceof Roll roll) {
                rolls++;
                faces[roll.low()]++;
                faces[roll.high()]++;
                if (roll.isDouble()) {
                    doubles[roll.low()]++;
                }
            }
        }
        return new DiceStatistics(rolls, faces, doubles);
    }

    int rolls() {
        return rolls;
    }

    /** How many times {@code face} (1..6) showed, counting both dice. */
    int face(int face) {
        return faces[face];
    }

    /** How many times the double {@code face}-{@code face} was rolled. */
    int doubles(int face) {
        return doubles[face];
    }

    int allDoubles() {
        int sum = 0;
        for (int face = 1; face <= 6; face++) {
            sum += doubles[face];
        }
        return sum;
    }

    /** What fair dice give on average for one face: two dice a roll, each face 1/6. */
    double expectedFace() {
        return rolls * 2 / 6.0;
    }

    /** What fair dice give on average for doubles of any kind: 1/6 of the rolls. */
    double expectedDoubles() {
        return rolls / 6.0;
    }
}
