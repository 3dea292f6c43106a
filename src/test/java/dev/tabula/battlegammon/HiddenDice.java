package dev.tabula.battlegammon;

import dev.tabula.core.GeneratorPeek;
import dev.tabula.core.State;

/** What a Battlegammon state hides, for the tests that prove a network friend is never sent it. */
public final class HiddenDice {
    private HiddenDice() {
    }

    /** The generator the next roll is drawn from. */
    public static long generator(State state) {
        return GeneratorPeek.of((BattlegammonState) state);
    }
}
