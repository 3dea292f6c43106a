package dev.tabula.zola.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.Turns;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.paint.Color;

/**
 * Zola's moves in words: the move list's "f5 → f4" and "f5 × f4" (a capture), and the hint's
 * "move the piece on f5 to f4, capturing"; a pass and the pie rule's swap said as such.
 */
final class MoveWords {
    private static final Color RED = Color.web("#d62f2f");
    private static final Color BLUE = Color.web("#1f5fbf");

    private MoveWords() {
    }

    /** One entry per move, in the colour the mover played it with. */
    static List<TurnEntry> turns(List<PlayedMove> line, ResourceBundle messages) {
        return Turns.oneEach(line, played -> text(played, "moveList", messages),
                (played, seat) -> seat < 0 ? Color.GRAY
                        : position(played).colourOf(seat) == ZolaState.RED ? RED : BLUE);
    }

    /** The hint's words for its one move. */
    static String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return text(moves.get(0), "hint", messages);
    }

    /** {@code played} in the words of {@code prefix}{@code .step}, {@code .capture}, {@code .pass}, {@code .swap}. */
    private static String text(PlayedMove played, String prefix, ResourceBundle messages) {
        if (!(played.move() instanceof ZolaMove move)) {
            return format(messages, prefix + ".swap"); // the pie rule's swap is the one move that is not a piece's
        }
        if (move.isPass()) {
            return format(messages, prefix + ".pass");
        }
        int size = position(played).size();
        return format(messages, prefix + (move.isCapture() ? ".capture" : ".step"), square(move.from(), size),
                square(move.to(), size));
    }

    /** A square's name as the board's edges letter it: a1 at the bottom left. */
    static String square(int square, int size) {
        return (char) ('a' + square % size) + Integer.toString(square / size + 1);
    }

    private static ZolaState position(PlayedMove played) {
        return PerfectPosition.of(played.before(), ZolaState.class);
    }
}
