package dev.tabula.zola.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.BoardView;
import dev.tabula.app.spi.Cue;
import dev.tabula.app.spi.GameWords;
import dev.tabula.app.spi.MarkPainter;
import dev.tabula.app.spi.PerfectPosition;
import dev.tabula.app.spi.RefusalCue;
import dev.tabula.app.spi.Sight;
import dev.tabula.app.spi.ViewContext;
import dev.tabula.core.Move;
import dev.tabula.zola.ZolaMove;
import dev.tabula.zola.ZolaState;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.animation.FadeTransition;
import javafx.animation.ParallelTransition;
import javafx.animation.TranslateTransition;
import javafx.geometry.Pos;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.util.Duration;

/**
 * Zola's interactive board: click a piece, then its destination (or use the arrow keys and
 * Enter/Space). Steps are offered with a ring, captures with a crosshair, so the two differ by
 * shape and not by colour alone. A forced pass and the pie rule's swap get a button below the
 * board, with a sentence saying why.
 */
final class ZolaBoardView implements BoardView {
    /** Room left around the board for the coordinates, in squares. */
    private static final double MARGIN = 0.55;

    private final ViewContext context;
    private final BorderPane root = new BorderPane();
    private final Pane board = new Pane();
    private final HBox actionBar = new HBox();
    private final Label actionText = new Label();
    private final Button passButton = new Button();
    private final Button swapButton = new Button();

    private ZolaState state;
    private ZolaMove lastMove;
    private int selected = -1;
    private int cursor = -1;
    private boolean showCursor;
    private BoardLayout layout;
    private final List<Node> pieceNodes = new ArrayList<>();
    private ParallelTransition animation;
    /** Moves drawn but not played (a hint, a lesson's step), until the next position is shown. */
    private List<BoardMark> marks = List.of();

    ZolaBoardView(ViewContext context) {
        this.context = context;
        root.getStylesheets().add(ZolaPainter.STYLESHEET);
        root.getStyleClass().add("zola-view");
        board.setId("board");
        board.getStyleClass().add("zola-board");
        board.setMinSize(0, 0);
        board.setPrefSize(560, 560);
        board.setFocusTraversable(true);
        board.setAccessibleText(GameWords.format(context.messages(), "board.accessible"));
        board.widthProperty().addListener((obs, old, now) -> redraw());
        board.heightProperty().addListener((obs, old, now) -> redraw());
        board.setOnKeyPressed(this::onKey);
        // on press, not click: the board is redrawn on focus and selection, which replaces the
        // square under the pointer, and a click needs press and release on the same node
        board.setOnMousePressed(event -> {
            stopAnimation(); // a click during a move's slide shows its end at once
            board.requestFocus();
            int square = squareAt(event.getX(), event.getY());
            if (square >= 0) {
                showCursor = false;
                onSquare(square);
            }
        });
        board.focusedProperty().addListener((obs, old, now) -> redraw());

        passButton.setId("pass-button");
        passButton.setText(GameWords.format(context.messages(), "action.pass"));
        passButton.getStyleClass().add("primary");
        passButton.setOnAction(event -> playSpecial(ZolaMove.PASS));
        swapButton.setId("swap-button");
        swapButton.setText(GameWords.format(context.messages(), "action.swap"));
        swapButton.setOnAction(event -> swapMove().ifPresent(this::playSpecial));
        actionText.setId("zola-action-text");
        actionText.setWrapText(true);
        actionBar.getChildren().setAll(actionText, passButton, swapButton);
        actionBar.getStyleClass().add("zola-action-bar");
        actionBar.setAlignment(Pos.CENTER);
        actionBar.managedProperty().bind(actionBar.visibleProperty());
        actionBar.setVisible(false);
        root.setCenter(board);
        root.setBottom(actionBar);
    }

    @Override
    public Region node() {
        return root;
    }

    @Override
    public void show(Sight sight, Move move, boolean animate) {
        stopAnimation();
        marks = List.of();
        state = PerfectPosition.of(sight, ZolaState.class);
        // after an undo the shell gives no move: the last one that led here is still marked
        List<Move> line = context.movesToShown();
        Move last = move != null || line.isEmpty() ? move : line.get(line.size() - 1);
        lastMove = last instanceof ZolaMove zolaMove && !zolaMove.isPass() ? zolaMove : null;
        selected = -1;
        if (cursor >= state.size() * state.size()) {
            cursor = -1;
        }
        redraw();
        updateActionBar();
        if (lastMove != null && move != null) {
            context.cue(lastMove.isCapture() ? Cue.CAPTURE : Cue.MOVE); // as the piece sets off: a capture is heard as it starts
            if (animate && context.animationMillis() > 0) {
                animate(lastMove);
            }
        }
    }

