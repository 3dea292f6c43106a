package dev.tabula.ai.review;

/**
 * How hard a review looks: the tree search's iterations per decision, the depth-first search's
 * plies where the game thinks depth-first (Zola): fixed budgets, never a time limit, so that a
 * review is reproducible; and the seed every search's generator is drawn from.
 */
public record ReviewSettings(long iterations, int depth, long seed) {
    /** The default depth: a 60-move match of Zola in about a minute on two cores (docs/review.md). */
    public static final long DEFAULT_ITERATIONS = 3_000;
    /** The deeper setting, for those who wait: Hard's own budget per move. */
    public static final long DEEP_ITERATIONS = 12_000;
    /** The default plies of the depth-first search: Hard's fixed depth. */
    public static final int DEFAULT_DEPTH = 4;
    /** The deeper setting's plies. */
    public static final int DEEP_DEPTH = 6;

    public ReviewSettings {
        if (iterations < 1 || depth < 1) {
            throw new IllegalArgumentException("a review needs at least one iteration and one ply per move, not "
                    + iterations + " and " + depth);
        }
    }

    public static ReviewSettings defaults(long seed) {
        return new ReviewSettings(DEFAULT_ITERATIONS, DEFAULT_DEPTH, seed);
    }

    /** The deeper setting, for those who wait. */
    public static ReviewSettings deep(long seed) {
        return new ReviewSettings(DEEP_ITERATIONS, DEEP_DEPTH, seed);
    }

    /**
     * These budgets made deeper as {@link #deep} is to {@link #defaults}: the tree search's
     * iterations four times over, two more plies of the depth-first search; the same seed.
     */
    public ReviewSettings deeper() {
        return new ReviewSettings(iterations * (DEEP_ITERATIONS / DEFAULT_ITERATIONS), depth + (DEEP_DEPTH - DEFAULT_DEPTH), seed);
    }

    /** The seed of the search at ply {@code ply}: each ply its own, whatever order the plies are judged in. */
    long seedAt(int ply) {
        return dev.tabula.core.Rng.mix(seed * 0x9E3779B97F4A7C15L + ply);
    }
}
