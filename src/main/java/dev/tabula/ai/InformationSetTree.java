package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;

/**
 * The tree of a seat that does not see everything: single-observer information-set MCTS. Every
 * iteration deals a fresh determinization with {@link SeatView#determinize} from the search's own
 * generator, so a node stands for every deal that reached it by the same moves: children are found
 * by move, and UCT uses each child's availability (how often its move was legal when the parent
 * was visited) in place of the parent's visits. The decision depends on the view and the seed
 * only, never on the hidden truth.
 */
final class InformationSetTree extends SearchTree {
    private final SeatView view;

    InformationSetTree(SeatView view, TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        super(settings, knowledge, rng);
        this.view = view;
    }

    /** Deals a determinization, walks down with it adding at most one decision node; returns the leaf's state. */
    @Override
    State descend() {
        State state = view.determinize(rng);
        seatCount = state.seatCount();
        Node node = root;
        while (!state.isTerminal()) {
            if (state.isChance()) {
                Move outcome = state.chanceOutcomes().get(playout.sampleIndex(state.chanceOutcomes())).move();
                Node child = node.child(outcome);
                node = child != null ? child : node.addChild(outcome, State.CHANCE, 0);
                path.add(node);
                state = state.apply(outcome);
                continue;
            }
            List<Move> moves = state.legalMoves();
            Move untried = bestUntried(node, state, moves);
            if (untried != null) {
                Node child = node.addChild(untried, state.currentSeat(), prior(state, untried));
                child.availability = 1;
                path.add(child);
                return state.apply(untried);
            }
            Node[] available = new Node[moves.size()];
            for (int i = 0; i < available.length; i++) {
                available[i] = node.child(moves.get(i));
                available[i].availability++;
            }
            node = select(available, Double.NaN);
            path.add(node);
            state = state.apply(node.move);
        }
        return state;
    }

    /** The untried legal move with the highest prior (ties broken at random), or null when all were tried. */
    private Move bestUntried(Node node, State state, List<Move> moves) {
        Move best = null;
        double bestPrior = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (Move move : moves) {
            if (node.child(move) != null) {
                continue;
            }
            double prior = prior(state, move);
            if (prior > bestPrior) {
                best = move;
                bestPrior = prior;
                ties = 1;
            } else if (prior == bestPrior && rng.nextInt(++ties) == 0) {
                best = move; // reservoir sampling: each tied move equally likely
            }
        }
        return best;
    }
}
