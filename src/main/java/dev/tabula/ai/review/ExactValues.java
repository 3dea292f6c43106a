package dev.tabula.ai.review;

import dev.tabula.core.SeatView;
import java.util.List;
import java.util.Optional;

/**
 * A game's review capability: the exact value of every legal move where the game is solved
 * (Zodiac), in place of the search's estimate. It waits for the solution if it must: a review
 * runs in the background and must be reproducible.
 */
@FunctionalInterface
public interface ExactValues {

    /** Every legal move of the seat of {@code view} with its exact value, best first, or empty where the game does not know. */
    Optional<List<MoveValue>> values(SeatView view);
}
