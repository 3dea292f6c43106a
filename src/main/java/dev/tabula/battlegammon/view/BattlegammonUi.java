package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameUi;
import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.PlayedMove;
import dev.tabula.app.spi.TurnEntry;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import java.util.List;
import java.util.ResourceBundle;
import dev.tabula.battlegammon.Track;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/** Battlegammon's face in the app: the board, the picker picture and the status sentences. */
public final class BattlegammonUi implements GameUi {
    static final String BUNDLE = "dev.tabula.battlegammon.view.messages";
    /** on: the board plays a move by itself when it is the only legal one (the player's choice, not a rule). */
    static final OptionSpec AUTO_FORCED = OptionSpec.flag("autoforced", false);

    @Override
    public List<OptionSpec> viewPreferences() {
        return List.of(AUTO_FORCED);
    }

    @Override
    public String gameId() {
        return Battlegammon.ID;
    }

    @Override
    public String bundleBaseName() {
        return BUNDLE;
    }

    @Override
    public BoardView createView(ViewContext context) {
        return new BattlegammonBoardView(context);
    }

    /** The track alone at the start position, {@code size} wide. */
    @Override
    public Node preview(SeatView table, double size) {
        // without the shell's bundle: English, whatever the machine's locale (no default-locale fallback)
        return preview(table, size, ResourceBundle.getBundle(BUNDLE, java.util.Locale.ROOT,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /**
     * The track at {@code state}, {@code size} wide, with a black and a white die under it, so the
     * long, flat track fills a square tile like the other games' pictures; its accessible texts in
     * {@code messages}.
     */
    @Override
    public Node preview(SeatView table, double size, ResourceBundle messages) {
        TrackPane track = new TrackPane(messages, position -> { });
        track.setMinSize(size, size * 0.3);
        track.setPrefSize(size, size * 0.3);
        track.setMaxSize(size, size * 0.3);
        track.resize(size, size * 0.3);
        track.show(position(table), Marks.NONE);
        DieFace black = new DieFace(size * 0.28);
        black.show(5, Track.BLACK, false);
        DieFace white = new DieFace(size * 0.28);
        white.show(3, Track.WHITE, false);
        HBox dice = new HBox(size * 0.08, black, white);
        dice.setAlignment(Pos.CENTER);
        VBox picture = new VBox(size * 0.12, track, dice);
        picture.setAlignment(Pos.CENTER);
        picture.setPrefSize(size, size);
        picture.setMinSize(size, size);
        picture.setMaxSize(size, size);
        picture.resize(size, size);
        picture.setMouseTransparent(true);
        return picture;
    }

    @Override
    public String status(SeatView table, List<Seat> seats, ResourceBundle messages) {
        BattlegammonState game = position(table);
        String missed = Words.missed(game, seats, messages);
        String status = Words.status(game, seats, messages);
        return missed.isEmpty() ? status : GameWords.format(messages, "status.withNote", missed, status);
    }

    @Override
    public String seatSummary(SeatView table, int seat, ResourceBundle messages) {
        BattlegammonState game = position(table);
        int side = game.sideOf(seat);
        // the colour the seat really plays (the colours option), first: the seat's name says nothing of it
        return GameWords.format(messages, "summary", Words.sideName(messages, side), game.inGoal(side),
                game.inEnemyHalf(side));
    }

    /** One entry per turn: the roll and the moves that play it, square to square (see {@link TurnWords}). */
    @Override
    public List<TurnEntry> turns(List<PlayedMove> line, List<Seat> seats, ResourceBundle messages) {
        return TurnWords.turns(line, messages);
    }

    /** A pawn's move square to square, as the move list says it: "9 → 12". */
    @Override
    public String moveText(PlayedMove played, ResourceBundle messages) {
        return TurnWords.moveText(played, messages);
    }

    /** Both dice's moves: "play 9 → 12 and then 20 → 23". */
    @Override
    public String hintText(List<PlayedMove> moves, ResourceBundle messages) {
        return TurnWords.hintText(moves, messages);
    }

    private static BattlegammonState position(SeatView table) {
        return PerfectPosition.of(table, BattlegammonState.class);
    }
}
