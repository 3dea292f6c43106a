package dev.tabula.app.review;

import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.Turns;
import dev.tabula.core.Match;
import dev.tabula.core.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;

/**
 * The colour of each seat in a review, as the game shows it: the colour of the seat's dot in the
 * move list ({@link GameUi#turns}), which is that of its pieces on the board (Zola's red and blue,
 * after a swap of the pie rule the colour the seat ended with; Zodiac's and Battlegammon's black
 * and white; Zodijak's players' colours). A white seat shows on a light graph and a black one on a
 * dark graph because every line and dot has a rim in the theme's muted colour, as the move list's
 * dots do.
 */
final class SeatColours {
    private SeatColours() {
    }

    /** Each seat's colour at the last of its moves in effect in {@code match}; the shared palette for a seat without one. */
    static List<Color> of(GameUi ui, Match match, List<Seat> seats, ResourceBundle messages) {
        List<PlayedMove> line = PlayedMove.lineOf(match).subList(0, match.cursor());
        List<Color> colours = new ArrayList<>();
        for (int seat = 0; seat < seats.size(); seat++) {
            colours.add(Turns.paletteColour(seat));
        }
        if (!line.isEmpty()) {
            for (TurnEntry entry : ui.turns(line, seats, messages)) {
                if (entry.seat() >= 0 && entry.seat() < colours.size()) {
                    colours.set(entry.seat(), entry.colour());
                }
            }
        }
        return List.copyOf(colours);
    }

    /** A dot in {@code colour}, rimmed as the move list's are. */
    static Circle dot(Color colour) {
        Circle dot = new Circle(5, colour);
        dot.getStyleClass().add("turn-seat");
        return dot;
    }
}