    @Override
    public void mark(List<BoardMark> shown) {
        marks = List.copyOf(shown);
        redraw();
    }

    @Override
    public void dispose() {
        stopAnimation();
    }

    // ---------------------------------------------------------------- input

    private void onSquare(int square) {
        cursor = square;
        if (state == null || !context.canAct() || state.isTerminal()) {
            redraw();
            return;
        }
        if (selected >= 0) {
            Optional<ZolaMove> move = movesFrom(selected).stream().filter(m -> m.to() == square).findFirst();
            if (move.isPresent()) {
                selected = -1;
                context.play(move.get());
                return;
            }
        }
        boolean picks = selected != square && !movesFrom(square).isEmpty();
        if (!picks && selected != square) {
            context.refused(ZolaRefusal.why(state, selected, square, context.messages()));
            RefusalCue.shake(board, context.animationMillis());
        }
        selected = picks ? square : -1;
        redraw();
    }

    private void onKey(KeyEvent event) {
        if (state == null) {
            return;
        }
        int size = state.size();
        int x = cursor < 0 ? (size - 1) / 2 : cursor % size;
        int y = cursor < 0 ? (size - 1) / 2 : cursor / size;
        boolean wasShown = cursor >= 0;
        switch (event.getCode()) {
            case LEFT -> x = wasShown ? Math.max(0, x - 1) : x;
            case RIGHT -> x = wasShown ? Math.min(size - 1, x + 1) : x;
            case UP -> y = wasShown ? Math.min(size - 1, y + 1) : y;
            case DOWN -> y = wasShown ? Math.max(0, y - 1) : y;
            case ENTER, SPACE -> {
                if (passButton.isVisible() && onlyPass()) {
                    playSpecial(ZolaMove.PASS);
                } else if (cursor >= 0) {
                    onSquare(cursor);
                }
                event.consume();
                return;
            }
            case ESCAPE -> {
                selected = -1;
                redraw();
                event.consume();
                return;
            }
            default -> {
                return;
            }
        }
        cursor = y * size + x;
        showCursor = true;
        redraw();
        event.consume();
    }

    private void playSpecial(Move move) {
        if (state != null && context.canAct() && state.legalMoves().contains(move)) {
            context.play(move);
        }
    }

    private List<ZolaMove> movesFrom(int square) {
        List<ZolaMove> moves = new ArrayList<>();
        for (Move move : state.legalMoves()) {
            if (move instanceof ZolaMove zolaMove && zolaMove.from() == square) {
                moves.add(zolaMove);
            }
        }
        return moves;
    }

    private boolean onlyPass() {
        return state.legalMoves().size() == 1 && state.legalMoves().get(0) == ZolaMove.PASS;
    }

    /** The pie rule's swap, when offered: the one legal move that is not a piece's move. */
    private Optional<Move> swapMove() {
        return state == null || !state.swapOffered() ? Optional.empty()
                : state.legalMoves().stream().filter(move -> !(move instanceof ZolaMove)).findFirst();
    }

    private void updateActionBar() {
        boolean act = context.canAct() && !state.isTerminal();
        boolean pass = act && onlyPass();
        boolean swap = act && swapMove().isPresent();
        passButton.setVisible(pass);
        passButton.setManaged(pass);
        swapButton.setVisible(swap);
        swapButton.setManaged(swap);
        if (pass) {
            actionText.setText(GameWords.format(context.messages(), "action.pass.why",
                    ZolaUi.colourName(context.messages(), state.colourToMove())));
        } else if (swap) {
            actionText.setText(GameWords.format(context.messages(), "action.swap.why",
                    ZolaUi.colourName(context.messages(), state.colourToMove() == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED)));
        }
        actionBar.setVisible(pass || swap);
    }

    // ---------------------------------------------------------------- drawing

