package dev.tabula.zodiac.ai;

import dev.tabula.ai.PerfectPlay;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;

/**
 * Zodiac's perfect play: the game is solved, so the top level plays the solved game's best move
 * (the quickest win), with rule 9 judged on the real history of the match; in a lost position it
 * plays the losing move that leaves the opponent the most ways to go wrong.
 *
 * <p>The solution is computed once per process ({@link SharedSolutions}, shared with the view's
 * hint), on the executor its caller hands over: a player starts it when it is made
 * ({@link #prepare}), and a question under a time limit that comes before it is ready starts it
 * and is answered empty, so that the search plays meanwhile; every later move ranks the position's
 * few moves in well under a second. Each instance (one a player) hands a rule set's solve over
 * once, so that its questions do not pile up solves that would only wait for the first.
 */
final class SolvedPlay implements PerfectPlay {
    /**
     * Search nodes each candidate move may cost when ranking. Smaller than the hint's default so
     * that a whole position (up to a dozen moves) stays within the app's second; a move left
     * undecided keeps its retrograde value, which is exact wherever rule 9 cannot matter.
     */
    static final long NODES_PER_MOVE = 150_000;
    /** Search nodes per opponent reply when looking for the losing move that sets the best trap. */
    static final long SWINDLE_NODES = 20_000;

    /** The rule sets whose solve this instance has handed to an executor. */
    private final Set<ZodiacRules> handedOver = ConcurrentHashMap.newKeySet();

    /** Solves the default rules on {@code background}, once per process; other rule sets solve on first use. */
    @Override
    public void prepare(Executor background) {
        prepare(ZodiacRules.DEFAULT, background);
    }

    /**
     * Under a time limit (the app) a move is not kept waiting for the solve: until the solution is
     * in memory the search plays, and the solve goes on in the background. Without one (the arena,
     * tests) the first move waits, so a seeded run stays reproducible.
     */
    @Override
    public Optional<Move> move(SeatView view, SearchBudget budget, Executor background) {
        return solvableNow(view, budget, background)
                .map(state -> choose(SharedSolutions.of(state.rules()), state, NODES_PER_MOVE).move());
    }

    /**
     * The position of {@code view} if the solution can answer it now: a Zodiac position of rules the
     * solver handles, not over, and (under a time limit) with the solution in memory, whose solve
     * is otherwise started on {@code background}.
     */
    Optional<ZodiacState> solvableNow(SeatView view, SearchBudget budget, Executor background) {
        Optional<ZodiacState> state = solvable(view);
        if (state.isPresent() && budget.hasTimeLimit() && !SharedSolutions.isReady(state.get().rules())) {
            prepare(state.get().rules(), background);
            // an executor that ran the solve at once (a test's) has it ready by now
            return SharedSolutions.isReady(state.get().rules()) ? state : Optional.empty();
        }
        return state;
    }

    /** Starts solving {@code rules} on {@code background}, unless it is solved or this instance handed it over before. */
    private void prepare(ZodiacRules rules, Executor background) {
        if (!SharedSolutions.isReady(rules) && handedOver.add(rules)) {
            background.execute(() -> SharedSolutions.of(rules));
        }
    }

    private static Optional<ZodiacState> solvable(SeatView view) {
        if (!(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZodiacState state)
                || state.isTerminal() || !ZodiacSolution.supports(state.rules())) {
            return Optional.empty();
        }
        return Optional.of(state);
    }

    /** The best-ranked move, or in a lost position the losing move that sets the best trap. */
    static MoveVerdict choose(ZodiacSolution solution, ZodiacState state, long nodesPerMove) {
        List<MoveVerdict> ranked = solution.rankMoves(state, ZodiacSolution.DEFAULT_HORIZON, nodesPerMove);
        if (ranked.get(0).verdict().value() != Value.LOSS) {
            return ranked.get(0);
        }
        ZodiacMove trap = swindle(solution, state, ranked);
        return ranked.stream().filter(verdict -> verdict.move().equals(trap)).findFirst().orElse(ranked.get(0));
    }

    /**
     * In a lost position every move loses against perfect play, but people (and the other levels)
     * are not perfect: play the losing move after which the most of the opponent's replies throw
     * the win away, the slower loss among equals (the ranking's order).
     */
    private static ZodiacMove swindle(ZodiacSolution solution, ZodiacState state, List<MoveVerdict> ranked) {
        ZodiacMove best = ranked.get(0).move();
        double bestChance = -1;
        for (MoveVerdict candidate : ranked) {
            ZodiacState next = state.apply(candidate.move());
            if (next.isTerminal()) {
                continue;
            }
            List<MoveVerdict> replies = solution.rankMoves(next, ZodiacSolution.DEFAULT_HORIZON, SWINDLE_NODES);
            long slips = replies.stream().filter(reply -> reply.verdict().value() != Value.WIN).count();
            double chance = replies.isEmpty() ? 0 : (double) slips / replies.size();
            if (chance > bestChance) {
                bestChance = chance;
                best = candidate.move();
            }
        }
        return best;
    }
}
