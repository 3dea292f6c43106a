package dev.tabula.conformance;

import dev.tabula.core.Game;
import dev.tabula.core.Setup;
import dev.tabula.zola.ZolaGame;
import java.util.List;
import java.util.Map;

class ZolaConformanceTest extends GameConformance {
    private final Game game = new ZolaGame();

    @Override
    protected Game game() {
        return game;
    }

    @Override
    protected List<Setup> setups() {
        return List.of(setup(Map.of()), setup(Map.of("size", "8")), setup(Map.of("size", "10")),
                setup(Map.of("pie", "on")));
    }

    private Setup setup(Map<String, String> options) {
        return new Setup(2, game.info().resolveOptions(options), 1);
    }

    @Override
    protected long[] knownPerft() {
        return new long[] {36, 1_296, 46_472, 1_659_272}; // depth 5 (58,816,016) is the CLI's benchmark
    }
}