    private void redraw() {
        if (state == null || board.getWidth() <= 0 || board.getHeight() <= 0) {
            return;
        }
        layout = BoardLayout.fit(board.getWidth(), board.getHeight(), state.size(), MARGIN);
        int squares = state.size() * state.size();
        List<Node> nodes = new ArrayList<>();
        pieceNodes.clear();
        nodes.add(ZolaPainter.frame(layout, MARGIN * 0.9));
        for (int sq = 0; sq < squares; sq++) {
            Rectangle cell = ZolaPainter.square(layout, sq);
            cell.setId("cell-" + state.squareName(sq));
            cell.setAccessibleText(cellDescription(sq));
            nodes.add(cell);
        }
        nodes.add(ZolaPainter.fieldEdge(layout));
        if (lastMove != null) {
            nodes.addAll(ZolaPainter.lastMove(layout, lastMove.from(), lastMove.to()));
        }
        if (selected >= 0) {
            nodes.add(ZolaPainter.outline(layout, selected, "zola-selected", 0.08));
        }
        for (int sq = 0; sq < squares; sq++) {
            byte colour = state.colourAt(sq);
            Group piece = colour == ZolaState.EMPTY ? null : ZolaPainter.piece(layout, sq, colour);
            pieceNodes.add(piece);
            if (piece != null) {
                nodes.add(piece);
            }
        }
        nodes.add(ZolaPainter.centreMark(layout));
        if (selected >= 0 && context.highlightMoves()) {
            for (ZolaMove move : movesFrom(selected)) {
                nodes.add(move.isCapture() ? ZolaPainter.captureMark(layout, move.to())
                        : ZolaPainter.stepMark(layout, move.to()));
            }
        }
        if (cursor >= 0 && showCursor && board.isFocused()) {
            nodes.add(ZolaPainter.outline(layout, cursor, "zola-cursor", 0.05));
        }
        nodes.addAll(ZolaPainter.coordinates(layout, state));
        for (BoardMark mark : marks) {
            for (Move move : mark.moves()) {
                if (move instanceof ZolaMove zolaMove && !zolaMove.isPass()) {
                    Node arrow = MarkPainter.arrow(mark.kind(), layout.centreX(zolaMove.from()),
                            layout.centreY(zolaMove.from()), layout.centreX(zolaMove.to()),
                            layout.centreY(zolaMove.to()), layout.cell() * 0.8);
                    arrow.setId("mark-" + state.squareName(zolaMove.from()) + "-" + state.squareName(zolaMove.to()));
                    nodes.add(arrow);
                }
            }
        }
        board.getChildren().setAll(nodes);
    }

    /** The square under board coordinates, or -1 outside the squares. */
    private int squareAt(double x, double y) {
        if (layout == null || state == null) {
            return -1;
        }
        int file = (int) Math.floor((x - layout.left()) / layout.cell());
        int rankFromTop = (int) Math.floor((y - layout.top()) / layout.cell());
        int size = state.size();
        if (file < 0 || file >= size || rankFromTop < 0 || rankFromTop >= size) {
            return -1;
        }
        return (size - 1 - rankFromTop) * size + file;
    }

    private String cellDescription(int square) {
        String name = state.squareName(square);
        return switch (state.colourAt(square)) {
            case ZolaState.RED -> GameWords.format(context.messages(), "cell.red", name);
            case ZolaState.BLUE -> GameWords.format(context.messages(), "cell.blue", name);
            default -> GameWords.format(context.messages(), "cell.empty", name);
        };
    }

    /** Slides the moved piece from where it was; a captured piece fades out under it. */
    private void animate(ZolaMove move) {
        Node piece = pieceNodes.get(move.to());
        if (piece == null || layout == null) {
            return;
        }
        Duration duration = Duration.millis(context.animationMillis());
        piece.setTranslateX(layout.centreX(move.from()) - layout.centreX(move.to()));
        piece.setTranslateY(layout.centreY(move.from()) - layout.centreY(move.to()));
        TranslateTransition slide = new TranslateTransition(duration, piece);
        slide.setToX(0);
        slide.setToY(0);
        animation = new ParallelTransition(slide);
        if (move.isCapture()) {
            byte victim = state.colourAt(move.to()) == ZolaState.RED ? ZolaState.BLUE : ZolaState.RED;
            Group ghost = ZolaPainter.piece(layout, move.to(), victim);
            board.getChildren().add(board.getChildren().indexOf(piece), ghost);
            FadeTransition fade = new FadeTransition(duration, ghost);
            fade.setToValue(0);
            fade.setOnFinished(event -> board.getChildren().remove(ghost));
            animation.getChildren().add(fade);
        }
        animation.play();
    }

    private void stopAnimation() {
        if (animation != null) {
            animation.jumpTo(animation.getTotalDuration());
            animation.stop();
            animation = null;
        }
    }
}
