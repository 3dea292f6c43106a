package dev.tabula.zodijak.view;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.Turns;
import dev.tabula.core.Seat;
import dev.tabula.zodijak.ZodijakMove;
import java.util.List;
import java.util.ResourceBundle;

/**
 * Zodijak's move list and hint in words: one entry per card played or card drawn, with the
 * player's name ("Ana: 7♥ 8♥", "Bojan: Drew a card"; a draw never says what was drawn), and a
 * hint as an instruction ("play 7♥ 8♥", "draw a card").
 */
final class TurnWords {
    private TurnWords() {
    }

    static List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        Texts texts = new Texts(messages, seats);
        return Turns.oneEach(line, played -> entryText(played, texts), (played, seat) -> Turns.paletteColour(seat));
    }

    private static String entryText(PlayedMove played, Texts texts) {
        ZodijakMove move = (ZodijakMove) played.move();
        // "Next hand" closes the score panel, whoever pressed it: nobody's move
        if (move == ZodijakMove.NEXT || !played.isDecision()) {
            return texts.moveText(move);
        }
        return texts.get("moveList.entry", texts.name(played.seat()), texts.moveText(move));
    }

    /** The hint's words for the seat's move. */
    static String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        Texts texts = new Texts(messages, List.of());
        ZodijakMove move = (ZodijakMove) moves.get(0).move();
        if (move instanceof ZodijakMove.Play) {
            return texts.get("hint.play", texts.moveText(move));
        }
        if (move instanceof ZodijakMove.ChooseSign choice) {
            return texts.get("hint.sign", texts.sign(choice.sign()));
        }
        return texts.get("hint." + ((ZodijakMove.Simple) move).notation());
    }
}
