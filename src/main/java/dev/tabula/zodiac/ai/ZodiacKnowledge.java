package dev.tabula.zodiac.ai;

import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.Hint;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What the search player knows of Zodiac: the game is solved, so the Hard level plays the solved
 * game's best move (the quickest win), with rule 9 judged on the real history of the match; in
 * a lost position it plays the losing move that leaves the opponent the most ways to go wrong. Easy and Medium search with uniform rollouts to the end (rule 9 ends every
 * game), which makes the mistakes of a player who cannot see 35 plies ahead.
 *
 * <p>The solution is computed once per process on the first Hard move (about 4–10 s on this
 * machine, see docs/zodiac-solution.md) and shared with the view's hint
 * ({@link SharedSolutions}); every later move ranks the position's few moves in well under a second.
 */
public final class ZodiacKnowledge implements GameKnowledge {
    /**
     * Search nodes each candidate move may cost when ranking. Smaller than the hint's default so
     * that a whole position (up to a dozen moves) stays within the app's second; a move left
     * undecided keeps its retrograde value, which is exact wherever rule 9 cannot matter.
     */
    static final long NODES_PER_MOVE = 150_000;
    /** Search nodes per opponent reply when looking for the losing move that sets the best trap. */
    static final long SWINDLE_NODES = 20_000;

    private static final Set<ZodiacRules> PREPARING = ConcurrentHashMap.newKeySet();

    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    /** Solves the default rules on a background thread, once per process; other rule sets solve on first use. */
    @Override
    public void preparePerfectPlay() {
        prepare(ZodiacRules.DEFAULT);
    }

    /** Starts solving {@code rules} on a background thread, once per rule set and process. */
    private static void prepare(ZodiacRules rules) {
        if (!SharedSolutions.isReady(rules) && PREPARING.add(rules)) {
            Thread solver = new Thread(() -> SharedSolutions.of(rules), "zodiac-solver");
            solver.setDaemon(true);
            solver.setPriority(Thread.MIN_PRIORITY);
            solver.start();
        }
    }

    @Override
    public Optional<Move> perfectMove(SeatView view) {
        return solvable(view).map(state -> choose(SharedSolutions.of(state.rules()), state, NODES_PER_MOVE).move());
    }

    /**
     * Under a time limit (the app) a move is not kept waiting for the solve: until the solution is
     * in memory the search plays, and the solve goes on in the background. Without one (the arena,
     * tests) the first move waits, so a seeded run stays reproducible.
     */
    @Override
    public Optional<Move> perfectMove(SeatView view, SearchBudget budget) {
        return solvableNow(view, budget).flatMap(state -> perfectMove(view));
    }

    /** The solved game's verdict of the move Hard plays: exact, with its length, or undecided. */
    @Override
    public Optional<Hint> perfectHint(SeatView view, SearchBudget budget) {
        return solvableNow(view, budget).map(state -> {
            // the hint's own budget, as the view's: up to a second or so, for exact lengths
            MoveVerdict chosen = choose(SharedSolutions.of(state.rules()), state, ZodiacSolution.DEFAULT_BUDGET);
            Verdict verdict = chosen.verdict();
            if (verdict.value() == Value.DRAW) {
                return new Hint(chosen.move(), 0.5, verdict.exact(), verdict.exact() ? verdict.plies() : -1, 0);
            }
            return new Hint(chosen.move(), verdict.value() == Value.WIN ? 1 : 0, verdict.exact(), verdict.plies(), 0);
        });
    }

    private Optional<ZodiacState> solvableNow(SeatView view, SearchBudget budget) {
        Optional<ZodiacState> state = solvable(view);
        if (state.isPresent() && budget.hasTimeLimit() && !SharedSolutions.isReady(state.get().rules())) {
            prepare(state.get().rules());
            return Optional.empty();
        }
        return state;
    }

    private static Optional<ZodiacState> solvable(SeatView view) {
        if (!(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZodiacState state)
                || state.isTerminal() || !ZodiacSolution.supports(state.rules())) {
            return Optional.empty();
        }
        return Optional.of(state);
    }

    /** The best-ranked move, or in a lost position the losing move that sets the best trap. */
    private static MoveVerdict choose(ZodiacSolution solution, ZodiacState state, long nodesPerMove) {
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
