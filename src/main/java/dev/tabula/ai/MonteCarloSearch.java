package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * One Monte Carlo tree search for the seat of a view: UCT with chance nodes, and for hidden
 * information single-observer information-set MCTS.
 *
 * <p>Each iteration imagines a full state from the view ({@link SeatView#determinize} with the
 * search's own generator; with perfect information that is the state itself, done once), walks
 * down the tree choosing by UCT for the seat to move (each node scores its mover's own payoff, so
 * 2–4 seats work alike), draws chance outcomes by their listed probabilities, expands one node,
 * finishes the game with a rollout and adds each seat's payoff to the nodes of the path.
 *
 * <p>The search never calls {@link State#sampleChance}: that draws from the generator stored in
 * the real state, which would tell the player the future dice. It only uses its own generator,
 * so its answer depends on the view and its seed alone.
 */
final class MonteCarloSearch {
    /** How often the search asks whether its move is already clear. */
    private static final int CLEAR_CHECK_EVERY = 256;
    /** Iterations still to come are taken as this much more than the speed so far promises. */
    private static final double EARLY_STOP_MARGIN = 1.5;

    private final SeatView view;
    private final TreeSettings settings;
    private final TreePolicy treePolicy;
    private final Rng rng;
    /** The rollouts and the chance draws, with {@link #rng}. */
    private final Playout playout;
    private final boolean perfectInformation;
    private final Node root = new Node(null, Node.NO_MOVER, 0);
    private final List<Node> path = new ArrayList<>();
    private int seatCount;
    /** Whether proofs are backed up (MCTS-Solver): two seats with perfect information. */
    private boolean solver;
    /** The root's proved value for the seat to move there, or 0 while unknown. */
    private byte rootProof;
    /** The proved node an iteration's descent stopped at, or null. */
    private Node provenLeaf;

    MonteCarloSearch(SeatView view, TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        this.view = view;
        this.settings = settings;
        this.treePolicy = knowledge.treePolicy();
        this.rng = rng;
        this.playout = new Playout(knowledge, rng);
        this.perfectInformation = view instanceof PerfectView;
    }

    /**
     * Searches within {@code budget}, measured on the budget's own clock (the wall, CPU time, a
     * test's), on which the search's time is reported too. With {@code stopWhenClear} (a time
     * budget of the top level) it also stops once the most visited root move can no longer be
     * overtaken in the time left at the speed so far; with two seats and perfect information it
     * always stops once the root is proved won or lost (MCTS-Solver).
     */
    SearchResult run(SearchBudget budget, CancellationToken cancel, boolean stopWhenClear) {
        Stopwatch stopwatch = Stopwatch.start(budget);
        long iterations = 0;
        if (perfectInformation) {
            root.state = view.determinize(rng);
            seatCount = root.state.seatCount();
            solver = seatCount == 2 && settings.solver();
        }
        while (iterations < budget.maxIterations() && !cancel.isCancelled() && rootProof == 0) {
            if (iterations > 0 && stopwatch.due(iterations)) {
                long elapsed = stopwatch.elapsed();
                if (elapsed >= budget.maxNanos()
                        || stopWhenClear && iterations % CLEAR_CHECK_EVERY == 0 && cannotBeOvertaken(iterations, elapsed, budget)) {
                    break;
                }
            }
            iterate();
            iterations++;
        }
        long nanos = stopwatch.elapsed();
        return SearchResult.ofRootMoves(root.childList().stream()
                .map(child -> new SearchResult.MoveStatistics(child.move, child.visits, child.meanReward(), child.proof))
                .toList(), iterations, nanos);
    }

    /**
     * Whether the most visited root move keeps its lead whatever the rest of the time brings: the
     * gap to the second exceeds the iterations still to come at the speed so far (with a margin,
     * as the speed rises once the JIT has compiled the search).
     */
    private boolean cannotBeOvertaken(long iterations, long elapsed, SearchBudget budget) {
        int first = 0;
        int second = 0;
        for (Node child : root.childList()) {
            if (child.proof == Node.LOSS) {
                continue; // never chosen over a move not proved lost
            }
            if (child.visits > first) {
                second = first;
                first = child.visits;
            } else if (child.visits > second) {
                second = child.visits;
            }
        }
        double rate = iterations / (double) Math.max(1, elapsed);
        double remaining = EARLY_STOP_MARGIN * rate * (budget.maxNanos() - elapsed);
        return first - second > remaining;
    }

    private void iterate() {
        path.clear();
        path.add(root);
        provenLeaf = null;
        State state;
        if (perfectInformation) {
            state = descendPerfect();
        } else {
            State imagined = view.determinize(rng);
            seatCount = imagined.seatCount();
            state = descendHidden(imagined);
        }
        double[] payoffs;
        if (provenLeaf != null) {
            payoffs = new double[2];
            payoffs[provenLeaf.mover] = provenLeaf.proof == Node.WIN ? 1 : 0;
            payoffs[1 - provenLeaf.mover] = 1 - payoffs[provenLeaf.mover];
        } else {
            payoffs = state.isTerminal() ? Playout.payoffs(state.outcome(), seatCount) : playout.leafValue(state, seatCount);
        }
        for (Node node : path) {
            node.visits++;
            if (node.mover >= 0) {
                node.reward += payoffs[node.mover];
            }
        }
        if (solver) {
            backUpProofs();
        }
    }

    /**
     * MCTS-Solver: a node whose mover reaches a won end is a win for it; the seat to move at a
     * node wins there if one of its moves is a proved win, and loses if every move is a proved
     * loss. Walks up from the leaf as long as something new is proved (never through a chance
     * node: its outcomes would all have to be proved).
     */
    private void backUpProofs() {
        for (int i = path.size() - 1; i >= 1; i--) {
            Node child = path.get(i);
            Node parent = path.get(i - 1);
            if (child.proof == 0 || child.mover < 0 || parent.state.isChance()) {
                return;
            }
            int seat = child.mover; // the seat to move at the parent
            byte value;
            if (child.proof == Node.WIN) {
                value = Node.WIN;
            } else if (allLost(parent)) {
                value = Node.LOSS;
            } else {
                return;
            }
            if (parent == root) {
                rootProof = value;
                return;
            }
            if (parent.mover < 0) {
                return; // the state after a chance outcome: its value is the roller's business
            }
            parent.proof = parent.mover == seat ? value : (byte) -value;
        }
    }

    private static boolean allLost(Node node) {
        if (node.expanded < node.slots.length) {
            return false;
        }
        for (Node slot : node.slots) {
            if (slot.proof != Node.LOSS) {
                return false;
            }
        }
        return true;
    }

    /** The proof of a freshly made child whose state ended the game (two seats only). */
    private void proveIfOver(Node child) {
        if (solver && child.mover >= 0 && child.state.isTerminal()) {
            double payoff = child.state.outcome().payoff(child.mover);
            child.proof = payoff == 1 ? Node.WIN : payoff == 0 ? Node.LOSS : 0;
        }
    }

    /** Walks the cached tree down to a new leaf or a terminal state; returns the leaf's state. */
    private State descendPerfect() {
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
                proveIfOver(child);
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

    /** Walks down with one determinization, adding at most one decision node; returns the leaf's state. */
    private State descendHidden(State imagined) {
        Node node = root;
        State state = imagined;
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

    /**
     * The child with the best UCT score for its mover, plus a progressive bias toward moves the
     * game's priors like. {@code logParentVisits} is NaN when each child's availability stands in
     * for the parent's visits (hidden information).
     */
    private Node select(Node[] children, double logParentVisits) {
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

    private double prior(State state, Move move) {
        return settings.priorWeight() > 0 ? treePolicy.prior(state, move) : 0;
    }
}
