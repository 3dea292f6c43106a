package dev.tabula.ai.review;

/**
 * Told how far a review is, from the thread that finished a step (any thread of the review's
 * executor): a screen hands it over to its own thread.
 */
@FunctionalInterface
public interface ReviewProgress {
    ReviewProgress NONE = (done, total) -> { };

    /** {@code done} of {@code total} steps are finished. */
    void update(int done, int total);
}
