package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Pass;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Seat;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.animation.PauseTransition;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.text.Font;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;

/**
 * The interactive Battlegammon board: the track, the dice with the Roll button, the message
 * line, each side's progress toward a win and the dice statistics.
 *
 * <p>A turn with the mouse: Roll (or Space), click a highlighted pawn, click where it goes (the
 * die that takes it there is shown on the spot); the used die greys out; the second die the
 * same way. With the keyboard: the arrow keys move a cursor over the snake, Enter or Space picks
 * and drops, Escape lets go, R rolls. When no die can be played the turn passes by itself after a
 * message saying why; with the {@code autoforced} view preference a move that is the only one is
 * played for the player.
 */
public final class BattlegammonBoardView implements BoardView {
    /** How long the "no legal move" message stands before the pass is played, when animating. */
    private static final int PASS_PAUSE_MILLIS = 1600;
    private static final int FORCED_PAUSE_MILLIS = 700;

    private final ViewContext context;
    private final BorderPane root = new BorderPane();
    private final TrackPane track;
    private final DicePanel dice;
    private final ProgressPanel progress;
    private final DiceStatsPanel statistics;
    private final Label message = new Label();
    private final Label note = new Label();

    private BattlegammonState state;
    /** Whether the match ended at the position shown, though its game goes on (a resignation). */
    private boolean matchOver;
    private int selected;
    private int cursor;
    /** The pawn moves of the turn shown as the last one, as {from, to} ({@link LastTurn}). */
    private List<int[]> lastMoves = List.of();
    private PauseTransition automatic;

    public BattlegammonBoardView(ViewContext context) {
        this.context = context;
        var messages = context.messages();
        track = new TrackPane(messages, this::clicked);
        dice = new DicePanel(messages, this::roll);
        progress = new ProgressPanel(messages);
        statistics = new DiceStatsPanel(messages);
        message.setId("message");
        message.setWrapText(true);
        message.getStyleClass().add("battlegammon-message");
        note.setId("note");
        note.setWrapText(true);
        note.getStyleClass().add("battlegammon-note");
        VBox turn = new VBox(8, dice, message, note);
        turn.getStyleClass().add("battlegammon-turn"); // its width in em, so it grows with the panels' text
        // the panels wrap onto a second row in a narrow window instead of sliding under each other
        FlowPane panels = new FlowPane(24, 8, turn, progress, statistics);
        panels.setPadding(new Insets(6, 12, 10, 12));
        panels.setAlignment(Pos.TOP_LEFT);
        panels.prefWrapLengthProperty().bind(root.widthProperty().subtract(24));
        panels.setId("panels");
        // the dice, progress and chart grow with the room the board has (everything in them follows
        // their text, TextScale), not only with the window's text: on a large screen they stay in
        // proportion to the long track above them instead of a small strip under it
        javafx.beans.InvalidationListener grow = observable -> {
            String style = "-fx-font-size: " + panelFontSize(root.getWidth(), root.getHeight()) + "px;";
            if (!style.equals(panels.getStyle())) {
                panels.setStyle(style);
            }
        };
        root.widthProperty().addListener(grow);
        root.heightProperty().addListener(grow);
        // the board takes the height its width can use, and the panels follow right below it:
        // in a wide window the two stand together in the middle, not with the empty height between them
        track.maxHeightProperty().bind(track.widthProperty().multiply(TrackGeometry.HEIGHT_PER_WIDTH));
        VBox.setVgrow(track, Priority.ALWAYS);
        VBox board = new VBox(track, panels);
        board.setAlignment(Pos.CENTER);
        root.setCenter(board);
        root.getStyleClass().add("battlegammon-view");
        root.getStylesheets().add(getClass().getResource("battlegammon.css").toExternalForm());
        root.setFocusTraversable(true);
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        track.setOnMousePressed(event -> root.requestFocus());
    }

    @Override
    public Region node() {
        return root;
    }

    /**
     * The panels' text size for a board of {@code width} × {@code height}: the system's size up
     * to about 1100 × 650 (a 1366 × 768 window), growing with the board beyond that, in steps of
     * an eighth so that a resize by a few pixels does not restyle them, at most twice the size.
     */
    static double panelFontSize(double width, double height) {
        double room = Math.min(width / 1100, height / 650);
        double stepped = Math.floor(room * 8) / 8;
        return Font.getDefault().getSize() * Math.max(1, Math.min(2, stepped));
    }

    @Override
    public void show(Sight sight, Move lastMove, boolean animate) {
        stopAutomatic();
        dice.stopTumble();
        state = PerfectPosition.of(sight, BattlegammonState.class);
        matchOver = sight.isMatchOver();
        selected = 0;
        List<Move> line = context.movesToShown();
        statistics.show(DiceStatistics.of(line));
        if (line.isEmpty() && lastMove != null) {
            line = List.of(lastMove); // a context that does not know the line: mark the last move alone
        }
        lastMoves = LastTurn.of(state, line);
        int[] arrived = lastMove instanceof PawnMove && !lastMoves.isEmpty() ? lastMoves.get(lastMoves.size() - 1) : null;
        refresh();
        if (animate && arrived != null) {
            track.animateArrival(arrived[0], arrived[1], context.animationMillis());
        }
        playAutomaticMoves();
    }

    @Override
    public void dispose() {
        stopAutomatic();
        dice.stopTumble();
    }

    // ------------------------------------------------------------------ acting

    private boolean deciding() {
        return state != null && !state.isTerminal() && !state.isChance() && context.canAct();
    }

