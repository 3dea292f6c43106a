package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.SeatView;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

/**
 * The depth-first search of a move on several cores (Lazy SMP): the main search, on the calling
 * thread, is the single-threaded {@link AlphaBetaPlayer} exactly; helper searches of the same
 * position run beside it on the player's executor and share its lock-free transposition table.
 * The helpers' results are never looked at: what they leave in the table (scores, bounds, best
 * moves of positions the main search will reach) lets the main search cut off sooner and so go
 * deeper in the same time. They differ from it and from each other, so that they do not all search
 * the same nodes in the same order: each has its own seeded root order, killer moves and history,
 * and every other one starts its iterations a ply deeper.
 *
 * <p>A helper stops when the main search has answered (or its own time, on its own thread's clock,
 * is up) and is waited for then, within one check of its node budget; one no thread had started
 * is dropped ({@link HelperTask}). With one search there are no helpers, so the answer is the
 * single-threaded search's move for move, node for node.
 */
final class LazySmp {
    /** The helpers' seeds are the main search's, mixed with this odd constant (the golden ratio's). */
    private static final long SEED_MIX = 0x9E3779B97F4A7C15L;

    private final AlphaBetaPlayer main;
    private final List<AlphaBetaPlayer> helpers = new ArrayList<>();
    private final Executor background;
    private long lastNodes;
    private long lastHelperNodes;

    /** {@code searches} searches at once (the main one and {@code searches - 1} helpers on {@code background}). */
    LazySmp(SearchEvaluation evaluation, int searches, Executor background, long seed) {
        if (searches < 1) {
            throw new IllegalArgumentException("searches must be positive");
        }
        TranspositionTable table = Negamax.table(AlphaBetaPlayer.TABLE_BITS);
        this.main = new AlphaBetaPlayer(evaluation, AlphaBetaPlayer.DEPTH, table, seed, 1);
        for (int i = 1; i < searches; i++) {
            helpers.add(new AlphaBetaPlayer(evaluation, AlphaBetaPlayer.DEPTH, table, seed ^ SEED_MIX * i, 1 + i % 2));
        }
        this.background = background;
    }

    /** The main search's move, the helpers searching beside it until it has answered. */
    Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        CancellationToken stopHelpers = new CancellationToken();
        List<HelperTask<Long>> started = new ArrayList<>();
        for (AlphaBetaPlayer helper : helpers) {
            HelperTask<Long> task = new HelperTask<>(() -> {
                helper.choose(view, budget, stopHelpers);
                return helper.lastNodes();
            });
            started.add(task);
            background.execute(task);
        }
        Move move;
        try {
            move = main.choose(view, budget, cancel);
        } finally {
            stopHelpers.cancel();
        }
        lastHelperNodes = 0;
        for (HelperTask<Long> task : started) {
            lastHelperNodes += task.collect().orElse(0L);
        }
        lastNodes = main.lastNodes() + lastHelperNodes;
        return move;
    }

    /** The main search, whose last move, depth and score are the answer's. */
    AlphaBetaPlayer main() {
        return main;
    }

    /** The nodes of the last move's searches, the helpers' included. */
    long lastNodes() {
        return lastNodes;
    }

    /** The nodes the helpers searched for the last move: 0 when none ran. */
    long lastHelperNodes() {
        return lastHelperNodes;
    }

    /** How many searches think at once. */
    int searches() {
        return helpers.size() + 1;
    }
}
