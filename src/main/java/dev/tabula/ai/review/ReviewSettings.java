package dev.tabula.ai.review;

/**
 * How hard a review looks: the tree search's iterations per decision (a fixed budget, never a
 * time limit, so that a review is reproducible) and the seed every search's generator is drawn from.
 */
public record ReviewSettings(long iterations, long seed) {
    /** The default depth: a 60-move match of Zola in about a minute on two cores (docs/review.md). */
    public static final long DEFAULT_ITERATIONS = 3_000;
    /** The deeper setting, for those who wait: Hard's own budget per move. */
    public static final long DEEP_ITERATIONS = 12_000;

    public ReviewSettings {
        if (iterations < 1) {
            throw new IllegalArgumentException("a review needs at least one iteration per move, not " + iterations);
        }
    }

    public static ReviewSettings defaults(long seed) {
        return new ReviewSettings(DEFAULT_ITERATIONS, seed);
    }

    /** The seed of the search at ply {@code ply}: each ply its own, whatever order the plies are judged in. */
    long seedAt(int ply) {
        return dev.tabula.core.Rng.mix(seed * 0x9E3779B97F4A7C15L + ply);
    }
}
