package dev.tabula.ai.review;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.Optional;

/**
 * A game's review capability: why a move fell short of the best, in the game's own terms (a
 * capture missed, a race lost). The review asks it only about moves marked worse than good.
 */
@FunctionalInterface
public interface MoveReasons {

    /**
     * The reason {@code played} is worse than {@code best}, both legal at {@code imagined} (a state
     * drawn from the mover's view: it may hold cards the mover cannot see, so a game with hidden
     * cards must judge from the mover's own), or empty where the game cannot tell.
     */
    Optional<Reason> why(State imagined, Move played, Move best);
}
