package dev.tabula.zodiac.ai;

import dev.tabula.ai.Capabilities;
import dev.tabula.ai.GameKnowledge;
import dev.tabula.zodiac.ZodiacGame;

/**
 * What Zodiac offers the computer player: the game is solved, so the top level plays the solved
 * game ({@link SolvedPlay}) and the hints are its verdicts ({@link SolvedHints}). Nothing else:
 * Easy and Medium search with uniform rollouts to the end (rule 9 ends every game), which makes
 * the mistakes of a player who cannot see 35 plies ahead.
 */
public final class ZodiacKnowledge implements GameKnowledge {

    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    @Override
    public Capabilities capabilities() {
        SolvedPlay play = new SolvedPlay();
        return Capabilities.builder()
                .perfectPlay(play)
                .exactHints(new SolvedHints(play))
                .build();
    }
}
