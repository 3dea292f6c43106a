package dev.tabula.zodiac.ai;

import dev.tabula.ai.GameKnowledge;
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
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

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

    private static final AtomicBoolean PREPARING = new AtomicBoolean();

    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    /** Solves the default rules on a background thread, once per process; other rule sets solve on first use. */
    @Override
    public void preparePerfectPlay() {
        if (!SharedSolutions.isReady(ZodiacRules.DEFAULT) && PREPARING.compareAndSet(false, true)) {
            Thread solver = new Thread(() -> SharedSolutions.of(ZodiacRules.DEFAULT), "zodiac-solver");
            solver.setDaemon(true);
            solver.setPriority(Thread.MIN_PRIORITY);
            solver.start();
        }
    }

    @Override
    public Optional<Move> perfectMove(SeatView view) {
        if (!(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZodiacState state)
                || state.isTerminal() || !ZodiacSolution.supports(state.rules())) {
            return Optional.empty();
        }
        ZodiacSolution solution = SharedSolutions.of(state.rules());
        List<MoveVerdict> ranked = solution.rankMoves(state, ZodiacSolution.DEFAULT_HORIZON, NODES_PER_MOVE);
        if (ranked.isEmpty()) {
            return Optional.empty();
        }
        if (ranked.get(0).verdict().value() != Value.LOSS) {
            return Optional.of(ranked.get(0).move());
        }
        return Optional.of(swindle(solution, state, ranked));
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
