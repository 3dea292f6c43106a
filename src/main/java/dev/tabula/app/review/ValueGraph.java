package dev.tabula.app.review;

import dev.tabula.ai.review.MoveReview;
import java.util.List;
import java.util.function.IntConsumer;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;

/**
 * The graph of a review: each seat's chance of winning after each judged move, one line a seat in
 * its colour ({@link SeatColours}), the even line across the middle. A click picks the nearest
 * move; the picked one is ringed. With two seats a point is the mean of the move's value and the
 * one before it: a search to a fixed depth flatters the side to move by turns (the horizon falls
 * on one side's move, then the other's), and drawn raw that swing is a zigzag that says nothing
 * about the match.
 */
final class ValueGraph extends Pane {
    private static final double MARGIN = 12;
    private final Canvas canvas = new Canvas();
    private final int seats;
    private List<MoveReview> moves = List.of();
    private int plies = 1;
    private int selected = -1;

    ValueGraph(int seats, IntConsumer picked) {
        this.seats = seats;
        setId("review-graph");
        getStyleClass().add("review-graph");
        getChildren().add(canvas);
        setMinSize(200, 120);
        setPrefSize(560, 200);
        widthProperty().addListener((obs, old, width) -> draw());
        heightProperty().addListener((obs, old, height) -> draw());
        canvas.setOnMouseClicked(event -> {
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

    /** The x of judged move {@code index} on the canvas, for a test's click. */
    double xOf(int index) {
        return x(moves.get(index).ply());
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
        if (seats != 2 || index == 0) {
            return now;
        }
        return (now + raw(moves.get(index - 1), seat)) / 2;
    }

    private double raw(MoveReview move, int seat) {
        if (move.seat() == seat) {
            return move.playedValue();
        }
        return seats == 2 ? 1 - move.playedValue() : Double.NaN;
    }

    private void draw() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
        GraphicsContext g = canvas.getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        g.setFill(Color.rgb(250, 248, 242));
        g.fillRect(0, 0, getWidth(), getHeight());
        g.setStroke(Color.rgb(170, 170, 170));
        g.setLineWidth(1);
        g.strokeLine(MARGIN, y(0.5), getWidth() - MARGIN, y(0.5));
        g.strokeRect(MARGIN, MARGIN, getWidth() - 2 * MARGIN, getHeight() - 2 * MARGIN);
        for (int seat = 0; seat < seats; seat++) {
            g.setStroke(SeatColours.of(seat));
            g.setFill(SeatColours.of(seat));
            g.setLineWidth(2.5);
            double lastX = Double.NaN;
            double lastY = Double.NaN;
            for (int index = 0; index < moves.size(); index++) {
                MoveReview move = moves.get(index);
                double chance = chance(index, seat);
                if (Double.isNaN(chance)) {
                    continue;
                }
                double px = x(move.ply());
                double py = y(chance);
                if (!Double.isNaN(lastX)) {
                    g.strokeLine(lastX, lastY, px, py);
                }
                g.fillOval(px - 2.5, py - 2.5, 5, 5);
                lastX = px;
                lastY = py;
            }
        }
        if (selected >= 0 && selected < moves.size()) {
            MoveReview move = moves.get(selected);
            g.setStroke(Color.rgb(40, 40, 40));
            g.setLineWidth(1.5);
            g.strokeLine(x(move.ply()), MARGIN, x(move.ply()), getHeight() - MARGIN);
            double py = y(chance(selected, move.seat()));
            g.strokeOval(x(move.ply()) - 6, py - 6, 12, 12);
        }
    }
}
