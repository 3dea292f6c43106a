package dev.tabula.core;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a game is, before any state exists: its id (used in files and on the command line), its
 * name, how many seats it takes and which options it offers.
 *
 * <p>{@code retiredOptions} are keys the game once offered and no longer does: files that name
 * them must keep loading, so {@link #resolveOptions} ignores them instead of refusing them.
 */
public record GameInfo(String id, String name, int minSeats, int maxSeats, List<OptionSpec> options,
        Set<String> retiredOptions) {

    public GameInfo {
        options = List.copyOf(options);
        retiredOptions = Set.copyOf(retiredOptions);
        if (!id.matches("[a-z][a-z0-9]*") || minSeats < 1 || maxSeats < minSeats) {
            throw new IllegalArgumentException("bad game info for " + id);
        }
    }

    /** A game that has retired no option. */
    public GameInfo(String id, String name, int minSeats, int maxSeats, List<OptionSpec> options) {
        this(id, name, minSeats, maxSeats, options, Set.of());
    }

    /** Validates options for this game (see {@link Options#resolve}), ignoring retired keys. */
    public Options resolveOptions(Map<String, String> given) {
        Map<String, String> current = new LinkedHashMap<>(given);
        current.keySet().removeAll(retiredOptions);
        return Options.resolve(id, options, current);
    }

    /** Checks a seat count, naming the allowed range when it is off. */
    public void checkSeats(int seats) {
        if (seats < minSeats || seats > maxSeats) {
            String allowed = minSeats == maxSeats ? String.valueOf(minSeats) : minSeats + "–" + maxSeats;
            throw TabulaException.keyed("core.seats.count", name, allowed, seats);
        }
    }
}
