package dev.tabula.app.records;

import dev.tabula.core.Match;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The players' records: per person's name and game, the matches played, won, shared, lost and
 * resigned, and how they went against each computer level. Immutable; {@link #count} gives the
 * records with one more ended match.
 *
 * <p>A match counts once, when it ends, for every person's seat at the table; the computers are
 * no rows of their own but the levels played against (a match with computers of two levels
 * counts against both). Names match case-insensitively on the trimmed name, shown as first
 * spelt. A match is known by its game, seed and names ({@link #matchKey}), so ending it again
 * (after an undo, or from its file opened twice) does not count it twice; the newest
 * {@link #MAX_COUNTED} keys are kept.
 */
public record Records(List<Row> rows, List<String> counted) {
    /** How many ended matches are remembered so as not to count them again. */
    public static final int MAX_COUNTED = 2_000;

    public Records {
        rows = List.copyOf(rows);
        counted = List.copyOf(counted);
    }

    public static Records empty() {
        return new Records(List.of(), List.of());
    }

    /** The results against one computer level. */
    public record Against(int played, int won, int shared, int lost) {
        static final Against NONE = new Against(0, 0, 0, 0);

        Against plus(Result result) {
            return new Against(played + 1, won + (result == Result.WON ? 1 : 0),
                    shared + (result == Result.SHARED ? 1 : 0), lost + (result == Result.WON || result == Result.SHARED ? 0 : 1));
        }
    }

    /** One person's record in one game; {@code against} maps a computer level to the results against it. */
    public record Row(String name, String game, int played, int won, int shared, int lost, int resigned,
                      Map<String, Against> against) {
        public Row {
            against = Map.copyOf(against);
        }

        Row plus(Result result, Set<String> levels) {
            Map<String, Against> more = new TreeMap<>(against);
            levels.forEach(level -> more.put(level, more.getOrDefault(level, Against.NONE).plus(result)));
            boolean lose = result == Result.LOST || result == Result.RESIGNED;
            return new Row(name, game, played + 1, won + (result == Result.WON ? 1 : 0),
                    shared + (result == Result.SHARED ? 1 : 0), lost + (lose ? 1 : 0),
                    resigned + (result == Result.RESIGNED ? 1 : 0), more);
        }

        String key() {
            return Records.nameKey(name) + "\n" + game;
        }
    }

    /** How a match ended for one seat; a resignation is a loss too. */
    enum Result { WON, SHARED, LOST, RESIGNED }

    /** These records with the ended {@code match} counted, or these if it was counted before or is not over. */
    public Records count(Match match) {
        if (!match.isOver()) {
            return this;
        }
        String key = matchKey(match);
        if (counted.contains(key)) {
            return this;
        }
        Outcome outcome = match.outcome();
        List<Seat> seats = match.seats();
        Set<String> levels = new LinkedHashSet<>();
        seats.stream().filter(Seat::computer).forEach(seat -> levels.add(seat.level()));
        Map<String, Row> byKey = new LinkedHashMap<>();
        rows.forEach(row -> byKey.put(row.key(), row));
        String game = match.game().info().id();
        for (int seat = 0; seat < seats.size(); seat++) {
            if (seats.get(seat).computer()) {
                continue;
            }
            String name = seats.get(seat).name().strip();
            Row empty = new Row(name, game, 0, 0, 0, 0, 0, Map.of());
            Row row = byKey.getOrDefault(empty.key(), empty);
            byKey.put(row.key(), row.plus(result(match, outcome, seat), levels));
        }
        List<String> keys = new ArrayList<>(counted);
        keys.add(key);
        List<String> kept = keys.subList(Math.max(0, keys.size() - MAX_COUNTED), keys.size());
        return new Records(sorted(byKey.values()), kept);
    }

    private static Result result(Match match, Outcome outcome, int seat) {
        if (match.resignation().filter(resigned -> resigned.seat() == seat).isPresent()) {
            return Result.RESIGNED;
        }
        if (!outcome.isWinner(seat)) {
            return Result.LOST;
        }
        return outcome.isDraw() ? Result.SHARED : Result.WON;
    }

    /** The rows by name (as a person reads them, ignoring case), then by game. */
    static List<Row> sorted(java.util.Collection<Row> rows) {
        return rows.stream().sorted(Comparator.comparing((Row row) -> nameKey(row.name())).thenComparing(Row::game))
                .toList();
    }

    /** Names match case-insensitively on the trimmed name. */
    static String nameKey(String name) {
        return name.strip().toLowerCase(Locale.ROOT);
    }

    /** What tells one match from another: its game, seed and who sat where. */
    static String matchKey(Match match) {
        StringBuilder key = new StringBuilder(match.game().info().id()).append(':').append(match.setup().seed());
        match.seats().forEach(seat -> key.append(':').append(nameKey(seat.name())));
        return key.toString();
    }
}
