package dev.tabula.ai;

import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;

/**
 * One Monte Carlo tree search for the seat of a view, within a budget: UCT with chance nodes, and
 * for hidden information single-observer information-set MCTS ({@link SearchTree}). This class
 * runs the iterations and decides when to stop (the budget, a cancellation, a proved root, a move
 * that can no longer be overtaken); the tree decides what an iteration does.
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
    private final TreeKnowledge knowledge;
    private final Rng rng;

    MonteCarloSearch(SeatView view, TreeSettings settings, TreeKnowledge knowledge, Rng rng) {
        this.view = view;
        this.settings = settings;
        this.knowledge = knowledge;
        this.rng = rng;
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
        SearchTree tree = SearchTree.of(view, settings, knowledge, rng);
        long iterations = 0;
        while (iterations < budget.maxIterations() && !cancel.isCancelled() && tree.rootProof() == 0) {
            if (iterations > 0 && stopwatch.due(iterations)) {
                long elapsed = stopwatch.elapsed();
                if (elapsed >= budget.maxNanos()
                        || stopWhenClear && iterations % CLEAR_CHECK_EVERY == 0 && cannotBeOvertaken(tree.root, iterations, elapsed, budget)) {
                    break;
                }
            }
            tree.iterate();
            iterations++;
        }
        long nanos = stopwatch.elapsed();
        return SearchResult.ofRootMoves(tree.root.childList().stream()
                .map(child -> new SearchResult.MoveStatistics(child.move, child.visits, child.meanReward(), child.proof))
                .toList(), iterations, nanos);
    }

    /**
     * Whether the most visited root move keeps its lead whatever the rest of the time brings: the
     * gap to the second exceeds the iterations still to come at the speed so far (with a margin,
     * as the speed rises once the JIT has compiled the search).
     */
    private static boolean cannotBeOvertaken(Node root, long iterations, long elapsed, SearchBudget budget) {
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
}
