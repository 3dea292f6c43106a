package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;

/**
 * The computer player of a level: its strategies ({@link Composer}) asked in turn, the first
 * answer played. A forced move is played without asking any; a strategy that is cancelled before
 * it found anything answers the first legal move.
 *
 * <p>Each question gets a fresh generator, the next value of a stream started from the player's
 * seed: so a player's answers are reproducible move after move, and two players with the same
 * seed asked about the same view give the same move whatever the view hides.
 */
public final class StrategyPlayer implements Player {
    private final String name;
    private final Rng seeds;
    private final List<Strategy> strategies;
    private SearchResult lastResult;

    public StrategyPlayer(String name, long seed, List<Strategy> strategies) {
        if (strategies.isEmpty()) {
            throw new IllegalArgumentException("a player needs a strategy");
        }
        this.name = name;
        this.seeds = Rng.fromState(seed);
        this.strategies = List.copyOf(strategies);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        return search(view, budget, cancel).move();
    }

    /** Like {@link #choose}, with the statistics of the strategy that answered. */
    public SearchResult search(SeatView view, SearchBudget budget, CancellationToken cancel) {
        Stopwatch stopwatch = Stopwatch.start(budget);
        Rng rng = Rng.fromState(seeds.nextLong());
        List<Move> moves = Imagined.decision(view, Rng.fromState(rng.nextLong())).legalMoves();
        lastResult = moves.size() == 1 ? SearchResult.immediate(moves.get(0), stopwatch.elapsed())
                : think(new Question(view, budget, cancel, moves, rng, rng.nextDouble(), stopwatch));
        return lastResult;
    }

    private SearchResult think(Question question) {
        SearchResult result = Strategy.firstAnswer(strategies, question).orElseThrow(
                () -> new IllegalStateException(name + ": none of its strategies answers this question"));
        // cancelled before its first iteration: the first legal move keeps the game going
        return result.move() != null ? result : SearchResult.immediate(question.moves().get(0), result.nanos());
    }

    /** The statistics of the last question, or null before the first. */
    public SearchResult lastResult() {
        return lastResult;
    }

    /** The strategies, in the order they are asked. */
    List<Strategy> strategies() {
        return strategies;
    }
}