    private void roll() {
        if (state == null || !state.isChance() || !context.canAct() || dice.isTumbling()) {
            return;
        }
        BattlegammonState rolling = state;
        int millis = context.animationMillis();
        if (millis <= 0) {
            context.roll();
            return;
        }
        note.setText(GameWords.format(context.messages(), "dice.tumbling"));
        dice.tumble(rolling.side(), Math.max(280, Math.min(2 * millis, 700)), () -> {
            if (state == rolling && context.canAct()) {
                context.roll(); // the match's dice: the view's generator is not the match's
            }
        });
    }

    private void clicked(int position) {
        root.requestFocus();
        cursor = position;
        if (!deciding() || state.legalMoves().contains(Pass.PASS)) {
            if (state != null && state.isChance() && context.canAct() && !dice.isTumbling()) {
                refuse(position);
            }
            refresh();
            return;
        }
        if (selected != 0) {
            PawnMove move = moveTo(selected, position);
            if (move != null) {
                selected = 0;
                context.play(move);
                return;
            }
        }
        boolean picks = !movesFrom(position).isEmpty() && selected != position;
        if (!picks && selected != position) {
            refuse(position);
        }
        selected = picks ? position : 0;
        refresh();
    }

    private void refuse(int position) {
        context.refused(BattlegammonRefusal.why(state, selected, position, context.messages()));
        RefusalCue.shake(track, context.animationMillis());
    }

    private List<PawnMove> movesFrom(int position) {
        return state.legalMoves().stream()
                .filter(move -> move instanceof PawnMove pawnMove && pawnMove.from() == position)
                .map(PawnMove.class::cast)
                .toList();
    }

    private PawnMove moveTo(int from, int to) {
        for (PawnMove move : movesFrom(from)) {
            if (move.to(state.side()) == to) {
                return move;
            }
        }
        return null;
    }

    /** The forced pass, and with the preference a move that is the only one, play themselves. */
    private void playAutomaticMoves() {
        if (!deciding()) {
            return;
        }
        List<Move> legal = state.legalMoves();
        boolean pass = legal.equals(List.of(Pass.PASS));
        boolean forced = legal.size() == 1
                && OptionSpec.ON.equals(context.preference(BattlegammonUi.AUTO_FORCED.key(),
                        BattlegammonUi.AUTO_FORCED.defaultValue()));
        if (!pass && !forced) {
            return;
        }
        if (forced && !pass) {
            note.setText(GameWords.format(context.messages(), "autoforced.note"));
        }
        BattlegammonState waiting = state;
        Move move = legal.get(0);
        int pause = context.animationMillis() <= 0 ? 1 : pass ? PASS_PAUSE_MILLIS : FORCED_PAUSE_MILLIS;
        automatic = new PauseTransition(Duration.millis(pause));
        automatic.setOnFinished(event -> {
            automatic = null;
            if (state == waiting && context.canAct()) {
                context.play(move);
            }
        });
        automatic.play();
    }

    private void stopAutomatic() {
        if (automatic != null) {
            automatic.stop();
            automatic = null;
        }
    }

    private void key(KeyEvent event) {
        if (state == null || event.isShortcutDown() || event.isAltDown()) {
            return; // Ctrl+R is the window's Resign, not a roll
        }
        switch (event.getCode()) {
            case SPACE, ENTER -> {
                if (state.isChance()) {
                    roll();
                } else {
                    clicked(cursor == 0 ? Track.home(state.side()) : cursor);
                }
            }
            case R -> roll();
            case ESCAPE -> {
                selected = 0;
                refresh();
            }
            case LEFT, RIGHT, UP, DOWN -> moveCursor(event.getCode());
            default -> {
                return;
            }
        }
        event.consume();
    }

    private void moveCursor(javafx.scene.input.KeyCode code) {
        if (cursor == 0) {
            cursor = Track.home(state.side());
        } else {
            int row = TrackGeometry.row(cursor);
            int column = TrackGeometry.column(cursor);
            switch (code) {
                case LEFT -> column = Math.max(0, column - 1);
                case RIGHT -> column = Math.min(TrackGeometry.COLUMNS - 1, column + 1);
                case UP -> row = 0;
                default -> row = 1;
            }
            cursor = TrackGeometry.positionAt(row, column);
        }
        refresh();
    }

    // ------------------------------------------------------------------ showing

    private void refresh() {
        var messages = context.messages();
        List<Seat> seats = context.seats();
        Set<Integer> movable = new LinkedHashSet<>();
        Map<Integer, Integer> destinations = new HashMap<>();
        if (deciding() && context.highlightMoves()) {
            for (Move move : state.legalMoves()) {
                if (move instanceof PawnMove pawnMove) {
                    movable.add(pawnMove.from());
                }
            }
            for (PawnMove move : selected == 0 ? List.<PawnMove>of() : movesFrom(selected)) {
                destinations.put(move.to(state.side()), move.pips());
            }
        }
        track.show(state, new Marks(movable, selected, destinations, cursor, lastMoves));
        dice.show(state, state.isChance() && context.canAct());
        progress.show(state, List.of(Words.playerName(state, seats, Track.BLACK, messages),
                Words.playerName(state, seats, Track.WHITE, messages)));
        // after a resignation the position still has a side to move: no "to play the 2" under the banner
        message.setText(matchOver && !state.isTerminal() ? "" : Words.status(state, seats, messages));
        note.setText(Words.missed(state, seats, messages));
    }
}
