package dev.tabula.zodijak.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.zodijak.Cards;
import dev.tabula.zodijak.ZodijakGame;
import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;
import dev.tabula.zodijak.ZodijakState;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/** Zodijak's face in the app. Status lines and seat summaries use public facts only. */
public final class ZodijakUi implements GameUi {
    static final String BUNDLE = "dev.tabula.zodijak.view.messages";


    @Override
    public String gameId() {
        return ZodijakGame.ID;
    }

    @Override
    public String bundleBaseName() {
        return BUNDLE;
    }

    @Override
    public BoardView createView(ViewContext context) {
        return new ZodijakBoardView(context);
    }

    /** A fan of three face-up court cards beside a face-down stock; no card of any hand. */
    @Override
    public Node preview(SeatView table, double size) {
        Pane pane = new Pane();
        double w = size * 0.42;
        Group back = CardGraphics.back(w);
        back.setLayoutX(size * 0.04);
        back.setLayoutY(size * 0.12);
        pane.getChildren().add(back);
        int[] cards = {Cards.of(13, Cards.CLUBS), Cards.of(8, Cards.HEARTS), Cards.of(1, Cards.SPADES)};
        for (int i = 0; i < cards.length; i++) {
            Group face = CardGraphics.face(cards[i], w);
            face.setLayoutX(size * 0.3 + i * size * 0.12);
            face.setLayoutY(size * 0.1 + i * size * 0.04);
            face.setRotate(-12 + i * 12);
            pane.getChildren().add(face);
        }
        pane.setPrefSize(size, size);
        pane.setMaxSize(size, size);
        return pane;
    }

    /**
     * The end of a hand shows every hand and the scores until a person presses "Next hand", even
     * when the next dealer is the computer: the computer never clicks the panel away.
     */
    @Override
    public boolean waitsForPeople(SeatView table) {
        return ((ZodijakSeatView) table).phase() == ZodijakState.Phase.HAND_OVER;
    }

    @Override
    public String status(SeatView table, List<Seat> seats, ResourceBundle messages) {
        return new Texts(messages, seats).publicStatus((ZodijakSeatView) table);
    }

    @Override
    public String moveText(Move move, ResourceBundle messages) {
        return new Texts(messages, List.of()).moveText((ZodijakMove) move);
    }

    /** One entry per card played or drawn, with the player's name (see {@link TurnWords}). */
    @Override
    public List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        return TurnWords.turns(line, seats, messages);
    }

    /** "play 7♥ 8♥", "draw a card". */
    @Override
    public String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return TurnWords.hintText(moves, messages);
    }

    @Override
    public String seatSummary(SeatView table, int seat, ResourceBundle messages) {
        ZodijakSeatView v = (ZodijakSeatView) table;
        Texts texts = new Texts(messages, List.of());
        return texts.get("summary.seat", texts.get("sign." + v.sign(seat).id() + ".short"),
                texts.cardCount(v.handSize(seat)), v.score(seat));
    }
}
