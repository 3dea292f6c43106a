package dev.tabula.core;

/**
 * The seeded random source of a game: SplitMix64, whose whole state is one {@code long}.
 *
 * <p>That single long is what a state that throws dice or shuffles holds, and the core keeps it
 * ({@link SeededState}, see {@code docs/architecture.md}): the game draws from a working copy and
 * hands the advanced copy to the next state. Dice and shuffles are therefore a pure function of
 * the match seed and the moves, so replaying, undoing, redoing and loading never re-roll.
 *
 * <p>Instances are mutable and not thread-safe; they are short-lived working copies.
 */
public final class Rng {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    private Rng(long state) {
        this.state = state;
    }

    /** A generator whose next draws continue from a stored state (or start from a seed). */
    public static Rng fromState(long state) {
        return new Rng(state);
    }

    /**
     * The state to store: a generator created from it continues exactly where this one is. Only
     * the core reads it ({@link SeededState}), so that no game can keep a generator of its own
     * beside the one the core compares, hashes and re-seeds.
     */
    long state() {
        return state;
    }

    public long nextLong() {
        return mix(state += GOLDEN_GAMMA);
    }

    /** SplitMix64's finaliser: every input bit changes about half the output bits (also a good 64-bit hash step). */
    public static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** A uniform int in {@code [0, bound)}, without modulo bias (Lemire's method). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x1_0000_0000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Shuffles {@code values} in place (Fisher–Yates). */
    public void shuffle(int[] values) {
        for (int i = values.length - 1; i > 0; i--) {
            int j = nextInt(i + 1);
            int t = values[i];
            values[i] = values[j];
            values[j] = t;
        }
    }
}
