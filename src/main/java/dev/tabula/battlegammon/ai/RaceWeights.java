package dev.tabula.battlegammon.ai;

/**
 * The constants of the race estimate ({@link RaceEstimate}) and of the winning chance made of it
 * ({@link RaceEvaluation}): pips added for a frozen pawn, pips a turn, the extra turns an exact
 * roll into the goal costs (and the enemy-half line costs), the logistic's slope per turn of lead
 * and the lead of the side about to roll.
 *
 * <p>{@link #CLASSIC} are the constants set by hand, which Medium's rollouts, the {@code expectimax}
 * baseline and the review keep, so that the baseline Hard is measured against does not move;
 * {@link #FITTED} were fitted to the outcomes of games (issue 29: docs/ai.md, "Hard's race
 * estimate", and {@code RaceFit} in the tests) and are Hard's leaf's.
 */
record RaceWeights(int frozenPenalty, double pipsPerTurn, double exactGoalTurns, double enemyHalfTurns,
        double turnWeight, double onRoll) {
    static final RaceWeights CLASSIC = new RaceWeights(5, 7.0, 1.0, 0.0, 0.6, 0.5);
    static final RaceWeights FITTED = new RaceWeights(6, 4.2, 2.0, -1.15, 0.34, 0.77);
}
