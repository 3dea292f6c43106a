package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One node of the search tree: the position reached by a sequence of moves and chance outcomes.
 *
 * <p>With perfect information a node keeps its state, and its children sit in {@link #slots}
 * aligned with the state's legal moves (or chance outcomes), so the tree is walked without
 * applying a move or looking one up. With hidden information a node stands for every
 * determinization that reached it by the same moves: the legal moves differ between visits, so
 * children are found by move ({@link #byMove}) and {@link #availability} counts how often a child
 * could have been chosen (single-observer information-set MCTS).
 */
final class Node {
    /** {@link #mover} of the root, which nobody moved to. */
    static final int NO_MOVER = -3;

    /** The move or chance outcome that led here (null at the root). */
    final Move move;
    /** The seat that chose {@link #move}, {@code State.CHANCE} for an outcome, or {@link #NO_MOVER}. */
    final int mover;
    final double prior;
    int visits;
    /** How many times the parent was visited with this node's move legal (hidden information). */
    int availability;
    /** The sum of the mover's payoffs over the visits. */
    double reward;
    /**
     * What the search proved about this node for its {@link #mover} (MCTS-Solver, two seats with
     * perfect information only): {@link #WIN}, {@link #LOSS}, or 0 while unknown.
     */
    byte proof;

    static final byte WIN = 1;
    static final byte LOSS = -1;

    // perfect information
    State state;
    /** The state's chance outcomes, asked once (a chance state only). */
    List<ChanceOutcome> outcomes;
    Node[] slots;
    /** The order in which the slots are expanded: by prior, ties in random order. */
    int[] expansionOrder;
    int expanded;

    // hidden information
    Map<Move, Node> byMove;
    /** Every child in order of creation (hidden information only). */
    List<Node> children;

    Node(Move move, int mover, double prior) {
        this.move = move;
        this.mover = mover;
        this.prior = prior;
    }

    double meanReward() {
        return visits == 0 ? 0 : reward / visits;
    }

    Node child(Move childMove) {
        return byMove == null ? null : byMove.get(childMove);
    }

    Node addChild(Move childMove, int childMover, double childPrior) {
        if (byMove == null) {
            byMove = new HashMap<>();
            children = new ArrayList<>();
        }
        Node child = new Node(childMove, childMover, childPrior);
        byMove.put(childMove, child);
        children.add(child);
        return child;
    }

    /** The children, whichever way they are stored. */
    List<Node> childList() {
        if (slots != null) {
            List<Node> list = new ArrayList<>();
            for (Node slot : slots) {
                if (slot != null) {
                    list.add(slot);
                }
            }
            return list;
        }
        return children == null ? List.of() : children;
    }
}
