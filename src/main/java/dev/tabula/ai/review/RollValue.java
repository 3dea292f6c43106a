package dev.tabula.ai.review;

import dev.tabula.core.State;

/**
 * A game's review capability: the value of a position just after a chance outcome (a roll) for
 * the seat about to decide, cheap enough to be asked for every outcome of every roll of a match:
 * the luck of a roll is its value against the average over all rolls (Battlegammon).
 */
@FunctionalInterface
public interface RollValue {

    /** The chance that {@code seat} wins from decision state {@code afterRoll}, 0 to 1, the same every time it is asked. */
    double value(State afterRoll, int seat);
}
