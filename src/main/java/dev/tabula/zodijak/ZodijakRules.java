package dev.tabula.zodijak;

import dev.tabula.core.OptionSpec;
import dev.tabula.core.Options;
import java.util.ArrayList;
import java.util.List;

/**
 * The variant switches of rules §10, read once from the options so that the hot paths test
 * booleans instead of strings. Option keys and values are exactly the config keys of §10; the
 * defaults are the rulings the app ships with.
 */
public record ZodijakRules(
        int targetScore,
        boolean previousHandWinnerStarts,
        boolean clockwiseSeats,
        Starter starter,
        boolean rankWrap,
        boolean lockedRunDirection,
        boolean anyEightOnWildEight,
        boolean aceThenSequenceCancels,
        boolean ownZodiacStacks,
        boolean uniqueSigns,
        boolean redeclareSignsEachHand,
        boolean voluntaryDraw,
        boolean immediateReshuffle,
        boolean blockedFewestScores,
        boolean autoResolvePenalty) {

    /** What happens when the turned-up starter is an 8 (R3). */
    public enum Starter { PLAIN, BURY_EIGHT, EIGHT_FREE_START }

    public static final String TARGET = "targetScore";
    public static final String FIRST_PLAYER = "firstPlayer";
    public static final String SEAT_DIRECTION = "seatDirection";
    public static final String STARTER = "starter";
    public static final String RANK_WRAP = "rankWrap";
    public static final String RUN_DIRECTION = "runDirection";
    public static final String WILD8_MATCH = "wild8Match";
    public static final String ACE_DEFENCE = "aceDefence";
    public static final String ZODIAC_DEFENCE = "zodiacDefence";
    public static final String UNIQUE_SIGNS = "uniqueSigns";
    public static final String REDECLARE_SIGNS = "redeclareSignsEachHand";
    public static final String VOLUNTARY_DRAW = "voluntaryDraw";
    public static final String RESHUFFLE = "reshuffle";
    /**
     * Options once offered with a single value each and never read (a penalty larger than the
     * stock lapses; players without cards are skipped): still accepted in files, and ignored.
     */
    public static final java.util.Set<String> RETIRED = java.util.Set.of("shortPenalty", "penaltyAfterOut");
    public static final String BLOCKED_HAND = "blockedHand";
    public static final String FORCED_PENALTY_UI = "forcedPenaltyUi";
    /** {@code sign1} … {@code sign4}: the zodiac sign of each seat, public, fixed for the match (Z2, R9). */
    public static final String SIGN_PREFIX = "sign";
    public static final int MAX_SEATS = 4;

    /** The default sign of each seat: four different signs, so {@code uniqueSigns} holds by default too. */
    private static final String[] DEFAULT_SIGNS = {"ovan", "bik", "blizanci", "rak"};

    public static List<OptionSpec> specs() {
        List<OptionSpec> specs = new ArrayList<>();
        for (int seat = 1; seat <= MAX_SEATS; seat++) {
            specs.add(OptionSpec.choice(SIGN_PREFIX + seat, DEFAULT_SIGNS[seat - 1], Sign.ids()).fromSeats(seat));
        }
        specs.add(OptionSpec.choice(TARGET, "55", "25", "55", "100"));
        specs.add(OptionSpec.choice(FIRST_PLAYER, "afterDealer", "afterDealer", "previousHandWinner"));
        specs.add(OptionSpec.choice(SEAT_DIRECTION, "ccw", "ccw", "cw"));
        specs.add(OptionSpec.choice(STARTER, "plain", "plain", "buryEight", "eightFreeStart"));
        specs.add(OptionSpec.flag(RANK_WRAP, false));
        specs.add(OptionSpec.choice(RUN_DIRECTION, "free", "free", "lockedPerSuitSegment"));
        specs.add(OptionSpec.choice(WILD8_MATCH, "declaredSuitOnly", "declaredSuitOnly", "declaredSuitOrAnyEight"));
        specs.add(OptionSpec.choice(ACE_DEFENCE, "loneAceOnly", "loneAceOnly", "aceThenSequenceCancels"));
        specs.add(OptionSpec.choice(ZODIAC_DEFENCE, "none", "none", "ownZodiacStacks"));
        specs.add(OptionSpec.flag(UNIQUE_SIGNS, false));
        specs.add(OptionSpec.flag(REDECLARE_SIGNS, false));
        specs.add(OptionSpec.flag(VOLUNTARY_DRAW, true));
        specs.add(OptionSpec.choice(RESHUFFLE, "immediate", "immediate", "onDemand"));
        specs.add(OptionSpec.choice(BLOCKED_HAND, "noScore", "noScore", "fewestCardsScoresDifference"));
        specs.add(OptionSpec.choice(FORCED_PENALTY_UI, "victimConfirms", "victimConfirms", "autoResolve"));
        return List.copyOf(specs);
    }

    public static ZodijakRules from(Options options) {
        return new ZodijakRules(
                options.getInt(TARGET),
                options.get(FIRST_PLAYER).equals("previousHandWinner"),
                options.get(SEAT_DIRECTION).equals("cw"),
                switch (options.get(STARTER)) {
                    case "buryEight" -> Starter.BURY_EIGHT;
                    case "eightFreeStart" -> Starter.EIGHT_FREE_START;
                    default -> Starter.PLAIN;
                },
                options.isOn(RANK_WRAP),
                options.get(RUN_DIRECTION).equals("lockedPerSuitSegment"),
                options.get(WILD8_MATCH).equals("declaredSuitOrAnyEight"),
                options.get(ACE_DEFENCE).equals("aceThenSequenceCancels"),
                options.get(ZODIAC_DEFENCE).equals("ownZodiacStacks"),
                options.isOn(UNIQUE_SIGNS),
                options.isOn(REDECLARE_SIGNS),
                options.isOn(VOLUNTARY_DRAW),
                options.get(RESHUFFLE).equals("immediate"),
                options.get(BLOCKED_HAND).equals("fewestCardsScoresDifference"),
                options.get(FORCED_PENALTY_UI).equals("autoResolve"));
    }

    /** The signs of the first {@code seats} seats, from {@code sign1} … */
    public static Sign[] signs(Options options, int seats) {
        Sign[] signs = new Sign[seats];
        for (int seat = 0; seat < seats; seat++) {
            signs[seat] = Sign.byId(options.get(SIGN_PREFIX + (seat + 1)));
        }
        return signs;
    }
}
