package dev.tabula.core;

/**
 * Who sits in one seat of a match: a name, and whether a person or the computer plays it
 * ({@code level} is the computer's strength, {@code null} for a person).
 */
public record Seat(String name, boolean computer, String level) {
    /** The computer levels a match file may name ({@code ai.Level}'s ids, in that order). */
    public static final java.util.List<String> LEVELS = java.util.List.of("easy", "medium", "hard");

    public Seat {
        if (name == null || name.isBlank()) {
            throw new TabulaException("every seat needs a name");
        }
        name = name.strip();
        if (!computer) {
            level = null;
        }
    }

    public static Seat person(String name) {
        return new Seat(name, false, null);
    }

    public static Seat computer(String name, String level) {
        return new Seat(name, true, level);
    }
}
