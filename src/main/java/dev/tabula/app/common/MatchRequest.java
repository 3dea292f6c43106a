package dev.tabula.app.common;

import dev.tabula.core.Seat;
import java.util.List;
import java.util.Map;

/** What the new-match dialog asks for: the game, who sits where, its options and the seed. */
public record MatchRequest(GameEntry entry, List<Seat> seats, Map<String, String> options, long seed) {

    public MatchRequest {
        seats = List.copyOf(seats);
        options = Map.copyOf(options);
    }
}
