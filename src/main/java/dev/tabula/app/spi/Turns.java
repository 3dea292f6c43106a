package dev.tabula.app.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import javafx.scene.paint.Color;

/**
 * Cuts a match's line into the turns of the move list ({@link GameUi#turns}), so that each game
 * says only where its turns begin and how one reads: one entry per move (Zola, Zodiac, Zodijak),
 * or a roll with the moves that play it (Battlegammon).
 */
public final class Turns {
    /** Seat colours for a game whose seats have none on the board (Zodijak's players). */
    private static final List<Color> PALETTE = List.of(Color.web("#2e7d32"), Color.web("#c62828"),
            Color.web("#1565c0"), Color.web("#ef6c00"), Color.web("#6a1b9a"), Color.web("#00838f"));

    private Turns() {
    }

    /** A colour for {@code seat} when the game's pieces give it none: distinct for up to six seats. */
    public static Color paletteColour(int seat) {
        return seat < 0 ? Color.GRAY : PALETTE.get(seat % PALETTE.size());
    }

    /**
     * One entry per move: {@code text} says the move, {@code colour} gives the seat's colour from
     * the position it was played in.
     */
    public static List<TurnEntry> oneEach(List<PlayedMove> line, Function<PlayedMove, String> text,
                                          BiFunction<PlayedMove, Integer, Color> colour) {
        return grouped(line, played -> true, turn -> text.apply(turn.get(0)), colour);
    }

    /**
     * A new entry at every move for which {@code startsTurn} holds (and at the first), the moves up
     * to the next such move with it; {@code text} says one turn's moves. The entry's seat is that
     * of its first decision (a roll belongs to the one who plays it), or -1 for chance alone.
     */
    public static List<TurnEntry> grouped(List<PlayedMove> line, Predicate<PlayedMove> startsTurn,
                                          Function<List<PlayedMove>, String> text,
                                          BiFunction<PlayedMove, Integer, Color> colour) {
        List<TurnEntry> entries = new ArrayList<>();
        int first = 0;
        for (int ply = 1; ply <= line.size(); ply++) {
            if (ply == line.size() || startsTurn.test(line.get(ply))) {
                List<PlayedMove> turn = line.subList(first, ply);
                PlayedMove decision = turn.stream().filter(PlayedMove::isDecision).findFirst().orElse(turn.get(0));
                int seat = decision.isDecision() ? decision.seat() : -1;
                entries.add(new TurnEntry(first, ply, seat, colour.apply(decision, seat), text.apply(turn)));
                first = ply;
            }
        }
        return entries;
    }
}
