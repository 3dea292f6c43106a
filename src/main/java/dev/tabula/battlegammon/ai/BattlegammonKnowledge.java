package dev.tabula.battlegammon.ai;

import dev.tabula.ai.Capabilities;
import dev.tabula.ai.ExpectimaxPlayer;
import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.MoveScore;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;

/**
 * What Battlegammon offers the computer player: it is a race to either of two finish lines
 * (3 pawns in the goal, or 8 in the enemy half), slowed by stacks that freeze the pawn beneath.
 * The evaluation estimates the race ({@link RaceEvaluation}); rollouts play a few plies with a
 * greedy policy (win, enter the enemy half, cover an enemy pawn, else the longest step:
 * {@link PawnScore}) before asking it, and the tree tries those moves first; the top level values
 * its leaves by a short greedy look at every move ({@link GreedyLeaf}).
 */
public final class BattlegammonKnowledge implements GameKnowledge {
    /** The chance that a rollout plays the greedy move rather than a uniform one. */
    static final double GREEDY = 0.8;
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

    /**
     * {@code expectimax} is the baseline Hard is measured against: a full expectimax search
     * through the rest of this turn and the opponent's whole next turn (every roll), on the race
     * estimate.
     */
    @Override
    public Capabilities capabilities() {
        MoveScore score = (state, move) -> PawnScore.score((BattlegammonState) state, move);
        RaceEvaluation race = new RaceEvaluation();
        return Capabilities.builder()
                .rollout(score.rollout(GREEDY))
                .evaluation(race)
                .leafValue(new GreedyLeaf(RaceWeights.FITTED))
                .treePolicy(score.priors(PawnScore.WINS, EXPLORATION_SCALE))
                .baseline("expectimax", seed -> new ExpectimaxPlayer("expectimax", race, 1, 8, seed))
                .build();
    }
}
