package dev.tabula.ai.review;

/** How a move compares with the best the engine found, by the winning chance it gave away ({@link MarkScale}). */
public enum Mark {
    BEST, GOOD, INACCURACY, MISTAKE, BLUNDER;

    /** The key of this mark's word in the review's bundle ({@link ReviewWords}). */
    public String key() {
        return "review.mark." + name().toLowerCase(java.util.Locale.ROOT);
    }
}
