package dev.tabula.app.table;

/**
 * The side panel's line under a seat's name: the game's summary, less its first part where that
 * only says the name again. A game's summary starts with the seat's colour ("Black · 0 on the
 * ring · 4 on the board") for seats with typed names; under a seat named after its colour the
 * panel would read "Black" over "Black · 0 on the ring".
 */
final class SeatSummaries {
    /** Between the parts of every game's summary. */
    static final String SEPARATOR = " · ";

    private SeatSummaries() {
    }

    static String under(String name, String summary) {
        String prefix = name.strip() + SEPARATOR;
        return summary.regionMatches(true, 0, prefix, 0, prefix.length()) ? summary.substring(prefix.length()) : summary;
    }
}
