package dev.tabula.battlegammon.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.Turns;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Pass;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Roll;
import dev.tabula.battlegammon.Track;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.paint.Color;

/**
 * Battlegammon's turns in words: the roll with the moves that play it ("Rolled 3 and 5: 9 → 12,
 * 20 → 23"), each pawn move from its square to the square it lands on, never the notation's
 * {@code 9/3} (which reads like "9 to 3" though it means three squares on from 9); and a hint's
 * two moves ("play 9 → 12 and 20 → 23").
 */
final class TurnWords {
    private static final Color BLACK = Color.web("#1a1a1a");
    private static final Color WHITE = Color.web("#fbfbf7");

    private TurnWords() {
    }

    /** One entry per turn: a roll starts one. */
    static List<TurnEntry> turns(List<PlayedMove> line, ResourceBundle messages) {
        return Turns.grouped(line, played -> played.move() instanceof Roll, turn -> turnText(turn, messages),
                (played, seat) -> colour(position(played).side()));
    }

    /** The colour of {@code side}'s pawns. */
    static Color colour(int side) {
        return side == Track.WHITE ? WHITE : BLACK;
    }

    private static String turnText(List<PlayedMove> turn, ResourceBundle messages) {
        List<PlayedMove> moves = turn;
        String roll = null;
        if (turn.get(0).move() instanceof Roll dice) {
            roll = dice.isDouble() ? format(messages, "turn.rolledDouble", dice.low())
                    : format(messages, "turn.rolled", dice.low(), dice.high());
            moves = turn.subList(1, turn.size());
        }
        if (moves.isEmpty()) {
            return roll;
        }
        String played = moves.stream().map(move -> moveText(move, messages))
                .reduce((a, b) -> format(messages, "turn.and", a, b)).orElseThrow();
        return roll == null ? played : format(messages, "turn.played", roll, played);
    }

    /** The seat's moves of one turn as a hint says them: "play 9 → 12 and 20 → 23". */
    static String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        if (moves.size() == 1 && moves.get(0).move() == Pass.PASS) {
            return format(messages, "hint.pass");
        }
        if (moves.size() >= 2) {
            return format(messages, "hint.playBoth", moveText(moves.get(0), messages), moveText(moves.get(1), messages));
        }
        return format(messages, "hint.play", moveText(moves.get(0), messages));
    }

    /** A pawn move from its square to where it lands, for the side that makes it. */
    static String moveText(PlayedMove played, ResourceBundle messages) {
        if (played.move() instanceof PawnMove pawn) {
            return format(messages, "turn.pawn", pawn.from(), pawn.to(position(played).side()));
        }
        if (played.move() == Pass.PASS) {
            return format(messages, "turn.noMove");
        }
        return played.move().notation(); // nothing else is played in Battlegammon
    }

    private static BattlegammonState position(PlayedMove played) {
        return PerfectPosition.of(played.before(), BattlegammonState.class);
    }
}
