package dev.tabula.core;

import java.util.List;

/**
 * One option of a game: a key, the values it may take and the default that ships.
 *
 * <p>Every option is a choice among a few named values (a board size {@code 6 | 8 | 10}, a switch
 * {@code on | off}), which keeps the command line ({@code --option size=8}), the save file and
 * the setup dialog uniform. The interface's bundles name it ({@code option.KEY}).
 *
 * <p>{@code fromSeats} is the smallest table the option means anything at (Zodijak's third
 * player's sign: 3); the setup dialog shows it only there. Every option is still resolved and
 * saved, with its default, at any table.
 */
public record OptionSpec(String key, String defaultValue, List<String> values, int fromSeats) {

    public static final String ON = "on";
    public static final String OFF = "off";

    public OptionSpec {
        values = List.copyOf(values);
        if (fromSeats < 1) {
            throw new IllegalArgumentException(key + ": fromSeats must be at least 1, not " + fromSeats);
        }
        if (!values.contains(defaultValue)) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " is not among " + values);
        }
    }

    /** An option that means something at every table. */
    public OptionSpec(String key, String defaultValue, List<String> values) {
        this(key, defaultValue, values, 1);
    }

    /** This option, meaning something only at a table of at least {@code seats} seats. */
    public OptionSpec fromSeats(int seats) {
        return new OptionSpec(key, defaultValue, values, seats);
    }

    /** Whether the option means anything at a table of {@code seats}. */
    public boolean appliesTo(int seats) {
        return seats >= fromSeats;
    }

    public static OptionSpec choice(String key, String defaultValue, String... values) {
        return new OptionSpec(key, defaultValue, List.of(values));
    }

    /** An on/off switch. */
    public static OptionSpec flag(String key, boolean defaultOn) {
        return new OptionSpec(key, defaultOn ? ON : OFF, List.of(ON, OFF));
    }

    public boolean isFlag() {
        return values.equals(List.of(ON, OFF));
    }
}
