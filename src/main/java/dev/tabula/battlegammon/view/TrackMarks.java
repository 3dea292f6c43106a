package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.BoardMark;
import dev.tabula.app.spi.MarkPainter;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.PawnMove;
import dev.tabula.core.Move;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * The marks over the track's squares ({@link Marks}): the last turn's moves, the moves drawn but
 * not played, movable pawns, the selection and its destinations with their die, the keyboard
 * cursor. Added to the track's nodes above the squares, never taking a click.
 */
final class TrackMarks {
    private final javafx.collections.ObservableList<Node> children;
    private final TrackGeometry geometry;
    private final Marks marks;
    private final BattlegammonState state;

    TrackMarks(javafx.collections.ObservableList<Node> children, TrackGeometry geometry, Marks marks, BattlegammonState state) {
        this.children = children;
        this.geometry = geometry;
        this.marks = marks;
        this.state = state;
    }

    void drawLastMoves(double u) {
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
        line.setStroke(TrackPane.LAST_MOVE);
        line.setStrokeWidth(Math.max(2, 0.08 * u));
        line.setOpacity(0.85);
        line.getStrokeDashArray().setAll(0.15 * u, 0.1 * u);
        line.setMouseTransparent(true);
        line.getStyleClass().add("battlegammon-last-move-line");
        Circle origin = new Circle(x0 + nx, y0 + ny, 0.1 * u, TrackPane.LAST_MOVE);
        origin.setMouseTransparent(true);
        // the head shows which way the pawn went, just short of the target's centre
        double back = 0.3 * u / length;
        Polygon head = TrackPane.arrowHead(x1 + nx - (x1 - x0) * back, y1 + ny - (y1 - y0) * back, 0.14 * u,
                Math.toDegrees(Math.atan2(y1 - y0, x1 - x0)), TrackPane.LAST_MOVE);
        head.setStroke(null);
        head.setOpacity(0.85);
        head.getStyleClass().add("battlegammon-last-move-head");
        Rectangle target = new Rectangle(x1 - 0.5 * u, y1 - 0.5 * u, u, u);
        target.setFill(null);
        target.setStroke(TrackPane.LAST_MOVE);
        target.setStrokeWidth(Math.max(2, 0.06 * u));
        target.setArcWidth(0.2 * u);
        target.setArcHeight(0.2 * u);
        target.setMouseTransparent(true);
        target.getStyleClass().add("battlegammon-last-move");
        children.addAll(line, origin, head, target);
    }

    /** The moves drawn but not played: an arrow from where each pawn stands to where its die takes it. */
    private void drawDrawnMoves(double u) {
        for (BoardMark mark : marks.drawn()) {
            for (Move move : mark.moves()) {
                if (move instanceof PawnMove pawn) {
                    int to = pawn.to(state.side());
                    Node arrow = MarkPainter.arrow(mark.kind(), geometry.centerX(pawn.from()), geometry.centerY(pawn.from()),
                            geometry.centerX(to), geometry.centerY(to), 0.7 * u);
                    arrow.setId("mark-" + pawn.from() + "-" + to);
                    children.add(arrow);
                }
            }
        }
    }

    void drawMarks(double u) {
        drawDrawnMoves(u);
        for (int p : marks.movable()) {
            // inside the square's corner number (0.36 of a square from its centre), never over it
            // solid: dashes and dots are the board marks' lines (a lesson's step, the move played, MarkPainter)
            Circle ring = ring(p, 0.32 * u, TrackPane.MOVABLE, 0.05 * u);
            ring.getStyleClass().add("battlegammon-movable");
        }
        if (marks.selected() != 0) {
            ring(marks.selected(), 0.34 * u, TrackPane.SELECTED, 0.08 * u).getStyleClass().add("battlegammon-selected");
        }
        marks.destinations().forEach((target, pips) -> {
            // a spot to drop the pawn on: filled faintly, so it reads apart from a played move's dotted ring
            Circle spot = ring(target, 0.3 * u, TrackPane.MOVABLE, 0.05 * u);
            spot.setFill(TrackPane.MOVABLE.deriveColor(0, 1, 1, 0.28));
            spot.getStyleClass().add("battlegammon-destination");
            double bx = geometry.centerX(target) + 0.3 * u;
            double by = geometry.centerY(target) - 0.3 * u;
            Rectangle badge = new Rectangle(bx - 0.15 * u, by - 0.15 * u, 0.3 * u, 0.3 * u);
            badge.setArcWidth(0.08 * u);
            badge.setArcHeight(0.08 * u);
            badge.setFill(Color.WHITE);
            badge.setStroke(TrackPane.MOVABLE);
            badge.setStrokeWidth(Math.max(1, 0.03 * u));
            badge.setMouseTransparent(true);
            Text number = new Text(String.valueOf(pips));
            number.setFont(Font.font(null, FontWeight.BOLD, 0.24 * u));
            number.setFill(TrackPane.MOVABLE);
            number.setX(bx - number.getLayoutBounds().getWidth() / 2);
            number.setY(by + 0.085 * u);
            number.setMouseTransparent(true);
            children.addAll(badge, number);
        });
        if (marks.cursor() != 0) {
            double cx = geometry.centerX(marks.cursor());
            double cy = geometry.centerY(marks.cursor());
            Rectangle cursor = new Rectangle(cx - 0.52 * u, cy - 0.52 * u, 1.04 * u, 1.04 * u);
            cursor.setFill(null);
            cursor.setStroke(TrackPane.CURSOR);
            cursor.setStrokeWidth(Math.max(2, 0.05 * u));
            cursor.getStrokeDashArray().setAll(0.25 * u, 0.08 * u);
            cursor.setMouseTransparent(true);
            cursor.setId("cursor");
            children.add(cursor);
        }
    }

    private Circle ring(int p, double radius, Color colour, double width) {
        Circle ring = new Circle(geometry.centerX(p), geometry.centerY(p), radius);
        ring.setFill(null);
        ring.setStroke(colour);
        ring.setStrokeWidth(Math.max(1.5, width));
        ring.setMouseTransparent(true);
        children.add(ring);
        return ring;
    }
}
