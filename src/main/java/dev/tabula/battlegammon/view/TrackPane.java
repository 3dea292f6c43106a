package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import java.util.ResourceBundle;
import java.util.function.IntConsumer;
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
    static final Color BOARD = Color.web("#c9b48a");
    static final Color LINE = Color.web("#4a3b25");
    static final Color LIGHT_SQUARE = Color.web("#f6f1e3");
    static final Color DARK_SQUARE = Color.web("#2c2c2c");
    static final Color WHITE_PAWN = Color.web("#fbfaf5");
    static final Color BLACK_PAWN = Color.web("#141414");
    static final Color MOVABLE = Color.web("#1565c0");
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

    /** Slides the top pawn now at {@code to} in from {@code from} (the last move), over {@code millis}. */
    void animateArrival(int from, int to, int millis) {
        Node pawn = topPawns[to];
        if (pawn == null || geometry == null || millis <= 0) {
            return;
        }
        TranslateTransition slide = new TranslateTransition(Duration.millis(millis), pawn);
        slide.setFromX(geometry.centerX(from) - geometry.centerX(to));
        slide.setFromY(geometry.centerY(from) - geometry.centerY(to));
        slide.setToX(0);
        slide.setToY(0);
        slide.play();
    }

    private void redraw() {
        getChildren().clear();
        java.util.Arrays.fill(topPawns, null);
        if (state == null || getWidth() <= 0 || getHeight() <= 0) {
            return;
        }
        geometry = new TrackGeometry(getWidth(), getHeight());
        double u = geometry.unit;
        Rectangle board = new Rectangle(geometry.left - 0.15 * u, geometry.top - 0.15 * u,
                (TrackGeometry.COLUMNS + 0.9) * u + 0.3 * u, geometry.rowCenterY(1) - geometry.top + 0.65 * u);
        board.setArcWidth(0.4 * u);
        board.setArcHeight(0.4 * u);
        board.setFill(BOARD);
        board.setStroke(LINE);
        board.getStyleClass().add("battlegammon-board-frame");
        board.setMouseTransparent(true);
        getChildren().add(board);
        drawTurnAndArrows(u);
        for (int p = Track.WHITE_HOME; p <= Track.BLACK_HOME; p++) {
            drawCell(p, u);
        }
        drawLastMoves(u);
        for (int p = Track.WHITE_HOME + 1; p < Track.BLACK_HOME; p++) {
            drawStack(p, u);
        }
        drawHomeContents(Track.WHITE_HOME, u);
        drawHomeContents(Track.BLACK_HOME, u);
        drawMarks(u);
    }

    private void drawTurnAndArrows(double u) {
        double y0 = geometry.rowCenterY(0);
        double y1 = geometry.rowCenterY(1);
        double radius = (y1 - y0) / 2;
        double cx = geometry.turnX() - 0.1 * u;
        Arc turn = new Arc(cx, (y0 + y1) / 2, radius * 0.9, radius, -90, 180);
        turn.setType(ArcType.OPEN);
        turn.setFill(null);
        turn.setStroke(LINE);
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
    private static Polygon arrowHead(double x, double y, double size, double degrees, Color fill) {
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
        cell.setFill(light ? LIGHT_SQUARE : DARK_SQUARE);
        cell.setStroke(LINE);
        cell.setStrokeWidth(Math.max(1, 0.03 * u));
        cell.setId("cell-" + p);
        cell.setAccessibleText(describe(p));
        cell.setOnMouseClicked(event -> onClick.accept(p));
        getChildren().add(cell);
        Text number = new Text(String.valueOf(p));
        number.setFont(Font.font(null, FontWeight.BOLD, Math.max(7, 0.17 * u)));
        number.setFill(light ? LINE : Color.web("#bdbdbd"));
        if (home) {
            number.setX(cx - 0.33 * u);
            number.setY(cy + 0.3 * u);
        } else {
            number.setX(cx - 0.41 * u);
            number.setY(cy - 0.27 * u);
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
        Circle pawn = new Circle(x, y, r);
        boolean white = colour == Track.WHITE_PAWN;
        pawn.setFill(white ? WHITE_PAWN : BLACK_PAWN);
        pawn.setStroke(white ? BLACK_PAWN : Color.web("#e0e0e0"));
        pawn.setStrokeWidth(Math.max(1, r * 0.12));
        if (covered) {
            pawn.getStrokeDashArray().setAll(r * 0.3, r * 0.2);
        }
        pawn.getStyleClass().add(white ? "battlegammon-white-pawn" : "battlegammon-black-pawn");
        pawn.setMouseTransparent(true);
        Circle rim = new Circle(x, y, r * 0.62);
        rim.setFill(null);
        rim.setStroke(white ? Color.web("#9e9e9e") : Color.web("#616161"));
        rim.setStrokeWidth(Math.max(0.5, r * 0.06));
        rim.setMouseTransparent(true);
        Group group = new Group(pawn, rim);
        group.setMouseTransparent(true);
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
        text.setX(x - text.getLayoutBounds().getWidth() / 2);
        text.setY(y + text.getLayoutBounds().getHeight() * 0.3);
        text.setMouseTransparent(true);
        ((Group) pawn).getChildren().add(text);
        return pawn;
    }

    private void drawLastMoves(double u) {
        int count = marks.lastMoves().size();
        for (int i = 0; i < count; i++) {
            int[] move = marks.lastMoves().get(i);
            // two moves along one row would draw one line over the other: each gets its own lane
            double lane = count > 1 ? (i - (count - 1) / 2.0) * 0.22 * u : 0;
            drawLastMove(move[0], move[1], lane, u);
        }
    }

    private void drawLastMove(int from, int to, double lane, double u) {
        double x0 = geometry.centerX(from);
        double y0 = geometry.centerY(from);
        double x1 = geometry.centerX(to);
        double y1 = geometry.centerY(to);
        double length = Math.max(1e-6, Math.hypot(x1 - x0, y1 - y0));
        double nx = -(y1 - y0) / length * lane;
        double ny = (x1 - x0) / length * lane;
        Line line = new Line(x0 + nx, y0 + ny, x1 + nx, y1 + ny);
        line.setStroke(LAST_MOVE);
        line.setStrokeWidth(Math.max(2, 0.08 * u));
        line.setOpacity(0.85);
        line.getStrokeDashArray().setAll(0.15 * u, 0.1 * u);
        line.setMouseTransparent(true);
        line.getStyleClass().add("battlegammon-last-move-line");
        Circle origin = new Circle(x0 + nx, y0 + ny, 0.1 * u, LAST_MOVE);
        origin.setMouseTransparent(true);
        // the head shows which way the pawn went, just short of the target's centre
        double back = 0.3 * u / length;
        Polygon head = arrowHead(x1 + nx - (x1 - x0) * back, y1 + ny - (y1 - y0) * back, 0.14 * u,
                Math.toDegrees(Math.atan2(y1 - y0, x1 - x0)), LAST_MOVE);
        head.setStroke(null);
        head.setOpacity(0.85);
        head.getStyleClass().add("battlegammon-last-move-head");
        Rectangle target = new Rectangle(x1 - 0.5 * u, y1 - 0.5 * u, u, u);
        target.setFill(null);
        target.setStroke(LAST_MOVE);
        target.setStrokeWidth(Math.max(2, 0.06 * u));
        target.setArcWidth(0.2 * u);
        target.setArcHeight(0.2 * u);
        target.setMouseTransparent(true);
        target.getStyleClass().add("battlegammon-last-move");
        getChildren().addAll(line, origin, head, target);
    }

    private void drawMarks(double u) {
        for (int p : marks.movable()) {
            Circle ring = ring(p, 0.4 * u, MOVABLE, 0.06 * u);
            ring.getStrokeDashArray().setAll(0.12 * u, 0.08 * u);
            ring.getStyleClass().add("battlegammon-movable");
        }
        if (marks.selected() != 0) {
            ring(marks.selected(), 0.42 * u, SELECTED, 0.1 * u).getStyleClass().add("battlegammon-selected");
        }
        marks.destinations().forEach((target, pips) -> {
            Circle spot = ring(target, 0.3 * u, MOVABLE, 0.07 * u);
            spot.getStrokeDashArray().setAll(0.04 * u, 0.07 * u);
            spot.getStyleClass().add("battlegammon-destination");
            double bx = geometry.centerX(target) + 0.3 * u;
            double by = geometry.centerY(target) - 0.3 * u;
            Rectangle badge = new Rectangle(bx - 0.15 * u, by - 0.15 * u, 0.3 * u, 0.3 * u);
            badge.setArcWidth(0.08 * u);
            badge.setArcHeight(0.08 * u);
            badge.setFill(Color.WHITE);
            badge.setStroke(MOVABLE);
            badge.setStrokeWidth(Math.max(1, 0.03 * u));
            badge.setMouseTransparent(true);
            Text number = new Text(String.valueOf(pips));
            number.setFont(Font.font(null, FontWeight.BOLD, 0.24 * u));
            number.setFill(MOVABLE);
            number.setX(bx - number.getLayoutBounds().getWidth() / 2);
            number.setY(by + 0.085 * u);
            number.setMouseTransparent(true);
            getChildren().addAll(badge, number);
        });
        if (marks.cursor() != 0) {
            double cx = geometry.centerX(marks.cursor());
            double cy = geometry.centerY(marks.cursor());
            Rectangle cursor = new Rectangle(cx - 0.52 * u, cy - 0.52 * u, 1.04 * u, 1.04 * u);
            cursor.setFill(null);
            cursor.setStroke(CURSOR);
            cursor.setStrokeWidth(Math.max(2, 0.05 * u));
            cursor.getStrokeDashArray().setAll(0.25 * u, 0.08 * u);
            cursor.setMouseTransparent(true);
            cursor.setId("cursor");
            getChildren().add(cursor);
        }
    }

    private Circle ring(int p, double radius, Color colour, double width) {
        Circle ring = new Circle(geometry.centerX(p), geometry.centerY(p), radius);
        ring.setFill(null);
        ring.setStroke(colour);
        ring.setStrokeWidth(Math.max(1.5, width));
        ring.setMouseTransparent(true);
        getChildren().add(ring);
        return ring;
    }
}
