package dev.tabula.ai;

import dev.tabula.core.Move;
import java.util.List;
import java.util.Optional;

/**
 * Under a time limit, the game's depth-first search ({@link AlphaBetaPlayer} on its
 * {@link SearchEvaluation}) in place of the tree search, for a game whose capabilities say it is
 * the stronger one there ({@link Capabilities#depthFirstIsStronger}: Zola). Without a time limit
 * it passes, so that seeded runs of the tree search stay as they were. One thread: alpha-beta
 * does not share out as simply as independent trees.
 *
 * <p>Its answer is a result with one root move, valued by the search's win chance (1 or 0 for a
 * forced end it found), its nodes as the iterations. The search is made on first use, seeded
 * from that question, and keeps its tables (the history heuristic) from move to move.
 */
final class DepthFirst implements Strategy {
    private final SearchEvaluation evaluation;
    private AlphaBetaPlayer search;

    DepthFirst(SearchEvaluation evaluation) {
        this.evaluation = evaluation;
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        if (!question.budget().hasTimeLimit()) {
            return Optional.empty();
        }
        long seed = question.rng().nextLong();
        if (search == null) {
            search = AlphaBetaPlayer.of(evaluation, seed);
        }
        Move move = search.choose(question.view(), question.budget(), question.cancel());
        SearchResult.MoveStatistics stats = new SearchResult.MoveStatistics(move, 1, search.lastWinChance(),
                search.lastProof());
        return Optional.of(new SearchResult(move, search.lastNodes(), question.stopwatch().elapsed(), List.of(stats)));
    }
}
