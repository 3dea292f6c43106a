package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;

/**
 * A baseline for games with dice and perfect information: a full expectimax search (max^n for
 * the seat to move, the probability-weighted mean at chance states) through the rest of the
 * current turn and the opponent's whole next turn, scored by the game's evaluation. It stops at
 * the {@code chanceLayers}-th roll below the root (or after {@code maxPlies} decisions), where the
 * evaluation is asked; an ended game scores its outcome. Deterministic: ties go to the first move.
 */
public final class ExpectimaxPlayer implements Player {
    private final String name;
    private final Evaluation evaluation;
    private final int chanceLayers;
    private final int maxPlies;
    private final Rng rng;
    private long leaves;

    public ExpectimaxPlayer(String name, Evaluation evaluation, int chanceLayers, int maxPlies, long seed) {
        if (chanceLayers < 1 || maxPlies < 1) {
            throw new IllegalArgumentException("the search must look ahead");
        }
        this.name = name;
        this.evaluation = evaluation;
        this.chanceLayers = chanceLayers;
        this.maxPlies = maxPlies;
        this.rng = Rng.fromState(seed);
    }

    @Override
    public String name() {
        return name;
    }

    /** Evaluations asked in the last search. */
    public long leaves() {
        return leaves;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        State state = Imagined.decision(view, Rng.fromState(rng.nextLong()));
        List<Move> moves = state.legalMoves();
        leaves = 0;
        int seat = state.currentSeat();
        Move best = moves.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        if (moves.size() == 1) {
            return best;
        }
        for (Move move : moves) {
            double value = value(state.apply(move), 0, 1)[seat];
            if (value > bestValue) {
                bestValue = value;
                best = move;
            }
        }
        return best;
    }

    /** Each seat's expected payoff at {@code state}, {@code rolls} rolls and {@code plies} decisions below the root. */
    private double[] value(State state, int rolls, int plies) {
        if (state.isTerminal()) {
            double[] payoffs = new double[state.seatCount()];
            for (int seat = 0; seat < payoffs.length; seat++) {
                payoffs[seat] = state.outcome().payoff(seat);
            }
            return payoffs;
        }
        if (state.isChance() ? rolls >= chanceLayers : plies >= maxPlies) {
            return estimate(state);
        }
        if (state.isChance()) {
            double[] mean = new double[state.seatCount()];
            for (ChanceOutcome outcome : state.chanceOutcomes()) {
                double[] child = value(state.apply(outcome.move()), rolls + 1, plies);
                for (int seat = 0; seat < mean.length; seat++) {
                    mean[seat] += outcome.probability() * child[seat];
                }
            }
            return mean;
        }
        int seat = state.currentSeat();
        double[] best = null;
        for (Move move : state.legalMoves()) {
            double[] child = value(state.apply(move), rolls, plies + 1);
            if (best == null || child[seat] > best[seat]) {
                best = child;
            }
        }
        return best;
    }

    private double[] estimate(State state) {
        leaves++;
        double[] estimate = evaluation.evaluate(state);
        if (estimate != null) {
            return estimate;
        }
        double[] even = new double[state.seatCount()];
        java.util.Arrays.fill(even, 1.0 / even.length);
        return even;
    }
}
