package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;

/**
 * The tree of a seat that sees everything: the view is determinized once (its state is the
 * match's but for the generator) and each node keeps its state, its children in an array aligned
 * with the state's legal moves (or chance outcomes), so walking the tree applies no move and
 * looks nothing up. A chance node gives each outcome its share of the visits in turn. With two
 * seats, proofs are backed up ({@link Proofs}).
 */
final class PerfectInformationTree extends SearchTree {
    /** The proofs of this tree (MCTS-Solver), or null where the level or the seats allow none. */
    private final Proofs proofs;
    /** The proved node this iteration's descent stopped at, or null. */
    private Node provenLeaf;

    PerfectInformationTree(SeatView view, TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        super(settings, knowledge, rng);
        root.state = view.determinize(rng);
        seatCount = root.state.seatCount();
        solver = seatCount == 2 && settings.solver();
        proofs = solver ? new Proofs(root) : null;
    }

    /** Walks the cached tree down to a new leaf or a terminal state; returns the leaf's state. */
    @Override
    State descend() {
        provenLeaf = null;
        Node node = root;
        while (true) {
            State state = node.state;
            if (node.proof != 0) {
                provenLeaf = node; // its value is known: no rollout needed
                return state;
            }
            if (state.isTerminal()) {
                return state;
            }
            if (state.isChance()) {
                if (node.slots == null) {
                    node.outcomes = state.chanceOutcomes();
                    node.slots = new Node[node.outcomes.size()];
                }
                List<ChanceOutcome> outcomes = node.outcomes;
                int index = furthestBehindItsShare(node);
                Node child = node.slots[index];
                if (child == null) {
                    Move outcome = outcomes.get(index).move();
                    child = new Node(outcome, State.CHANCE, 0);
                    child.state = state.apply(outcome);
                    node.slots[index] = child;
                }
                node = child;
                path.add(node);
                continue;
            }
            List<Move> moves = state.legalMoves();
            if (node.slots == null) {
                node.slots = new Node[moves.size()];
                node.expansionOrder = expansionOrder(state, moves);
            }
            if (node.expanded < node.expansionOrder.length) {
                int index = node.expansionOrder[node.expanded++];
                Move move = moves.get(index);
                Node child = new Node(move, state.currentSeat(), prior(state, move));
                child.state = state.apply(move);
                if (proofs != null) {
                    proofs.proveIfOver(child);
                }
                node.slots[index] = child;
                path.add(child);
                if (child.proof != 0) {
                    provenLeaf = child;
                }
                return child.state;
            }
            node = select(node.slots, Math.log(node.visits));
            path.add(node);
        }
    }

    @Override
    double[] knownValue() {
        return provenLeaf == null ? null : Proofs.payoffs(provenLeaf);
    }

    @Override
    void backedUp() {
        if (proofs != null) {
            proofs.backUp(path);
        }
    }

    @Override
    byte rootProof() {
        return proofs == null ? 0 : proofs.rootProof();
    }

    /**
     * The chance outcome whose visits lag furthest behind its probability's share of the node's
     * visits (the first such one on a tie): every outcome gets its share in turn, so a chance
     * node's mean is a stratified sample of its outcomes rather than a random one, with less
     * noise at the same number of visits. It needs no generator, so it cannot peek either.
     */
    private static int furthestBehindItsShare(Node node) {
        List<ChanceOutcome> outcomes = node.outcomes;
        double visits = node.visits + 1;
        int best = 0;
        double bestLag = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < outcomes.size(); i++) {
            Node child = node.slots[i];
            double lag = outcomes.get(i).probability() * visits - (child == null ? 0 : child.visits);
            if (lag > bestLag) {
                bestLag = lag;
                best = i;
            }
        }
        return best;
    }

    /** The legal moves' indices, highest prior first, ties in random order. */
    private int[] expansionOrder(State state, List<Move> moves) {
        int n = moves.size();
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        rng.shuffle(order);
        if (settings.priorWeight() > 0) {
            double[] priors = new double[n];
            for (int i = 0; i < n; i++) {
                priors[i] = prior(state, moves.get(i));
            }
            // a stable insertion sort keeps the random order among equal priors
            for (int i = 1; i < n; i++) {
                int index = order[i];
                int j = i - 1;
                while (j >= 0 && priors[order[j]] < priors[index]) {
                    order[j + 1] = order[j];
                    j--;
                }
                order[j + 1] = index;
            }
        }
        return order;
    }
}
