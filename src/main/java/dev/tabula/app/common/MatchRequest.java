package dev.tabula.app.common;

import dev.tabula.core.Seat;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;

/** What the new-match dialog asks for: the game, who sits where, its options and the seed. */
public record MatchRequest(GameEntry entry, List<Seat> seats, Map<String, String> options, long seed) {
    private static final SecureRandom SEEDS = new SecureRandom();

    public MatchRequest {
        seats = List.copyOf(seats);
        options = Map.copyOf(options);
    }

    /** A seed for a match the player did not give one (the dialog's and a rematch's). */
    public static long randomSeed() {
        return SEEDS.nextLong() & Long.MAX_VALUE;
    }
}
