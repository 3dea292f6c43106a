package dev.tabula.battlegammon;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Battlegammon (TWOPLUS Games), a race of ten pawns a side along one shared track of 24, two dice
 * a turn, stacks of two. Seat 0 plays Black and moves first; seat 1 plays White. Rulings:
 * {@code docs/rules/battlegammon.md}.
 */
public final class Battlegammon implements Game {
    public static final String ID = "battlegammon";
    /** on (default): both dice must be played when some order allows it; off: BGA's looser rule. */
    public static final String OPTION_MUST_PLAY_BOTH = "mustplayboth";
    /**
     * Options no longer offered, still accepted in files and ignored: {@code autoforced} (play a
     * move that is the only one) changed only the board, so it became the player's view preference.
     */
    public static final Set<String> RETIRED_OPTIONS = Set.of("autoforced");

    private static final Pattern ROLL = Pattern.compile("roll\\s+([1-6])\\s*-\\s*([1-6])");

    private static final GameInfo INFO = new GameInfo(ID, "Battlegammon", 2, 2, List.of(
            OptionSpec.flag(OPTION_MUST_PLAY_BOTH, true)), RETIRED_OPTIONS);

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State start(Setup setup) {
        BattlegammonRules rules = new BattlegammonRules(setup.options().isOn(OPTION_MUST_PLAY_BOTH));
        return BattlegammonState.start(rules, setup.seed());
    }

    /** Accepts a roll with its dice in either order ({@code roll 5-3} is {@code roll 3-5}). */
    @Override
    public Move parseMove(State state, String text) {
        Matcher roll = ROLL.matcher(text.strip().toLowerCase(Locale.ROOT));
        if (roll.matches()) {
            Roll wanted = Roll.of(Integer.parseInt(roll.group(1)), Integer.parseInt(roll.group(2)));
            for (ChanceOutcome outcome : state.chanceOutcomes()) {
                if (outcome.move() == wanted) {
                    return wanted;
                }
            }
            throw new IllegalMoveException("'" + text + "' is not due here: no roll is pending");
        }
        return Game.super.parseMove(state, text);
    }
}
