package dev.tabula.conformance;

import dev.tabula.core.Game;
import java.util.List;
import java.util.Map;

/**
 * What the conformance suite knows of a game beyond its registration, all optional: the option
 * sets worth exercising, perft numbers from the default start and the bounds of a random game.
 * A game missing here is checked with its default options at every seat count. A game of the
 * test sources (the self-test's Tally) is given its facts directly.
 *
 * @param optionSets each is played at every seat count the game allows
 * @param perft known move counts from the default start with seed 1 at the fewest seats, depth 1 up
 * @param randomGames how many random games {@code Playouts} plays per setup
 * @param maxPlies a random game longer than this fails the suite
 */
public record KnownFacts(List<Map<String, String>> optionSets, long[] perft, int randomGames, int maxPlies) {
    public static final KnownFacts DEFAULTS = new KnownFacts(List.of(Map.of()), new long[0], 200, 10_000);

    /** What is known of an installed game, by its id; {@link #DEFAULTS} for any other. */
    public static KnownFacts of(Game game) {
        return switch (game.info().id()) {
            case "zola" -> new KnownFacts(List.of(Map.of(), Map.of("size", "8"), Map.of("size", "10"),
                    Map.of("pie", "on")),
                    new long[] {36, 1_296, 46_472, 1_659_272}, 200, 10_000); // depth 5 is the CLI's benchmark
            case "zodiac" -> new KnownFacts(List.of(Map.of(),
                    Map.of("jump", "single", "firstPlayer", "random", "rule6", "perPiece"),
                    Map.of("neutralStart", "oneGap", "rule5", "ownNextTurn", "rule6", "perPlayer",
                            "repetition", "thirdOccurrence"),
                    Map.of("neutralStart", "adjacent", "rule5", "off", "repetition", "off", "firstPlayer", "white"),
                    Map.of("repetition", "boardPlusSide"),
                    Map.of("jump", "chain")),
                    new long[] {6, 32, 100, 360}, 200, 10_000);
            // From docs/rules/battlegammon.md.
            case "battlegammon" -> new KnownFacts(List.of(Map.of(), Map.of("mustplayboth", "off")),
                    new long[] {126, 406, 50_976, 174_846}, 200, 10_000);
            // No published perft exists for a shuffled deck: our own numbers, pinned to catch a change
            // of the move generator. Seed 1 turns up 7♣ for a seat holding no club and no 7: its only
            // move is draw (1); the other seat then has 2 moves; 16 sequences of three. Random
            // matches to 55 average about 3,700 plies; a few run much longer.
            case "zodijak" -> new KnownFacts(List.of(Map.of()), new long[] {1, 2, 16}, 60, 200_000);
            default -> DEFAULTS;
        };
    }
}
