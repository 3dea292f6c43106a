package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * The tree one {@link MonteCarloSearch} grows, one iteration at a time: down the tree by UCT for
 * the seat to move (each node scores its mover's own payoff, so 2–4 seats work alike) to one new
 * node, its value (a rollout, or the game's leaf value), and each seat's payoff added to the
 * nodes of the path. How the tree is walked depends on what the seat sees: the states of a
 * {@link PerfectInformationTree} are known and cached; an {@link InformationSetTree} deals a fresh
 * determinization every iteration.
 */
abstract class SearchTree {
    final Node root = new Node(null, Node.NO_MOVER, 0);
    /** The nodes of this iteration's descent, the root first. */
    final List<Node> path = new ArrayList<>();
    final TreeSettings settings;
    final Rng rng;
    /** The rollouts and the chance draws, with {@link #rng}. */
    final Playout playout;
    private final TreePolicy treePolicy;
    int seatCount;
    /** Whether moves proved lost are passed over (MCTS-Solver: two seats with perfect information). */
    boolean solver;

    SearchTree(TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        this.settings = settings;
        this.treePolicy = knowledge.treePolicy();
        this.rng = rng;
        this.playout = new Playout(knowledge, rng);
    }

    /** The tree for the seat of {@code view}: a perfect-information one where the view hides nothing. */
    static SearchTree of(SeatView view, TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        return view instanceof PerfectView ? new PerfectInformationTree(view, settings, knowledge, rng)
                : new InformationSetTree(view, settings, knowledge, rng);
    }

    /** One iteration: down to a new leaf, its value, and back up the path. */
    final void iterate() {
        path.clear();
        path.add(root);
        State leaf = descend();
        double[] payoffs = knownValue();
        if (payoffs == null) {
            payoffs = leaf.isTerminal() ? Playout.payoffs(leaf.outcome(), seatCount) : playout.leafValue(leaf, seatCount);
        }
        for (Node node : path) {
            node.visits++;
            if (node.mover >= 0) {
                node.reward += payoffs[node.mover];
            }
        }
        backedUp();
    }

    /** Walks from the root to a new leaf or an end, filling {@link #path}; the state there. */
    abstract State descend();

    /** The payoffs of this iteration's leaf where they are known without valuing it (a proof), or null. */
    double[] knownValue() {
        return null;
    }

    /** After the payoffs are added along the path. */
    void backedUp() {
    }

    /** The root's proved value for the seat to move there, or 0 while unknown. */
    byte rootProof() {
        return 0;
    }

    /**
     * The child with the best UCT score for its mover, plus a progressive bias toward moves the
     * game's priors like. {@code logParentVisits} is NaN when each child's availability stands in
     * for the parent's visits (hidden information).
     */
    final Node select(Node[] children, double logParentVisits) {
        Node best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        double c = settings.exploration() * treePolicy.explorationScale();
        double w = settings.priorWeight();
        for (Node child : children) {
            if (child.proof == Node.LOSS && solver) {
                continue; // a move proved lost is never worth another look
            }
            double logVisits = Double.isNaN(logParentVisits) ? Math.log(child.availability) : logParentVisits;
            double score = child.reward / child.visits
                    + c * Math.sqrt(logVisits / child.visits)
                    + w * child.prior / (child.visits + 1);
            if (score > bestScore) {
                bestScore = score;
                best = child;
            }
        }
        return best != null ? best : children[0];
    }

    /** The game's prior of {@code move}, or 0 where the level gives priors no weight (then never asked). */
    final double prior(State state, Move move) {
        return settings.priorWeight() > 0 ? treePolicy.prior(state, move) : 0;
    }
}
