package dev.tabula.battlegammon;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Battlegammon (TWOPLUS Games), a race of ten pawns a side along one shared track of 24, two dice
 * a turn, stacks of two. Black moves first; which seat plays Black is the {@code colours} option
 * (the first seat unless chosen otherwise). Rulings: {@code docs/rules/battlegammon.md}.
 */
public final class Battlegammon implements Game {
    public static final String ID = "battlegammon";
    /** on (default): both dice must be played when some order allows it; off: BGA's looser rule. */
    public static final String OPTION_MUST_PLAY_BOTH = "mustplayboth";
    /**
     * Who plays Black: {@code firstSeatBlack} (default, and what every file written before the
     * option existed meant), {@code secondSeatBlack}, or {@code random} (drawn from the match's
     * seed, as the original's players choose their colours at random).
     */
    public static final String OPTION_COLOURS = "colours";
    public static final String FIRST_SEAT_BLACK = "firstSeatBlack";
    public static final String SECOND_SEAT_BLACK = "secondSeatBlack";
    public static final String RANDOM_COLOURS = "random";
    /** Mixed into the seed for the colour draw, so that the dice of a seed stay those of any other setup. */
    private static final long COLOUR_DRAW = 0x636F6C6F75727321L;
    /**
     * Options no longer offered, still accepted in files and ignored: {@code autoforced} (play a
     * move that is the only one) changed only the board, so it became the player's view preference.
     */
    public static final Set<String> RETIRED_OPTIONS = Set.of("autoforced");

    private static final Pattern ROLL = Pattern.compile("roll\\s+([1-6])\\s*-\\s*([1-6])");

    private static final GameInfo INFO = new GameInfo(ID, "Battlegammon", 2, 2, List.of(
            OptionSpec.flag(OPTION_MUST_PLAY_BOTH, true),
            OptionSpec.choice(OPTION_COLOURS, FIRST_SEAT_BLACK, FIRST_SEAT_BLACK, SECOND_SEAT_BLACK, RANDOM_COLOURS)),
            RETIRED_OPTIONS);

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State start(Setup setup) {
        BattlegammonRules rules = new BattlegammonRules(setup.options().isOn(OPTION_MUST_PLAY_BOTH),
                blackSeat(setup.options().get(OPTION_COLOURS), setup.seed()));
        return BattlegammonState.start(rules, setup.seed());
    }

    /** The seat that plays Black; a random draw leaves the generator of the dice untouched. */
    static int blackSeat(String colours, long seed) {
        return switch (colours) {
            case SECOND_SEAT_BLACK -> 1;
            case RANDOM_COLOURS -> Rng.fromState(seed ^ COLOUR_DRAW).nextInt(2);
            default -> 0;
        };
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
            throw IllegalMoveException.keyed("move.rollNotDue", text);
        }
        return Game.super.parseMove(state, text);
    }
}
