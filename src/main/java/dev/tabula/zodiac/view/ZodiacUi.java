package dev.tabula.zodiac.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.core.Move;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacState;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.Node;

/** Zodiac's face in the app: the star board, its picker picture and its sentences. */
public final class ZodiacUi implements GameUi {
    static final String BUNDLE = "dev.tabula.zodiac.view.messages";


    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    @Override
    public String bundleBaseName() {
        return BUNDLE;
    }

    @Override
    public BoardView createView(ViewContext context) {
        return new ZodiacBoardView(context);
    }

    @Override
    public Node preview(SeatView table, double size) {
        StarPainter painter = new StarPainter(null);
        painter.pane().setPrefSize(size, size);
        painter.pane().resize(size, size);
        painter.paint(position(table), size, size);
        return painter.pane();
    }

    @Override
    public String status(SeatView table, List<Seat> seats, ResourceBundle messages) {
        return ZodiacTexts.status(position(table), seats, messages);
    }

    /** One entry per move: "O4 → I1" (see {@link MoveWords}). */
    @Override
    public List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        return MoveWords.turns(line, messages);
    }

    @Override
    public String moveText(Move move, ResourceBundle messages) {
        return MoveWords.listText(move, messages);
    }

    /** "jump the disc on O4 to I1". */
    @Override
    public String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return MoveWords.hintText(moves.get(0).move(), messages);
    }

    @Override
    public String seatSummary(SeatView table, int seat, ResourceBundle messages) {
        return ZodiacTexts.seatSummary(position(table), seat, messages);
    }

    private static ZodiacState position(SeatView table) {
        return PerfectPosition.of(table, ZodiacState.class);
    }
}
