package dev.tabula.battlegammon.ai;

import dev.tabula.ai.ExpectimaxPlayer;
import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.GreedyRollout;
import dev.tabula.ai.Player;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.Map;
import java.util.function.LongFunction;

/**
 * What the search player knows of Battlegammon: it is a race to either of two finish lines
 * (3 pawns in the goal, or 8 in the enemy half), slowed by stacks that freeze the pawn beneath.
 *
 * <p>The evaluation estimates, for each side, how many turns it still needs to reach the nearer
 * finish line ({@link RaceEstimate}) and turns the difference into a winning chance with a
 * logistic; rollouts play a few plies with a greedy policy (win, enter the enemy half, cover an
 * enemy pawn, else the longest step) before asking it, and the tree tries those moves first.
 */
public final class BattlegammonKnowledge implements GameKnowledge {
    /** The chance that a rollout plays the greedy move rather than a uniform one. */
    static final double GREEDY = 0.8;
    /** Rollout plies (single-die moves) before the evaluation is asked: about two turns. */
    static final int EVALUATION_DEPTH = 4;
    /** Winning chance per turn of lead, as a logistic slope. */
    static final double TURN_WEIGHT = 0.6;
    /**
     * The share of the level's exploration: moves differ here by a few per cent of winning chance,
     * which full exploration would drown (at 0.05 s a move, Hard won 25 of 40 against
     * {@code expectimax} with 0.3 of it, 21 of 40 with all of it at 0.1 s).
     */
    static final double EXPLORATION_SCALE = 0.3;

    @Override
    public String gameId() {
        return Battlegammon.ID;
    }

    @Override
    public Move rolloutMove(State state, Rng rng) {
        return GreedyRollout.choose((BattlegammonState) state, rng, GREEDY, BattlegammonKnowledge::score);
    }

    @Override
    public double explorationScale() {
        return EXPLORATION_SCALE;
    }

    @Override
    public int evaluationDepth() {
        return EVALUATION_DEPTH;
    }

    @Override
    public double[] evaluate(State state) {
        BattlegammonState game = (BattlegammonState) state;
        return bySeat(game, blackChance(game));
    }

    /**
     * Hard's leaf (the other levels roll out with {@link #rolloutMove}): a rollout that plays the
     * moves the estimate likes best, then the estimate ({@link GreedyLeaf}).
     */
    @Override
    public double[] leafValue(State state, Rng rng) {
        BattlegammonState game = (BattlegammonState) state;
        return bySeat(game, GreedyLeaf.blackChance(game, rng));
    }

    /** The estimate as Black's winning chance. */
    static double blackChance(BattlegammonState game) {
        // the side on turn (or about to roll) is half a turn ahead
        double lead = RaceEstimate.blackLead(game) + (game.side() == Track.BLACK ? 0.5 : -0.5);
        return 1 / (1 + Math.exp(-TURN_WEIGHT * lead));
    }

    private static double[] bySeat(BattlegammonState game, double black) {
        double[] bySeat = new double[2];
        bySeat[game.seatOf(Track.BLACK)] = black;
        bySeat[game.seatOf(Track.WHITE)] = 1 - black;
        return bySeat;
    }

    /**
     * {@code expectimax}: the baseline Hard is measured against, a full expectimax search through
     * the rest of this turn and the opponent's whole next turn (every roll), on the race estimate.
     */
    @Override
    public Map<String, LongFunction<Player>> baselines() {
        return Map.of("expectimax", seed -> new ExpectimaxPlayer("expectimax", this, 1, 8, seed));
    }

    @Override
    public double prior(State state, Move move) {
        return Math.max(0, score((BattlegammonState) state, move)) / 1000.0;
    }

    /**
     * A quick greedy score of one pawn move, at most 1000: winning at once, reaching the goal,
     * crossing into the enemy half, covering a lone enemy pawn (it cannot move while covered),
     * then simply the longer step. A pass scores 0.
     */
    static int score(BattlegammonState state, Move move) {
        if (!(move instanceof PawnMove pawn)) {
            return 0;
        }
        int side = state.side();
        int from = pawn.from();
        int to = pawn.to(side);
        boolean scores = to == Track.goal(side);
        boolean crosses = Track.inEnemyHalf(side, to) && !Track.inEnemyHalf(side, from);
        if ((scores && state.inGoal(side) + 1 >= Track.GOAL_TO_WIN)
                || (crosses && state.inEnemyHalf(side) + 1 >= Track.ENEMY_HALF_TO_WIN)) {
            return 1000; // wins at once
        }
        int score = pawn.pips() + (scores ? 300 : 0) + (crosses ? 200 : 0);
        if (!scores) {
            int code = state.codeAt(to);
            if (code != 0 && Track.top(code) != Track.colourOf(side)) {
                score += 100; // covers an enemy pawn
            }
        }
        if (from != Track.home(side) && Track.count(state.codeAt(from)) == 2
                && Track.bottom(state.codeAt(from)) != Track.colourOf(side)) {
            score -= 80; // uncovers an enemy pawn
        }
        return Math.min(score, 999);
    }
}
