package dev.tabula.app.review;

import dev.tabula.ai.review.Mark;
import dev.tabula.ai.review.MoveReview;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;
import javafx.scene.Node;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polyline;
import javafx.scene.shape.Rectangle;

/**
 * The graph of a review: each seat's chance of winning after each judged move, one line a seat in
 * its colour as the game shows it ({@link SeatColours}) over a rim in the theme's muted colour (so
 * a white seat shows on the light theme and a black one on the dark), the even line across the
 * middle, and a ring in the mark's colour around each inaccuracy, mistake and blunder. Its frame
 * and rims come from the theme (review.css). A click picks the nearest move; the picked one has a
 * cursor line. With two seats a point is the mean of the move's value and the one before it: a
 * search to a fixed depth flatters the side to move by turns (the horizon falls on one side's
 * move, then the other's), and drawn raw that swing is a zigzag that says nothing about the match.
 */
final class ValueGraph extends Pane {
    private static final double MARGIN = 12;
    private final List<Color> colours;
    private List<MoveReview> moves = List.of();
    private int plies = 1;
    private int selected = -1;

    ValueGraph(List<Color> colours, IntConsumer picked) {
        this.colours = List.copyOf(colours);
        setId("review-graph");
        getStyleClass().add("review-graph");
        setMinSize(200, 120);
        setPrefSize(560, 200);
        widthProperty().addListener((obs, old, width) -> draw());
        heightProperty().addListener((obs, old, height) -> draw());
        setOnMouseClicked(event -> {
            int nearest = nearest(event.getX());
            if (nearest >= 0) {
                picked.accept(nearest);
            }
        });
    }

    /** Shows {@code judged} of a match of {@code totalPlies} moves. */
    void show(List<MoveReview> judged, int totalPlies) {
        this.moves = List.copyOf(judged);
        this.plies = Math.max(1, totalPlies);
        draw();
    }

    void select(int index) {
        selected = index;
        draw();
    }

    /** The x of judged move {@code index} in the graph, for a test's click. */
    double xOf(int index) {
        return x(moves.get(index).ply());
    }

    /** The line drawn for {@code seat}, or null before there is one (for tests: its colour). */
    Polyline lineOf(int seat) {
        return (Polyline) lookup("#review-graph-seat-" + seat);
    }

    private int nearest(double x) {
        int best = -1;
        double distance = Double.MAX_VALUE;
        for (int i = 0; i < moves.size(); i++) {
            double d = Math.abs(x(moves.get(i).ply()) - x);
            if (d < distance) {
                distance = d;
                best = i;
            }
        }
        return best;
    }

    private double x(int ply) {
        return MARGIN + (getWidth() - 2 * MARGIN) * ply / plies;
    }

    private double y(double chance) {
        return MARGIN + (getHeight() - 2 * MARGIN) * (1 - chance);
    }

    /** Seat {@code seat}'s chance after {@code move}, or NaN where the review does not know it (another seat's, with more than two). */
    private double chance(int index, int seat) {
        double now = raw(moves.get(index), seat);
        if (colours.size() != 2 || index == 0) {
            return now;
        }
        return (now + raw(moves.get(index - 1), seat)) / 2;
    }

    private double raw(MoveReview move, int seat) {
        if (move.seat() == seat) {
            return move.playedValue();
        }
        return colours.size() == 2 ? 1 - move.playedValue() : Double.NaN;
    }

    private void draw() {
        List<Node> nodes = new ArrayList<>();
        Rectangle frame = new Rectangle(MARGIN, MARGIN, Math.max(0, getWidth() - 2 * MARGIN),
                Math.max(0, getHeight() - 2 * MARGIN));
        frame.getStyleClass().add("review-graph-frame");
        frame.setMouseTransparent(true);
        nodes.add(frame);
        nodes.add(styled(new Line(MARGIN, y(0.5), getWidth() - MARGIN, y(0.5)), "review-graph-even"));
        List<Node> points = new ArrayList<>();
        for (int seat = 0; seat < colours.size(); seat++) {
            Polyline rim = new Polyline();
            Polyline line = new Polyline();
            for (int index = 0; index < moves.size(); index++) {
                double chance = chance(index, seat);
                if (Double.isNaN(chance)) {
                    continue;
                }
                double px = x(moves.get(index).ply());
                double py = y(chance);
                rim.getPoints().addAll(px, py);
                line.getPoints().addAll(px, py);
                points.add(point(px, py, colours.get(seat), moves.get(index).seat() == seat ? moves.get(index).mark() : null));
            }
            nodes.add(styled(rim, "review-graph-rim"));
            line.setId("review-graph-seat-" + seat);
            line.setStroke(colours.get(seat));
            nodes.add(styled(line, "review-graph-line"));
        }
        nodes.addAll(points);
        if (selected >= 0 && selected < moves.size()) {
            double px = x(moves.get(selected).ply());
            nodes.add(styled(new Line(px, MARGIN, px, getHeight() - MARGIN), "review-graph-cursor"));
        }
        nodes.forEach(node -> node.setMouseTransparent(true));
        getChildren().setAll(nodes);
    }

    /** A move's point; the mover's point of a move marked inaccuracy or worse ringed in the mark's colour. */
    private static Node point(double x, double y, Color colour, Mark mark) {
        Circle dot = new Circle(x, y, 3, colour);
        dot.getStyleClass().add("review-graph-point");
        if (mark == null || mark.compareTo(Mark.INACCURACY) < 0) {
            return dot;
        }
        Circle ring = new Circle(x, y, mark == Mark.BLUNDER ? 8 : 6.5, Color.TRANSPARENT);
        ring.getStyleClass().addAll("review-graph-mark", "review-graph-" + mark.name().toLowerCase(Locale.ROOT));
        return new javafx.scene.Group(ring, dot);
    }

    private static <T extends javafx.scene.shape.Shape> T styled(T shape, String styleClass) {
        shape.getStyleClass().add(styleClass);
        return shape;
    }
}
