package dev.tabula.core;

import java.util.List;

/**
 * One option of a game: a key, the values it may take and the default that ships.
 *
 * <p>Every option is a choice among a few named values (a board size {@code 6 | 8 | 10}, a switch
 * {@code on | off}), which keeps the command line ({@code --option size=8}), the save file and
 * the setup dialog uniform. {@code labelKey} names the option in the interface's bundles.
 */
public record OptionSpec(String key, String defaultValue, List<String> values) {

    public static final String ON = "on";
    public static final String OFF = "off";

    public OptionSpec {
        values = List.copyOf(values);
        if (!values.contains(defaultValue)) {
            throw new IllegalArgumentException(key + ": default " + defaultValue + " is not among " + values);
        }
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
