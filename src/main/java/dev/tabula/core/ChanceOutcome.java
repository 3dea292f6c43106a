package dev.tabula.core;

/** One outcome of a chance event, such as the roll {@code 3-5}, with its probability. */
public record ChanceOutcome(Move move, double probability) {
    public ChanceOutcome {
        if (move == null || !(probability > 0 && probability <= 1)) {
            throw new IllegalArgumentException("bad chance outcome " + move + " p=" + probability);
        }
    }
}
