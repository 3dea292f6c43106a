package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.State;

/**
 * A game's capability: how the tree search is steered in this game, by move priors (which moves
 * are expanded first and favoured while they have few visits) and by how much of the level's
 * exploration it wants. A game without one, and the levels that use none (Easy), expand in
 * random order and explore at the level's constant ({@link #NONE}).
 */
@FunctionalInterface
public interface TreePolicy {

    /** No opinion on any move, and the level's exploration as it is. */
    TreePolicy NONE = (state, move) -> 0;

    /**
     * How promising {@code move} looks at decision state {@code state}, from 0 (no opinion) to 1:
     * a progressive bias {@code priorWeight · prior / (visits + 1)} in the tree's selection.
     */
    double prior(State state, Move move);

    /**
     * A factor on the level's UCT exploration constant. A game whose moves differ by little in
     * payoff (a dice race: a better move gains a few per cent of winning chance) wants less, or
     * the exploration term spreads the visits almost evenly over moves the evaluation can tell
     * apart. 1 by default.
     */
    default double explorationScale() {
        return 1;
    }
}
