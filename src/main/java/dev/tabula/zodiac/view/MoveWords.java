package dev.tabula.zodiac.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.Turns;
import dev.tabula.core.Move;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacMove;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.paint.Color;

/**
 * Zodiac's moves in words: the move list's "O4 → I1" (a chain of hops with every landing, the
 * red disc's step named as such) and the hint's "jump the disc on O4 to I1".
 */
final class MoveWords {
    private static final Color BLACK = Color.web("#1a1a1a");
    private static final Color WHITE = Color.web("#fbfbf7");

    private MoveWords() {
    }

    /** One entry per move, in the colour of the seat that made it. */
    static List<TurnEntry> turns(List<PlayedMove> line, ResourceBundle messages) {
        return Turns.oneEach(line, played -> listText(played.move(), messages),
                (played, seat) -> seat == Discs.WHITE_SEAT ? WHITE : BLACK);
    }

    /** A move as the list shows it: "O4 → I1", "O4 → I1 → O10", "red I3 → I5". */
    static String listText(Move move, ResourceBundle messages) {
        ZodiacMove zodiac = (ZodiacMove) move;
        String path = path(zodiac);
        return zodiac.isNeutralStep() ? format(messages, "moveList.neutral", path) : path;
    }

    /** The hint's words: "jump the disc on O4 to I1", "move the red disc from I3 to I5". */
    static String hintText(Move move, ResourceBundle messages) {
        ZodiacMove zodiac = (ZodiacMove) move;
        if (zodiac.isNeutralStep()) {
            return format(messages, "hint.neutral", Star.name(zodiac.from()), Star.name(zodiac.to()));
        }
        if (zodiac.path().length > 1) {
            return format(messages, "hint.chain", Star.name(zodiac.from()), path(zodiac));
        }
        return format(messages, "hint.jump", Star.name(zodiac.from()), Star.name(zodiac.to()));
    }

    private static String path(ZodiacMove move) {
        StringBuilder text = new StringBuilder(Star.name(move.from()));
        for (int point : move.path()) {
            text.append(" → ").append(Star.name(point));
        }
        return text.toString();
    }
}
