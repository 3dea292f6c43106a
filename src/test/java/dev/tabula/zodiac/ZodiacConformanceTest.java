package dev.tabula.zodiac;

import dev.tabula.conformance.GameConformance;
import dev.tabula.core.Game;
import dev.tabula.core.Setup;
import java.util.List;
import java.util.Map;

class ZodiacConformanceTest extends GameConformance {

    @Override
    protected Game game() {
        return new ZodiacGame();
    }

    /** The default rules and a few variants, so every option's code path is exercised. */
    @Override
    protected List<Setup> setups() {
        Game game = game();
        return List.of(
                new Setup(2, game.info().resolveOptions(Map.of()), 1L),
                new Setup(2, game.info().resolveOptions(Map.of("jump", "single", "firstPlayer", "random",
                        "rule6", "perPiece")), 1L),
                new Setup(2, game.info().resolveOptions(Map.of("neutralStart", "oneGap", "rule5", "ownNextTurn",
                        "rule6", "perPlayer", "repetition", "thirdOccurrence")), 1L),
                new Setup(2, game.info().resolveOptions(Map.of("neutralStart", "adjacent", "rule5", "off",
                        "repetition", "off", "firstPlayer", "white")), 1L),
                new Setup(2, game.info().resolveOptions(Map.of("repetition", "boardPlusSide")), 1L),
                new Setup(2, game.info().resolveOptions(Map.of("jump", "chain")), 1L));
    }

    @Override
    protected long[] knownPerft() {
        return new long[] {6, 32, 100, 360};
    }
}
