package dev.tabula.ai;

import dev.tabula.core.Move;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * Under a time limit, the game's depth-first search ({@link AlphaBetaPlayer} on its
 * {@link SearchEvaluation}) in place of the tree search, for a game whose capabilities say it is
 * the stronger one there ({@link Capabilities#depthFirstIsStronger}: Zola). Without a time limit
 * it passes, so that seeded runs of the tree search stay as they were. With more than one search
 * it thinks on several cores at once ({@link LazySmp}: helpers on the player's executor sharing
 * the main search's transposition table); with one, exactly as the single-threaded search.
 *
 * <p>Its answer is a result with one root move, valued by the main search's win chance (1 or 0
 * for a forced end it found), the nodes of all its searches as the iterations. The searches are
 * made on first use, seeded from that question, and keep their tables (the history heuristic, the
 * transposition table) from move to move.
 */
final class DepthFirst implements Strategy {
    private final SearchEvaluation evaluation;
    private final int searches;
    private final Executor background;
    private LazySmp search;

    /** One search, on the thread that asks. */
    DepthFirst(SearchEvaluation evaluation) {
        this(evaluation, 1, Runnable::run);
    }

    /** {@code searches} searches at once, the helpers on {@code background}. */
    DepthFirst(SearchEvaluation evaluation, int searches, Executor background) {
        if (searches < 1) {
            throw new IllegalArgumentException("searches must be positive");
        }
        this.evaluation = evaluation;
        this.searches = searches;
        this.background = background;
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        if (!question.budget().hasTimeLimit()) {
            return Optional.empty();
        }
        long seed = question.rng().nextLong();
        if (search == null) {
            search = new LazySmp(evaluation, searches, background, seed);
        }
        Move move = search.choose(question.view(), question.budget(), question.cancel());
        AlphaBetaPlayer main = search.main();
        SearchResult.MoveStatistics stats = new SearchResult.MoveStatistics(move, 1, main.lastWinChance(),
                main.lastProof());
        return Optional.of(new SearchResult(move, search.lastNodes(), question.stopwatch().elapsed(), List.of(stats)));
    }
}
