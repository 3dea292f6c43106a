package dev.tabula.zodijak.ai;

import dev.tabula.ai.Capabilities;
import dev.tabula.ai.GameKnowledge;
import dev.tabula.ai.MoveScore;
import dev.tabula.ai.RulePlayer;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakState;

/**
 * What Zodijak offers the computer player, a whole match to 55 as one game: a random match lasts
 * thousands of plies, so a rollout plays only a few plies of the current hand and then asks
 * {@link MatchEstimate} for each seat's chance to win the match (the score so far, and who is
 * likely to go out of this hand with how many of the others' cards). The rollout policy and the
 * priors share one greedy score ({@link CardScore}).
 */
public final class ZodijakKnowledge implements GameKnowledge {
    /** The chance that a rollout plays the greedy move rather than a uniform one. */
    static final double GREEDY = 0.85;

    @Override
    public String gameId() {
        return ZodijakGame.ID;
    }

    /**
     * {@code rules} is the baseline Hard is measured against: a careful player by rules of thumb
     * that plays the move {@link CardScore} likes best every time (go out when it can, shed the
     * most cards, keep the eight, attack with aces and its own zodiac card), from its own hand only.
     */
    @Override
    public Capabilities capabilities() {
        MoveScore score = (state, move) -> CardScore.score((ZodijakState) state, move);
        return Capabilities.builder()
                .rollout(score.rollout(GREEDY))
                .evaluation(new MatchEstimate())
                .treePolicy(score.priors(CardScore.GOES_OUT, 1))
                .baseline("rules", seed -> new RulePlayer("rules", seed, score))
                .build();
    }
}
