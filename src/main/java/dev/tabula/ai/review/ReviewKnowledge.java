package dev.tabula.ai.review;

/**
 * A game's registration with the review, as {@code GameKnowledge} is with the player: each game
 * builds its {@link ReviewCapabilities} in its own ai package and registers the class in
 * {@code META-INF/services/dev.tabula.ai.review.ReviewKnowledge}.
 */
public interface ReviewKnowledge {

    /** The id of the game ({@code GameInfo.id()}) this knowledge is about. */
    String gameId();

    /** What the game offers a review. */
    ReviewCapabilities capabilities();
}
