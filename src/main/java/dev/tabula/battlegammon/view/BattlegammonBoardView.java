package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardUse;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Cue;
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
import dev.tabula.core.Seat;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.layout.VBox;

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
    private final ViewContext context;
    private final BorderPane root = new BorderPane();
    private final TrackPane track;
    private final DicePanel dice;
    private final ProgressPanel progress;
    private final DiceStatsPanel statistics;
    private final Label note = new Label();
    private final KeyboardCursor cursor = new KeyboardCursor();
    private final AutomaticMoves automatic;

    private BattlegammonState state;
    /** Moves drawn but not played (a hint, a lesson's step), until the next position is shown. */
    private List<BoardMark> drawn = List.of();
    private int selected;
    /** The pawn moves of the turn shown as the last one, as {from, to} ({@link LastTurn}). */
    private List<int[]> lastMoves = List.of();
    /** Whether the roll being shown was thrown here (its dice tumbled before it was played). */
    private boolean rolledHere;

    public BattlegammonBoardView(ViewContext context) {
        this.context = context;
        var messages = context.messages();
        track = new TrackPane(messages, position -> {
            cursor.mouseUsed(); // a mouse player sees no keyboard cursor, now or after an undo
            clicked(position);
        });
        dice = new DicePanel(messages, this::roll);
        progress = new ProgressPanel(messages);
        statistics = new DiceStatsPanel(messages);
        note.setId("note");
        note.setWrapText(true);
        note.getStyleClass().add("battlegammon-note");
        // the turn's sentence is the status line's (the shell's), under the board: said once, not here too
        VBox turn = new VBox(8, dice, note);
        turn.getStyleClass().add("battlegammon-turn"); // its width in em, so it grows with the panels' text
        automatic = new AutomaticMoves(context, () -> state, note::setText);
        // the board stands right under the tool bar, the panels on their tray under it (PanelTray)
        boolean lesson = context.use() == BoardUse.LESSON;
        PanelTray tray = new PanelTray(turn, progress, statistics, !lesson);
        tray.follow(root);
        // as tall as its width can use: it never moves when a sentence under it wraps, nor draws over what is above it
        track.setMinSize(0, 0);
        track.maxHeightProperty().bind(track.widthProperty().multiply(TrackGeometry.HEIGHT_PER_WIDTH));
        VBox.setVgrow(track, Priority.ALWAYS);
        VBox board = new VBox(track, tray.node());
        // in a match right under the tool bar; a lesson's board and its short tray stand in the middle of the room
        board.setAlignment(lesson ? Pos.CENTER : Pos.TOP_CENTER);
        board.setPadding(new Insets(8, 0, 0, 0));
        board.setMinSize(0, 0);
        root.setCenter(board);
        root.setMinSize(0, 0);
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(root.widthProperty());
        clip.heightProperty().bind(root.heightProperty());
        root.setClip(clip);
        root.getStyleClass().add("battlegammon-view");
        root.getStylesheets().add(getClass().getResource("battlegammon.css").toExternalForm());
        root.setFocusTraversable(true);
        root.addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        // a click during a move's animation or the dice's tumble shows its end at once
        root.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            track.finishAnimation();
            dice.finishTumble();
        });
        track.setOnMousePressed(event -> root.requestFocus());
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void show(Sight sight, Move lastMove, boolean animate) {
        automatic.stop();
        dice.stopTumble();
        state = PerfectPosition.of(sight, BattlegammonState.class);
        selected = 0;
        drawn = List.of();
        List<Move> line = context.movesToShown();
        statistics.show(DiceStatistics.of(line));
        if (line.isEmpty() && lastMove != null) {
            line = List.of(lastMove); // a context that does not know the line: mark the last move alone
        }
        lastMoves = LastTurn.of(state, line);
        int[] arrived = lastMove instanceof PawnMove && !lastMoves.isEmpty() ? lastMoves.get(lastMoves.size() - 1) : null;
        refresh();
        if (arrived != null) {
            Cue cue = PawnMoves.covers(state, arrived[1]) ? Cue.CAPTURE : Cue.MOVE;
            if (animate && context.animationMillis() > 0) {
                track.animateArrival(arrived[0], arrived[1], context.animationMillis(), () -> context.cue(cue));
            } else {
                context.cue(cue);
            }
        } else if (lastMove instanceof dev.tabula.battlegammon.Roll) {
            showRoll(animate);
        }
        rolledHere = false;
        if (deciding()) {
            automatic.start(state);
        }
    }

    /**
     * The dice of a roll land: a roll made here has tumbled already; another's (the computer's,
     * a friend's over the network) tumbles a moment now, then shows its faces. The dice sound as they land.
     */
    private void showRoll(boolean animate) {
        int millis = context.animationMillis();
        if (rolledHere || !animate || millis <= 0) {
            context.cue(Cue.DICE);
            return;
        }
        BattlegammonState rolled = state;
        dice.tumble(rolled.side(), Math.max(210, Math.min(millis, 420)), () -> {
            if (state == rolled) {
                dice.show(state, state.isChance() && context.canAct());
            }
            context.cue(Cue.DICE);
        });
    }

    @Override
    public void mark(List<BoardMark> marks) {
        drawn = List.copyOf(marks);
        refresh();
    }

    @Override
    public void dispose() {
        automatic.stop();
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
            rolledHere = true;
            context.roll();
            return;
        }
        note.setText(GameWords.format(context.messages(), "dice.tumbling"));
        dice.tumble(rolling.side(), Math.max(280, Math.min(2 * millis, 700)), () -> {
            if (state == rolling && context.canAct()) {
                rolledHere = true;
                context.roll(); // the match's dice: the view's generator is not the match's
            }
        });
    }

    private void clicked(int position) {
        root.requestFocus();
        cursor.clicked(position);
        if (!deciding() || state.legalMoves().contains(Pass.PASS)) {
            if (state != null && state.isChance() && context.canAct() && !dice.isTumbling()) {
                refuse(position);
            }
            refresh();
            return;
        }
        if (selected != 0) {
            PawnMove move = PawnMoves.between(state, selected, position);
            if (move != null) {
                selected = 0;
                context.play(move);
                return;
            }
        }
        boolean picks = !PawnMoves.from(state, position).isEmpty() && selected != position;
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

    private void key(KeyEvent event) {
        if (state == null || event.isShortcutDown() || event.isAltDown()) {
            return; // Ctrl+R is the window's Resign, not a roll
        }
        switch (event.getCode()) {
            case SPACE, ENTER -> {
                if (state.isChance()) {
                    roll();
                } else {
                    clicked(cursor.target(state.side()));
                }
            }
            case R -> roll();
            case ESCAPE -> {
                selected = 0;
                refresh();
            }
            case LEFT, RIGHT, UP, DOWN -> {
                cursor.move(event.getCode(), state.side());
                refresh();
            }
            default -> {
                return;
            }
        }
        event.consume();
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
            for (PawnMove move : selected == 0 ? List.<PawnMove>of() : PawnMoves.from(state, selected)) {
                destinations.put(move.to(state.side()), move.pips());
            }
        }
        track.show(state, new Marks(movable, selected, destinations, cursor.drawnAt(), lastMoves, drawn));
        dice.show(state, state.isChance() && context.canAct());
        progress.show(state, List.of(Words.playerName(state, seats, Track.BLACK, messages),
                Words.playerName(state, seats, Track.WHITE, messages)));
        // after a resignation the position still has a side to move: no "to play the 2" under the banner
        note.setText("");
    }
}
