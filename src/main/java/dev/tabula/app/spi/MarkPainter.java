package dev.tabula.app.spi;

import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.BlurType;
import javafx.scene.effect.DropShadow;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.StrokeLineCap;

/**
 * How every board draws a {@link BoardMark}: one colour and line per kind, the same in all four
 * games, so that a hint looks like a hint wherever it is shown. A piece's move is an arrow from
 * where it stands to where it goes, with a ring on the start and on the end; kinds differ by line
 * as well as by colour (a hint is solid, a lesson dashed, the move played dotted, the better move
 * solid and double), so that they read without colour too.
 */
public final class MarkPainter {
    private MarkPainter() {
    }

    /** The colour of {@code kind}'s marks. */
    public static Color colour(BoardMark.Kind kind) {
        return switch (kind) {
            case HINT -> Color.web("#ffb300");
            case LESSON -> Color.web("#00b8d4");
            case PLAYED -> Color.web("#8e99f3");
            case BETTER -> Color.web("#43d17a");
        };
    }

    /** The style class of {@code kind}'s marks, so tests and style sheets can find them: {@code board-mark-hint} etc. */
    public static String styleClass(BoardMark.Kind kind) {
        return "board-mark-" + kind.name().toLowerCase(java.util.Locale.ROOT);
    }

    private static void dash(javafx.scene.shape.Shape shape, BoardMark.Kind kind, double width) {
        switch (kind) {
            case LESSON -> shape.getStrokeDashArray().setAll(width * 2.2, width * 1.4);
            case PLAYED -> shape.getStrokeDashArray().setAll(width * 0.1, width * 1.6);
            default -> shape.getStrokeDashArray().clear();
        }
    }

    /**
     * An arrow of {@code kind} from ({@code x0}, {@code y0}) to ({@code x1}, {@code y1}) for
     * pieces of about {@code size} pixels: a ring round the start, the shaft, a head just short of
     * the end and a ring round the end. It never takes clicks.
     */
    public static Group arrow(BoardMark.Kind kind, double x0, double y0, double x1, double y1, double size) {
        Color colour = colour(kind);
        double width = Math.max(2.5, size * 0.11);
        double length = Math.max(1e-6, Math.hypot(x1 - x0, y1 - y0));
        double ux = (x1 - x0) / length;
        double uy = (y1 - y0) / length;
        double ring = size * 0.5;
        Group arrow = new Group();
        arrow.getChildren().add(ring(kind, x0, y0, ring, width * 0.7));
        if (length > ring * 1.5) {
            double head = Math.max(6, size * 0.32);
            double sx = x0 + ux * ring;
            double sy = y0 + uy * ring;
            double ex = x1 - ux * (ring + head * 0.6);
            double ey = y1 - uy * (ring + head * 0.6);
            Line shaft = new Line(sx, sy, ex, ey);
            shaft.setStroke(colour);
            shaft.setStrokeWidth(width);
            shaft.setStrokeLineCap(kind == BoardMark.Kind.PLAYED ? StrokeLineCap.ROUND : StrokeLineCap.BUTT);
            dash(shaft, kind, width);
            double tx = x1 - ux * ring;
            double ty = y1 - uy * ring;
            double bx = tx - ux * head;
            double by = ty - uy * head;
            Polygon tip = new Polygon(tx, ty, bx - uy * head * 0.6, by + ux * head * 0.6,
                    bx + uy * head * 0.6, by - ux * head * 0.6);
            tip.setFill(colour);
            arrow.getChildren().addAll(shaft, tip);
        }
        arrow.getChildren().add(ring(kind, x1, y1, ring, width));
        finish(arrow, kind, size);
        return arrow;
    }

    /** A ring of {@code kind} round ({@code x}, {@code y}): a destination alone, or a card's place. */
    public static Node ring(BoardMark.Kind kind, double x, double y, double radius, double width) {
        Circle circle = new Circle(x, y, radius);
        circle.setFill(Color.TRANSPARENT);
        circle.setStroke(colour(kind));
        circle.setStrokeWidth(width);
        dash(circle, kind, width);
        if (kind == BoardMark.Kind.BETTER) {
            Circle inner = new Circle(x, y, Math.max(1, radius - width * 1.6));
            inner.setFill(Color.TRANSPARENT);
            inner.setStroke(colour(kind));
            inner.setStrokeWidth(Math.max(1, width * 0.5));
            Group both = new Group(circle, inner);
            both.setMouseTransparent(true);
            return both;
        }
        circle.setMouseTransparent(true);
        return circle;
    }

    /** An outline of {@code kind} round a rectangle (a card to play, a square), {@code lift} pixels proud of it. */
    public static Node outline(BoardMark.Kind kind, double x, double y, double width, double height, double corner) {
        double line = Math.max(2.5, Math.min(width, height) * 0.06);
        Rectangle frame = new Rectangle(x - line, y - line, width + 2 * line, height + 2 * line);
        frame.setArcWidth(corner + 2 * line);
        frame.setArcHeight(corner + 2 * line);
        frame.setFill(Color.TRANSPARENT);
        frame.setStroke(colour(kind));
        frame.setStrokeWidth(line);
        dash(frame, kind, line);
        Group group = new Group(frame);
        finish(group, kind, Math.min(width, height));
        return group;
    }

    private static void finish(Group group, BoardMark.Kind kind, double size) {
        // a dark halo: the mark reads on light wood and on dark squares alike
        group.setEffect(new DropShadow(BlurType.GAUSSIAN, Color.rgb(0, 0, 0, 0.7), Math.max(3, size * 0.12), 0.35, 0, 0));
        group.getStyleClass().addAll("board-mark", styleClass(kind));
        group.setMouseTransparent(true);
    }
}
