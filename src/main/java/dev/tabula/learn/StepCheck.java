package dev.tabula.learn;

import dev.tabula.core.State;

/**
 * What a lesson step says its move does ("this jump flips two discs"), as a test on the position
 * before and after the move: the lesson tests hold every step's sentence to it, so the words
 * cannot drift from the rules engine.
 */
@FunctionalInterface
public interface StepCheck {

    /** Whether {@code after}, reached from {@code before} by one of the step's moves, shows what the step says. */
    boolean holds(State before, State after);

    /** For steps whose sentence claims nothing beyond the move itself being legal. */
    StepCheck LEGAL = (before, after) -> true;
}
