package dev.tabula.core;

/**
 * The value of a state's generator, which the core keeps from the games ({@link SeededState}):
 * for the tests that prove it never leaves the host's computer, which must know what to look for.
 */
public final class GeneratorPeek {
    private GeneratorPeek() {
    }

    /** Where the generator of {@code state} stands: the value its next draws continue from. */
    public static long of(SeededState<?> state) {
        return state.generator().state();
    }
}
