package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import java.util.ResourceBundle;
import java.util.function.IntConsumer;
import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.MarkPainter;
import dev.tabula.app.spi.TableLook;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.core.Move;
import javafx.animation.ParallelTransition;
import javafx.animation.ScaleTransition;
import javafx.animation.TranslateTransition;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Arc;
import javafx.scene.shape.ArcType;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * The track as vector shapes that fill the pane: the snake of squares, the two home circles, the
 * direction arrows, the pawns, and the marks (movable pawns, selection, destinations with their
 * die, keyboard cursor, last move). Redrawn from scratch on every change and resize: a few hundred
 * nodes at most, so this stays simple and cheap.
 *
 * <p>Each position has one clickable node, {@code #cell-N} (N = 1..24), with an accessible text.
 * Pawns and marks ignore the mouse, so a click anywhere on a square reaches the square.
 */
final class TrackPane extends Pane {
    static final Color LINE = TableLook.INK;
    static final Color LIGHT_SQUARE = Color.web("#ecd9b0");
    static final Color DARK_SQUARE = TableLook.EBONY;
    static final Color WHITE_PAWN = Color.web("#f4f1e8");
    static final Color BLACK_PAWN = Color.web("#1b1b1b");
    /** Bright enough to read on the ebony squares as on the maple ones. */
    static final Color MOVABLE = Color.web("#2f8cf0");
    static final Color SELECTED = Color.web("#e65100");
    static final Color CURSOR = Color.web("#8e24aa");
    static final Color LAST_MOVE = Color.web("#2e7d32");

    private final ResourceBundle messages;
    private final IntConsumer onClick;
    private BattlegammonState state;
    private Marks marks = Marks.NONE;
    private TrackGeometry geometry;
    /** The drawn top pawn of each position, for the move animation. */
    private final Node[] topPawns = new Node[Track.BLACK_HOME + 1];
    private ParallelTransition sliding;
    private Node slidingPawn;
    private Runnable onLanding;

    TrackPane(ResourceBundle messages, IntConsumer onClick) {
        this.messages = messages;
        this.onClick = onClick;
        setId("board");
        getStyleClass().add("battlegammon-track");
        setAccessibleText(GameWords.format(messages, "a11y.board"));
        setMinSize(240, 80);
        setPrefSize(960, 300);
        widthProperty().addListener(o -> redraw());
        heightProperty().addListener(o -> redraw());
    }

    void show(BattlegammonState shown, Marks shownMarks) {
        this.state = shown;
        this.marks = shownMarks;
        redraw();
    }

    /**
     * Slides the top pawn now at {@code to} in from {@code from} (the last move), over {@code millis},
     * lifted a little on its way; {@code landed} runs as it lands (or at once without a pawn to slide).
     */
    void animateArrival(int from, int to, int millis, Runnable landed) {
        finishAnimation();
        Node pawn = topPawns[to];
        if (pawn == null || geometry == null || millis <= 0) {
            landed.run();
            return;
        }
        TranslateTransition slide = new TranslateTransition(Duration.millis(millis), pawn);
        slide.setFromX(geometry.centerX(from) - geometry.centerX(to));
        slide.setFromY(geometry.centerY(from) - geometry.centerY(to));
        slide.setToX(0);
        slide.setToY(0);
        slide.setInterpolator(javafx.animation.Interpolator.EASE_BOTH);
        ScaleTransition lift = new ScaleTransition(Duration.millis(millis / 2.0), pawn);
        lift.setToX(1.18);
        lift.setToY(1.18);
        lift.setAutoReverse(true);
        lift.setCycleCount(2);
        ParallelTransition move = new ParallelTransition(slide, lift);
        move.setOnFinished(event -> {
            sliding = null;
            onLanding = null;
            landed.run();
        });
        sliding = move;
        slidingPawn = pawn;
        onLanding = landed;
        move.play();
    }

    /** Shows the end of the pawn's slide at once (a click during it), sounding its landing. */
    void finishAnimation() {
        if (sliding == null) {
            return;
        }
        sliding.stop();
        slidingPawn.setTranslateX(0);
        slidingPawn.setTranslateY(0);
        slidingPawn.setScaleX(1);
        slidingPawn.setScaleY(1);
        Runnable landed = onLanding;
        sliding = null;
        onLanding = null;
        landed.run();
    }

    /** Whether a pawn is sliding (for tests). */
    boolean isAnimating() {
        return sliding != null;
    }

    private void redraw() {
        finishAnimation(); // a resize or a new position: the pawn stands where it arrived
        getChildren().clear();
        java.util.Arrays.fill(topPawns, null);
        if (state == null || getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        geometry = new TrackGeometry(getWidth(), getHeight());
        double u = geometry.unit;
        Group board = TableLook.board(geometry.left - TrackGeometry.FRAME * u, geometry.top - TrackGeometry.FRAME * u,
                (TrackGeometry.COLUMNS + 0.9) * u + 0.3 * u, geometry.rowCenterY(1) - geometry.top + 0.65 * u,
                TableLook.WALNUT, 0.4 * u);
        board.getStyleClass().add("battlegammon-board-frame");
        getChildren().add(board);
        drawTurnAndArrows(u);
        for (int p = Track.WHITE_HOME; p <= Track.BLACK_HOME; p++) {
            drawCell(p, u);
        }
        TrackMarks painter = new TrackMarks(getChildren(), geometry, marks, state);
        painter.drawLastMoves(u);
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
            drawStack(p, u);
        }
        drawHomeContents(Track.WHITE_HOME, u);
        drawHomeContents(Track.BLACK_HOME, u);
        painter.drawMarks(u);
    }

    private void drawTurnAndArrows(double u) {
        double y0 = geometry.rowCenterY(0);
        double y1 = geometry.rowCenterY(1);
        double radius = (y1 - y0) / 2;
        double cx = geometry.turnX() - 0.1 * u;
        Arc turn = new Arc(cx, (y0 + y1) / 2, radius * 0.9, radius, -90, 180);
        turn.setType(ArcType.OPEN);
        turn.setFill(null);
        turn.setStroke(TableLook.shade(TableLook.WALNUT, -0.4));
        turn.setStrokeWidth(0.1 * u);
        turn.setMouseTransparent(true);
        getChildren().add(turn);
        double tipX = cx + radius * 0.9;
        double mid = (y0 + y1) / 2;
        // On the turn: White flows down (12 to 13), Black flows up (13 to 12).
        getChildren().add(arrowHead(tipX, mid - 0.32 * u, 0.22 * u, 90, WHITE_PAWN));
        getChildren().add(arrowHead(tipX, mid + 0.32 * u, 0.22 * u, -90, BLACK_PAWN));
        // In the gap: each side leaves its home rightwards along its own row.
        for (int column = 1; column < TrackGeometry.COLUMNS; column += 2) {
            double x = geometry.left + (column + 0.5) * u;
            getChildren().add(arrowHead(x, geometry.gapY() - 0.16 * u, 0.13 * u, 0, WHITE_PAWN));
            getChildren().add(arrowHead(x, geometry.gapY() + 0.16 * u, 0.13 * u, 0, BLACK_PAWN));
        }
    }

    /** A small triangle pointing at {@code degrees} (0 = right, 90 = down), in a side's colour. */
    static Polygon arrowHead(double x, double y, double size, double degrees, Color fill) {
        Polygon head = new Polygon(size, 0, -size * 0.7, -size * 0.75, -size * 0.7, size * 0.75);
        head.setRotate(degrees);
        head.setLayoutX(x);
        head.setLayoutY(y);
        head.setFill(fill);
        head.setStroke(fill == WHITE_PAWN ? BLACK_PAWN : WHITE_PAWN);
        head.setStrokeWidth(Math.max(1, size * 0.12));
        head.setMouseTransparent(true);
        return head;
    }

    private void drawCell(int p, double u) {
        double cx = geometry.centerX(p);
        double cy = geometry.centerY(p);
        boolean home = p == Track.WHITE_HOME || p == Track.BLACK_HOME;
        boolean light = p <= Track.WHITE_HALF_END;
        Shape cell;
        if (home) {
            cell = new Circle(cx, cy, 0.47 * u);
            cell.getStyleClass().add("battlegammon-home");
        } else {
            Rectangle square = new Rectangle(cx - 0.45 * u, cy - 0.45 * u, 0.9 * u, 0.9 * u);
            square.setArcWidth(0.12 * u);
            square.setArcHeight(0.12 * u);
            cell = square;
            cell.getStyleClass().add(light ? "battlegammon-white-square" : "battlegammon-black-square");
        }
        cell.setFill(TableLook.wood(light ? LIGHT_SQUARE : DARK_SQUARE));
        cell.setStroke(light ? TableLook.shade(LIGHT_SQUARE, -0.35) : Color.web("#5a4636"));
        cell.setStrokeWidth(Math.max(1, 0.03 * u));
        cell.setEffect(TableLook.inset(u)); // cut into the frame
        cell.setId("cell-" + p);
        cell.setAccessibleText(describe(p));
        cell.setOnMouseClicked(event -> onClick.accept(p));
        getChildren().add(cell);
        Text number = new Text(String.valueOf(p));
        number.setFont(Font.font(null, FontWeight.BOLD, Math.max(7, 0.15 * u)));
        number.setFill(light ? TableLook.shade(LIGHT_SQUARE, -0.6) : Color.web("#c8b89a"));
        // in the corner, clear of the rings round a pawn (at most 0.4 of a square from its centre)
        if (home) {
            number.setX(cx - 0.36 * u);
            number.setY(cy + 0.34 * u);
        } else {
            number.setX(cx - 0.42 * u);
            number.setY(cy - 0.3 * u);
        }
        number.setMouseTransparent(true);
        getChildren().add(number);
    }

    private String describe(int p) {
        if (p == Track.WHITE_HOME) {
            return GameWords.format(messages, "a11y.whiteHome", state.atHome(Track.WHITE),
                    state.inGoal(Track.BLACK));
        }
        if (p == Track.BLACK_HOME) {
            return GameWords.format(messages, "a11y.blackHome", state.atHome(Track.BLACK),
                    state.inGoal(Track.WHITE));
        }
        int code = state.codeAt(p);
        String what;
        if (code == 0) {
            what = GameWords.format(messages, "a11y.empty");
        } else if (Track.count(code) == 1) {
            what = GameWords.format(messages, "a11y.single", colourName(code));
        } else {
            what = GameWords.format(messages, "a11y.stack", colourName(Track.top(code)),
                    colourName(Track.bottom(code)));
        }
        return GameWords.format(messages, "a11y.square", p, what);
    }

    private String colourName(int colour) {
        return GameWords.format(messages, "a11y.colour." + colour);
    }

    private void drawStack(int p, double u) {
        int code = state.codeAt(p);
        if (code == 0) {
            return;
        }
        double cx = geometry.centerX(p);
        double cy = geometry.centerY(p);
        double r = 0.27 * u;
        if (Track.count(code) == 1) {
            topPawns[p] = addPawn(cx, cy + 0.04 * u, r, code, false);
        } else {
            addPawn(cx - 0.1 * u, cy + 0.14 * u, r, Track.bottom(code), true);
            topPawns[p] = addPawn(cx + 0.08 * u, cy - 0.05 * u, r, Track.top(code), false);
        }
    }

    /** A pawn disc; a covered (frozen) pawn gets a dashed rim. */
    private Node addPawn(double x, double y, double r, int colour, boolean covered) {
        boolean white = colour == Track.WHITE_PAWN;
        Group group = TableLook.disc(r, white ? WHITE_PAWN : BLACK_PAWN);
        Circle pawn = (Circle) group.getChildren().get(0);
        pawn.setStrokeWidth(Math.max(1, r * 0.12));
        if (covered) {
            pawn.setStroke(white ? BLACK_PAWN : Color.web("#e0e0e0"));
            pawn.getStrokeDashArray().setAll(r * 0.3, r * 0.2);
        }
        pawn.getStyleClass().add(white ? "battlegammon-white-pawn" : "battlegammon-black-pawn");
        Circle rim = new Circle(0, 0, r * 0.62);
        rim.setFill(null);
        rim.setStroke(white ? Color.web("#b5ab98") : Color.web("#5a5a5a"));
        rim.setStrokeWidth(Math.max(0.5, r * 0.06));
        rim.setMouseTransparent(true);
        group.getChildren().add(1, rim);
        group.setLayoutX(x);
        group.setLayoutY(y);
        getChildren().add(group);
        return group;
    }

    /** A home shows its owner's waiting pawns and the opponent's arrived pawns, each with a count. */
    private void drawHomeContents(int home, double u) {
        int owner = home == Track.WHITE_HOME ? Track.WHITE : Track.BLACK;
        int waiting = state.atHome(owner);
        int arrived = state.inGoal(1 - owner);
        double cx = geometry.centerX(home);
        double cy = geometry.centerY(home);
        double r = 0.2 * u;
        if (waiting > 0) {
            topPawns[home] = addCountedPawn(cx - 0.17 * u, cy - 0.12 * u, r, Track.colourOf(owner), waiting);
        }
        if (arrived > 0) {
            Node goal = addCountedPawn(cx + 0.17 * u, cy + 0.14 * u, r, Track.colourOf(1 - owner), arrived);
            if (marks.lastMoves().stream().anyMatch(move -> move[1] == home)) {
                topPawns[home] = goal;
            }
        }
    }

    private Node addCountedPawn(double x, double y, double r, int colour, int count) {
        Node pawn = addPawn(x, y, r, colour, false);
        Text text = new Text(String.valueOf(count));
        text.setFont(Font.font(null, FontWeight.BOLD, r * 1.15));
        text.setFill(colour == Track.WHITE_PAWN ? BLACK_PAWN : WHITE_PAWN);
        text.setTextAlignment(TextAlignment.CENTER);
        text.setX(-text.getLayoutBounds().getWidth() / 2);
        text.setY(text.getLayoutBounds().getHeight() * 0.3);
        text.setMouseTransparent(true);
        ((Group) pawn).getChildren().add(text);
        return pawn;
    }

}
