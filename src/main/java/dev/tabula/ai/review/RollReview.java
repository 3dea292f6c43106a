package dev.tabula.ai.review;

import dev.tabula.core.Move;

/**
 * The luck of one roll: the rolling seat's value after the roll it got against the average over
 * every roll it could have got (weighted by their chances). Over many rolls it averages zero.
 *
 * @param ply the moves played before the roll
 */
public record RollReview(int ply, int seat, Move roll, double value, double average) {

    /** Positive for a roll better than the average, negative for a worse one. */
    public double luck() {
        return value - average;
    }
}
