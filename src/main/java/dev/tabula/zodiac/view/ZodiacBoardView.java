package dev.tabula.zodiac.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardUse;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Cue;
import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.MarkPainter;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.Star;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacState;
import java.util.ArrayList;
import java.util.List;
import java.util.ResourceBundle;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.text.Text;

/**
 * The interactive star. Click (or Enter on the keyboard cursor) one of your discs, or a red disc,
 * to select it: every landing point lights up, with a dotted path along the line and a dashed
 * "flip" ring on each disc the jump would turn over. Click a landing point to move. A move that
 * would repeat an earlier position (and lose, rule 9) is drawn differently and needs a second
 * click, with a warning in between. "Hint" (or H) marks every move win / draw / loss.
 */
final class ZodiacBoardView implements BoardView {
    private final ViewContext context;
    private final ResourceBundle messages;
    private final StarPainter painter;
    private final BorderPane root = new BorderPane();
    private final HintOverlay hint;
    private final Label warning = new Label();
    private final JumpAnimation animation;

    private ZodiacState state;
    private ZodiacMove lastMove;
    private int selected = -1;
    /** Landing points chosen so far for the selected disc (more than one only for chains of hops). */
    private int[] hops = new int[0];
    private int cursor = 0;
    private ZodiacMove pendingRepeat;
    /** Whether the keyboard moved the cursor since the last click: a mouse player sees no cursor ring. */
    private boolean keyboardCursor;
    /** Moves drawn but not played (a hint, a lesson's step), until the next position is shown. */
    private List<BoardMark> boardMarks = List.of();

