package dev.tabula.battlegammon.ai;

import dev.tabula.ai.LeafValue;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Roll;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;

/**
 * Hard's leaf in Battlegammon: a short rollout whose moves are the ones the race estimate likes
 * best (greedy 1-ply, as backgammon programs' Monte Carlo searches play), then the estimate.
 *
 * <p>A move is judged at the end of its turn: the rest of the turn is played the way the estimate
 * likes best (every order of the dice left is tried), and the estimate is read at the next roll.
 * Read in the middle of a turn, the estimate is biased (it gives the side to move half a turn,
 * whether it has one die left or two), so comparing a move that leaves a die to play with one
 * that ends the turn would be unfair. Now and then a rollout move is uniform, so that rollouts
 * from one leaf do not all follow one line.
 */
final class GreedyLeaf implements LeafValue {
    /** The chance that a rollout move is the one the estimate likes best rather than a uniform one. */
    static final double GREEDY = 0.8;
    /** Single-die plies a leaf's rollout plays before the estimate is read: about two turns. */
    static final int PLIES = 4;

    private final RaceWeights weights;

    /** A leaf whose rollout moves and final reading use the race estimate with {@code weights}. */
    GreedyLeaf(RaceWeights weights) {
        this.weights = weights;
    }

    @Override
    public double[] value(State state, Rng rng) {
        BattlegammonState game = (BattlegammonState) state;
        return RaceEvaluation.bySeat(game, blackChance(game, weights, rng));
    }

    /** Black's winning chance at {@code state} after a rollout of {@link #PLIES} plies with {@code rng}. */
    static double blackChance(BattlegammonState state, RaceWeights weights, Rng rng) {
        BattlegammonState game = state;
        int plies = 0;
        while (!game.isTerminal()) {
            if (game.isChance()) {
                game = (BattlegammonState) game.apply(Roll.thrownWith(rng));
                continue;
            }
            if (plies++ >= PLIES) {
                return RaceEvaluation.blackChance(game, weights);
            }
            List<Move> moves = game.legalMoves();
            Move move = moves.size() == 1 || rng.nextDouble() >= GREEDY
                    ? moves.get(rng.nextInt(moves.size())) : bestMove(game, weights);
            game = (BattlegammonState) game.apply(move);
        }
        return game.side() == Track.BLACK ? 1 : 0;
    }

    /** The move after which the side to move likes the end of its turn best, by the hand-set estimate. */
    static Move bestMove(BattlegammonState state) {
        return bestMove(state, RaceWeights.CLASSIC);
    }

    /** The move after which the side to move likes the end of its turn best (the first such one on a tie). */
    static Move bestMove(BattlegammonState state, RaceWeights weights) {
        boolean black = state.side() == Track.BLACK;
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move move : state.legalMoves()) {
            double value = turnEnd((BattlegammonState) state.apply(move), weights);
            double mine = black ? value : 1 - value;
            if (mine > bestValue) {
                bestValue = mine;
                best = move;
            }
        }
        return best;
    }

    /** {@link #turnEnd(BattlegammonState, RaceWeights)} by the hand-set estimate (the review's). */
    static double turnEnd(BattlegammonState state) {
        return turnEnd(state, RaceWeights.CLASSIC);
    }

    /**
     * Black's chance at the end of the turn under way, its dice played the way the side to move
     * likes best: the estimate with {@code weights} at the next roll, or the end of the game.
     */
    static double turnEnd(BattlegammonState state, RaceWeights weights) {
        if (state.isTerminal()) {
            return state.side() == Track.BLACK ? 1 : 0; // the winner's side
        }
        if (state.isChance()) {
            return RaceEvaluation.blackChance(state, weights);
        }
        boolean black = state.side() == Track.BLACK;
        double best = black ? 0 : 1;
        for (Move move : state.legalMoves()) {
            double value = turnEnd((BattlegammonState) state.apply(move), weights);
            best = black ? Math.max(best, value) : Math.min(best, value);
        }
        return best;
    }
}
