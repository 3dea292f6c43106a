package dev.tabula.battlegammon.ai;

import dev.tabula.ai.Evaluation;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.State;

/**
 * Battlegammon's evaluation: how many turns each side still needs to reach its nearer finish
 * line ({@link RaceEstimate}), the difference turned into a winning chance by a logistic. A
 * rollout asks it after {@value #DEPTH} single-die plies, about two turns; the
 * {@code expectimax} baseline at its horizon.
 */
final class RaceEvaluation implements Evaluation {
    /** Rollout plies (single-die moves) before the evaluation is asked: about two turns. */
    static final int DEPTH = 4;

    @Override
    public int depth() {
        return DEPTH;
    }

    @Override
    public double[] evaluate(State state) {
        BattlegammonState game = (BattlegammonState) state;
        return bySeat(game, blackChance(game));
    }

    /** The estimate as Black's winning chance, with the hand-set constants. */
    static double blackChance(BattlegammonState game) {
        return blackChance(game, RaceWeights.CLASSIC);
    }

    /** The estimate as Black's winning chance with {@code weights}. */
    static double blackChance(BattlegammonState game, RaceWeights weights) {
        // the side on turn (or about to roll) is ahead by a part of a turn
        double lead = RaceEstimate.blackLead(game, weights) + (game.side() == Track.BLACK ? weights.onRoll() : -weights.onRoll());
        return 1 / (1 + Math.exp(-weights.turnWeight() * lead));
    }

    /** Black's chance {@code black} as each seat's payoff. */
    static double[] bySeat(BattlegammonState game, double black) {
        double[] bySeat = new double[2];
        bySeat[game.seatOf(Track.BLACK)] = black;
        bySeat[game.seatOf(Track.WHITE)] = 1 - black;
        return bySeat;
    }
}