    ZodiacBoardView(ViewContext context) {
        this.context = context;
        this.messages = context.messages();
        this.painter = new StarPainter(messages);
        this.animation = new JumpAnimation(painter);
        Region board = painter.pane();
        board.setId("board");
        board.setAccessibleText(GameWords.format(messages, "view.board"));
        board.widthProperty().addListener((o, a, b) -> redraw());
        board.heightProperty().addListener((o, a, b) -> redraw());
        board.setFocusTraversable(true);
        board.addEventHandler(KeyEvent.KEY_PRESSED, this::onKey);
        board.setOnMousePressed(e -> {
            keyboardCursor = false;
            if (animation.isRunning()) { // a click during a move's animation shows its end at once
                animation.stop();
                redraw();
            }
            board.requestFocus();
        });
        board.focusedProperty().addListener((o, was, focused) -> drawMarks());

        hint = new HintOverlay(messages, painter, () -> state, this::drawMarks, new HintService(context.background()));
        warning.setId("warning");
        warning.getStyleClass().add("zodiac-warning");
        warning.setWrapText(true);
        HBox toolbar = new HBox(warning);
        if (context.use() == BoardUse.LESSON) {
            hint.withdraw(); // the step's task is the player's to find, not the solved game's to show
        } else {
            toolbar.getChildren().addAll(0, List.of(hint.button(), hint.status()));
        }
        toolbar.getStyleClass().add("zodiac-toolbar");
        VBox bottom = new VBox(toolbar, hint.text());
        bottom.getStyleClass().add("zodiac-toolbar");
        root.setCenter(board);
        root.setBottom(bottom);
        root.setId("zodiacView");
        root.getStylesheets().add(ZodiacBoardView.class.getResource("zodiac.css").toExternalForm());
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void show(Sight sight, Move move, boolean animate) {
        animation.stop();
        state = PerfectPosition.of(sight, ZodiacState.class);
        boardMarks = List.of();
        // after an undo or a jump in the move list the shell gives no move: the last one that led here is still marked
        List<Move> line = context.movesToShown();
        lastMove = move != null ? (ZodiacMove) move : line.isEmpty() ? null : (ZodiacMove) line.get(line.size() - 1);
        selected = -1;
        hops = new int[0];
        pendingRepeat = null;
        hint.positionChanged();
        hint.matchOver(sight.isMatchOver());
        redraw();
        if (animate && move != null && context.animationMillis() > 0) {
            animation.play(lastMove, context.animationMillis(), context::cue);
        } else if (move != null) {
            context.cue(flips(lastMove) ? Cue.CAPTURE : Cue.MOVE);
        }
        hint.requestIfOn();
    }

    /** Whether {@code move} turns over any disc of a side (the capture of Zodiac). */
    private boolean flips(ZodiacMove move) {
        return java.util.Arrays.stream(move.jumped()).anyMatch(q -> state.at(q) != Discs.RED);
    }

    @Override
    public void mark(List<BoardMark> marks) {
        boardMarks = List.copyOf(marks);
        drawMarks();
    }

    @Override
    public void dispose() {
        animation.stop();
        hint.dispose();
    }

    // ------------------------------------------------------------------ input

    private void onKey(KeyEvent event) {
        KeyCode code = event.getCode();
        keyboardCursor = true;
        switch (code) {
            case RIGHT -> cursor = (cursor + 1) % Star.POINTS;
            case LEFT -> cursor = (cursor + Star.POINTS - 1) % Star.POINTS;
            case UP -> cursor = (cursor + 2) % Star.POINTS;
            case DOWN -> cursor = (cursor + Star.POINTS - 2) % Star.POINTS;
            case ENTER, SPACE -> click(cursor);
            case ESCAPE -> {
                selected = -1;
                hops = new int[0];
                pendingRepeat = null;
            }
            case H -> hint.toggle();
            default -> {
                return;
            }
        }
        event.consume();
        drawMarks();
    }

    /**
     * A click (or Enter) on point {@code p}: select a disc, extend the jump to a marked landing
     * point (which plays it once the move is complete), finish a chain where it stands, or confirm
     * a move that repeats.
     */
    private void click(int p) {
        cursor = p;
        if (state == null || state.isTerminal() || !context.canAct()) {
            return;
        }
        if (selected >= 0) {
            ZodiacMove finished = hops.length > 0 && p == end() ? complete(hops) : null;
            if (finished != null) {
                attempt(finished);
                return;
            }
            int[] extended = java.util.Arrays.copyOf(hops, hops.length + 1);
            extended[hops.length] = p;
            if (!candidates(extended).isEmpty()) {
                ZodiacMove complete = complete(extended);
                boolean goesOn = candidates(extended).stream().anyMatch(m -> m.path().length > extended.length);
                hops = extended;
                if (complete != null && !goesOn) {
                    attempt(complete);
                } else {
                    pendingRepeat = null;
                    drawMarks();
                }
                return;
            }
        }
        pendingRepeat = null;
        boolean picks = selected != p && !candidatesFrom(p).isEmpty();
        if (!picks && selected != p) {
            context.refused(ClickRefusal.why(state, p, selected >= 0, context.messages(), context.seats()));
            RefusalCue.shake(painter.pane(), context.animationMillis());
        } else if (picks) {
            context.refusalAnswered(); // a disc that moves: "that disc has no legal move" no longer stands
        }
        hops = new int[0];
        selected = picks ? p : -1;
        drawMarks();
    }

    /** Plays a complete move, or first warns if it would repeat a position (rule 9) and waits for a second click. */
    private void attempt(ZodiacMove move) {
        if (state.repeats(move) && !move.equals(pendingRepeat)) {
            pendingRepeat = move;
            drawMarks();
            return;
        }
        selected = -1;
        hops = new int[0];
        pendingRepeat = null;
        drawMarks();
        context.play(move);
    }

    /** Where the selected disc stands after the landing points chosen so far. */
    private int end() {
        return hops.length == 0 ? selected : hops[hops.length - 1];
    }

    /** The selected disc's moves that begin with the landing points {@code prefix}. */
    private List<ZodiacMove> candidates(int[] prefix) {
        List<ZodiacMove> result = new ArrayList<>();
        for (ZodiacMove move : candidatesFrom(selected)) {
            int[] path = move.path();
            if (path.length >= prefix.length
                    && java.util.Arrays.equals(java.util.Arrays.copyOf(path, prefix.length), prefix)) {
                result.add(move);
            }
        }
        return result;
    }

    /** The selected disc's move whose landing points are exactly {@code path}, or null. */
    private ZodiacMove complete(int[] path) {
        for (ZodiacMove move : candidates(path)) {
            if (move.path().length == path.length) {
                return move;
            }
        }
        return null;
    }

    private List<ZodiacMove> candidatesFrom(int from) {
        List<ZodiacMove> moves = new ArrayList<>();
        if (state != null && from >= 0) {
            for (Move move : state.legalMoves()) {
                if (((ZodiacMove) move).from() == from) {
                    moves.add((ZodiacMove) move);
                }
            }
        }
        return moves;
    }

    // ------------------------------------------------------------------ drawing

    private void redraw() {
        if (state == null) {
            return;
        }
        painter.paint(state, painter.pane().getWidth(), painter.pane().getHeight());
        for (int p = 0; p < Star.POINTS; p++) {
            int point = p;
            Circle hit = painter.hit(p);
            hit.setOnMouseClicked(e -> click(point));
        }
        drawMarks();
    }

    /** Everything above the board that depends on the selection: last move, landings, flips, hints, cursor. */
    private void drawMarks() {
        var marks = painter.marks().getChildren();
        marks.clear();
        if (state == null) {
            return;
        }
        double r = painter.discRadius();
        if (lastMove != null) {
            Line trail = new Line(painter.x(lastMove.from()), painter.y(lastMove.from()),
                    painter.x(lastMove.to()), painter.y(lastMove.to()));
            trail.getStyleClass().add("zodiac-last-move");
            trail.setId("lastMove");
            Circle from = new Circle(painter.x(lastMove.from()), painter.y(lastMove.from()), r * 0.6);
            from.getStyleClass().add("zodiac-last-from");
            // where the disc landed, ringed: the eye finds the last move at the disc, not only at the trail
            Circle to = new Circle(painter.x(lastMove.to()), painter.y(lastMove.to()), r * 1.2);
            to.getStyleClass().add("zodiac-last-to");
            to.setId("lastMoveTo");
            to.setMouseTransparent(true);
            marks.addAll(trail, from, to);
        }
        if (selected >= 0) {
            Circle ring = new Circle(painter.x(selected), painter.y(selected), r * 1.3);
            ring.getStyleClass().add("zodiac-selected");
            ring.setId("selection");
            marks.add(ring);
            java.util.Set<Integer> shown = new java.util.HashSet<>();
            for (ZodiacMove move : candidates(hops)) {
                int[] path = move.path();
                if (path.length > hops.length && shown.add(path[hops.length])) {
                    drawLanding(move, hops.length, r);
                }
            }
            ZodiacMove finish = hops.length > 0 ? complete(hops) : null;
            if (finish != null) {
                drawLanding(finish, hops.length - 1, r);
            }
        }
        hint.drawBadges(r, selected);
        for (BoardMark mark : boardMarks) {
            for (Move move : mark.moves()) {
                if (move instanceof ZodiacMove zodiacMove) {
                    drawMark(mark.kind(), zodiacMove, r);
                }
            }
        }
        if (painter.pane().isFocused() && keyboardCursor) {
            Circle cursorRing = new Circle(painter.x(cursor), painter.y(cursor), r * 1.5);
            cursorRing.getStyleClass().add("zodiac-cursor");
            cursorRing.setId("cursor");
            marks.add(cursorRing);
        }
        warning.setText(pendingRepeat == null ? "" : GameWords.format(messages, "view.warning.repeat"));
    }

    /** A move drawn but not played: an arrow along each of its hops, from the disc to where it lands. */
    private void drawMark(BoardMark.Kind kind, ZodiacMove move, double r) {
        int at = move.from();
        for (int hop : move.path()) {
            var arrow = MarkPainter.arrow(kind, painter.x(at), painter.y(at), painter.x(hop), painter.y(hop), 2.2 * r);
            arrow.setId("mark-" + Star.name(at) + "-" + Star.name(hop));
            painter.marks().getChildren().add(arrow);
            at = hop;
        }
    }

    /** Marks hop {@code hop} of {@code move}: the path along its line, the discs it turns over, the landing point. */
    private void drawLanding(ZodiacMove move, int hop, double r) {
        var marks = painter.marks().getChildren();
        int[] path = move.path();
        int[] prefix = java.util.Arrays.copyOf(path, hop + 1);
        ZodiacMove ending = complete(prefix);
        boolean repeats = ending != null && state.repeats(ending);
        if (!context.highlightMoves() && !move.equals(pendingRepeat)) {
            return;
        }
        int start = hop == 0 ? move.from() : path[hop - 1];
        int to = path[hop];
        int[] flipped = path.length == 1 ? move.jumped() : new int[] {move.jumped()[hop]};
        Line line = new Line(painter.x(start), painter.y(start), painter.x(to), painter.y(to));
        line.getStyleClass().add("zodiac-jump-path");
        marks.add(line);
        for (int q : flipped) {
            if (state.at(q) == Discs.RED) {
                continue; // red discs show red on both sides: nothing turns
            }
            Circle flip = new Circle(painter.x(q), painter.y(q), r * 1.3);
            flip.getStyleClass().add("zodiac-flip");
            flip.setId("flip-" + Star.name(q));
            flip.setAccessibleText(GameWords.format(messages, "view.flip", Star.name(q)));
            Text label = new Text("↻");
            label.getStyleClass().add("zodiac-flip-label");
            label.setStyle("-fx-font-size: " + r * 0.9 + "px;");
            label.setX(painter.x(q) + r * 0.9);
            label.setY(painter.y(q) - r * 0.9);
            label.setMouseTransparent(true);
            marks.addAll(flip, label);
        }
        Circle landing = new Circle(painter.x(to), painter.y(to), r * (repeats ? 0.8 : 0.6));
        landing.getStyleClass().add("zodiac-landing");
        if (repeats) {
            landing.getStyleClass().add("repeats");
        }
        landing.setId("landing-" + Star.name(to));
        landing.setAccessibleText(GameWords.format(messages, "view.landing", Star.name(to)));
        landing.setMouseTransparent(true);
        marks.add(landing);
    }
}
