package dev.tabula.core;

import java.util.List;

/**
 * What a game is, before any state exists: its id (used in files and on the command line), its
 * name, how many seats it takes and which options it offers.
 */
public record GameInfo(String id, String name, int minSeats, int maxSeats, List<OptionSpec> options) {

    public GameInfo {
        options = List.copyOf(options);
        if (!id.matches("[a-z][a-z0-9]*") || minSeats < 1 || maxSeats < minSeats) {
            throw new IllegalArgumentException("bad game info for " + id);
        }
    }

    /** Validates options for this game (see {@link Options#resolve}). */
    public Options resolveOptions(java.util.Map<String, String> given) {
        return Options.resolve(id, options, given);
    }

    /** Checks a seat count, naming the allowed range when it is off. */
    public void checkSeats(int seats) {
        if (seats < minSeats || seats > maxSeats) {
            String allowed = minSeats == maxSeats ? String.valueOf(minSeats) : minSeats + "–" + maxSeats;
            throw TabulaException.keyed("core.seats.count", name, allowed, seats);
        }
    }
}
