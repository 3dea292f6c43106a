package dev.tabula.zola;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;

/**
 * Zola (Mark Steere, 2021): capture toward the centre, step away from it. Rules and rulings:
 * {@code docs/rules/zola.md}.
 */
public final class ZolaGame implements Game {
    public static final String ID = "zola";
    public static final String OPTION_SIZE = "size";
    public static final String OPTION_PIE = "pie";

    /** The pie-rule swap: the second player's alternative to a first move of their own. */
    static final Move SWAP = new Swap();

    private record Swap() implements Move {
        @Override
        public String notation() {
            return "swap";
        }
    }

    private static final GameInfo INFO = new GameInfo(ID, "Zola", 2, 2, List.of(
            OptionSpec.choice(OPTION_SIZE, "6", "6", "8", "10"),
            OptionSpec.flag(OPTION_PIE, false)));

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State start(Setup setup) {
        ZolaState start = ZolaState.start(setup.options().getInt(OPTION_SIZE));
        return setup.options().isOn(OPTION_PIE) ? start.withPieRule() : start;
    }
}
