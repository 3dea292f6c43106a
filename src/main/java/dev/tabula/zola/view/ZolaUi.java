package dev.tabula.zola.view;

import static dev.tabula.app.spi.GameWords.format;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Outcome;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.layout.Pane;

/** Zola's face in the app: its board, its picture in the picker, its sentences. */
public final class ZolaUi implements GameUi {
    static final String BUNDLE = "dev.tabula.zola.view.messages";

    @Override
    public String gameId() {
        return ZolaGame.ID;
    }

    @Override
    public String bundleBaseName() {
        return BUNDLE;
    }

    @Override
    public BoardView createView(ViewContext context) {
        return new ZolaBoardView(context);
    }

    @Override
    public Node preview(SeatView table, double size) {
        ZolaState zola = PerfectPosition.of(table, ZolaState.class);
        BoardLayout layout = BoardLayout.fit(size, size, zola.size(), 0.35);
        List<Node> nodes = new ArrayList<>();
        ZolaPainter.drawPosition(nodes, layout, zola);
        Pane picture = new Pane();
        picture.getStylesheets().add(ZolaPainter.STYLESHEET);
        picture.getChildren().setAll(nodes);
        picture.setPrefSize(size, size);
        picture.setMinSize(size, size);
        picture.setMaxSize(size, size);
        picture.setMouseTransparent(true);
        return picture;
    }

    @Override
    public String status(SeatView table, List<Seat> seats, ResourceBundle messages) {
        ZolaState zola = PerfectPosition.of(table, ZolaState.class);
        if (zola.isTerminal()) {
            Outcome outcome = zola.outcome();
            int winner = outcome.winners().get(0);
            return format(messages, "status.won", seats.get(winner).name(),
                    colourName(messages, zola.colourOf(winner)), format(messages, outcome.reason()));
        }
        int seat = zola.currentSeat();
        String name = seats.get(seat).name();
        String colour = colourName(messages, zola.colourToMove());
        if (zola.legalMoves().size() == 1 && zola.legalMoves().get(0) == ZolaMove.PASS) {
            return format(messages, "status.pass", colour, name);
        }
        if (zola.swapOffered()) {
            byte other = zola.colourToMove() == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED;
            return format(messages, "status.swap", name, colour, colourName(messages, other));
        }
        return format(messages, "status.toMove", name, colour);
    }

    @Override
    public String seatSummary(SeatView table, int seat, ResourceBundle messages) {
        ZolaState zola = PerfectPosition.of(table, ZolaState.class);
        byte colour = zola.colourOf(seat);
        return format(messages, "seat.summary", colourName(messages, colour), zola.pieces(colour));
    }

    /** One entry per move: "f5 → f4", "f5 × f4" (see {@link MoveWords}). */
    @Override
    public List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        return MoveWords.turns(line, messages);
    }

    /** "move the piece on f5 to f4, capturing". */
    @Override
    public String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return MoveWords.hintText(moves, messages);
    }

    static String colourName(ResourceBundle messages, byte colour) {
        return format(messages, colour == ZolaState.RED ? "colour.red" : "colour.blue");
    }
}
