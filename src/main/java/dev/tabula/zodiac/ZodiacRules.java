package dev.tabula.zodiac;

import dev.tabula.core.OptionSpec;
import dev.tabula.core.Options;
import java.util.List;

/**
 * The variant choices of rulings section 10, read once from the options. The defaults are the
 * binding ruleset of section 2.
 */
public record ZodiacRules(Jump jump, NeutralStart neutralStart, Rule5 rule5, Rule6 rule6,
                          Repetition repetition, FirstPlayer firstPlayer) {

    /** Rulings 5: run jump (default), exactly one jumped piece, or chains of single hops. */
    public enum Jump { RUN, SINGLE, CHAIN }

    /** Rulings 4: where the two red discs start. */
    public enum NeutralStart {
        OPPOSITE(3, 9), ONE_GAP(3, 11), ADJACENT(1, 3);

        final int first;
        final int second;

        NeutralStart(int first, int second) {
            this.first = first;
            this.second = second;
        }
    }

    /** Rule 5: who may not undo a neutral step straight away. */
    public enum Rule5 { NEXT_PLY, OWN_NEXT_TURN, OFF }

    /** Rule 6: what "three consecutive neutral moves" counts. */
    public enum Rule6 { GLOBAL_PLIES, PER_PLAYER, PER_PIECE }

    /** Rule 9: what counts as a repetition and what it costs. */
    public enum Repetition { BOARD_ONLY, BOARD_PLUS_SIDE, THIRD_OCCURRENCE, OFF }

    public enum FirstPlayer { BLACK, WHITE, RANDOM }

    public static final ZodiacRules DEFAULT = new ZodiacRules(Jump.RUN, NeutralStart.OPPOSITE, Rule5.NEXT_PLY,
            Rule6.GLOBAL_PLIES, Repetition.BOARD_ONLY, FirstPlayer.BLACK);

    static final List<OptionSpec> SPECS = List.of(
            OptionSpec.choice("jump", "run", "run", "single", "chain"),
            OptionSpec.choice("neutralStart", "opposite", "opposite", "oneGap", "adjacent"),
            OptionSpec.choice("rule5", "nextPly", "nextPly", "ownNextTurn", "off"),
            OptionSpec.choice("rule6", "globalPlies", "globalPlies", "perPlayer", "perPiece"),
            OptionSpec.choice("repetition", "boardOnly", "boardOnly", "boardPlusSide", "thirdOccurrence", "off"),
            OptionSpec.choice("firstPlayer", "black", "black", "white", "random"));

    public ZodiacRules withJump(Jump value) {
        return new ZodiacRules(value, neutralStart, rule5, rule6, repetition, firstPlayer);
    }

    public static ZodiacRules from(Options options) {
        return new ZodiacRules(
                switch (options.get("jump")) {
                    case "single" -> Jump.SINGLE;
                    case "chain" -> Jump.CHAIN;
                    default -> Jump.RUN;
                },
                switch (options.get("neutralStart")) {
                    case "oneGap" -> NeutralStart.ONE_GAP;
                    case "adjacent" -> NeutralStart.ADJACENT;
                    default -> NeutralStart.OPPOSITE;
                },
                switch (options.get("rule5")) {
                    case "ownNextTurn" -> Rule5.OWN_NEXT_TURN;
                    case "off" -> Rule5.OFF;
                    default -> Rule5.NEXT_PLY;
                },
                switch (options.get("rule6")) {
                    case "perPlayer" -> Rule6.PER_PLAYER;
                    case "perPiece" -> Rule6.PER_PIECE;
                    default -> Rule6.GLOBAL_PLIES;
                },
                switch (options.get("repetition")) {
                    case "boardPlusSide" -> Repetition.BOARD_PLUS_SIDE;
                    case "thirdOccurrence" -> Repetition.THIRD_OCCURRENCE;
                    case "off" -> Repetition.OFF;
                    default -> Repetition.BOARD_ONLY;
                },
                switch (options.get("firstPlayer")) {
                    case "white" -> FirstPlayer.WHITE;
                    case "random" -> FirstPlayer.RANDOM;
                    default -> FirstPlayer.BLACK;
                });
    }
}
