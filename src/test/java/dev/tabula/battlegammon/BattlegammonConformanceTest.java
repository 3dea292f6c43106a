package dev.tabula.battlegammon;

import dev.tabula.conformance.GameConformance;
import dev.tabula.core.Game;

class BattlegammonConformanceTest extends GameConformance {

    @Override
    protected Game game() {
        return new Battlegammon();
    }

    /** From docs/rules/battlegammon.md; depth 4 takes well under a second. */
    @Override
    protected long[] knownPerft() {
        return new long[] {126, 406, 50_976, 174_846};
    }
}
