package dev.tabula.zola.view;

import dev.tabula.app.spi.TableLook;
import dev.tabula.zola.ZolaState;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.paint.Color;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Line;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * The vector shapes of a Zola board, shared by the interactive view and the picker's preview.
 * Colours come from {@code zola.css} through style classes. Red and blue pieces differ by more
 * than hue: a blue piece carries a white ring, a red piece is a plain disc.
 */
final class ZolaPainter {
    static final String STYLESHEET = ZolaPainter.class.getResource("zola.css").toExternalForm();

    private ZolaPainter() {
    }

    /** The dark squares' wood: a warm mid-brown between the maple and the frame's walnut. */
    static final Color DARK_WOOD = Color.web("#b07d4b");
    static final Color RED = Color.web("#c62828");
    static final Color BLUE = Color.web("#1e4fa8");

    static Rectangle square(BoardLayout layout, int square) {
        Rectangle rect = new Rectangle(layout.x(square), layout.y(square), layout.cell(), layout.cell());
        boolean dark = (layout.file(square) + layout.rank(square)) % 2 == 0; // a1 is dark, as on a chessboard
        rect.getStyleClass().addAll("zola-square", dark ? "zola-square-dark" : "zola-square-light");
        rect.setFill(TableLook.wood(dark ? DARK_WOOD : TableLook.MAPLE));
        return rect;
    }

    /** The wooden frame round the squares, wide enough for the coordinates, with its shadow on the table. */
    static Node frame(BoardLayout layout, double margin) {
        double edge = layout.cell() * margin;
        Group frame = TableLook.board(layout.left() - edge, layout.top() - edge, layout.width() + 2 * edge,
                layout.width() + 2 * edge, TableLook.WALNUT, edge * 0.6);
        frame.getStyleClass().add("zola-frame");
        return frame;
    }

    /** The edge where the squares meet the frame, drawn over the squares. */
    static Node fieldEdge(BoardLayout layout) {
        Rectangle field = new Rectangle(layout.left(), layout.top(), layout.width(), layout.width());
        field.setFill(Color.TRANSPARENT);
        field.setStroke(TableLook.INK);
        field.setStrokeWidth(Math.max(1, layout.cell() * 0.03));
        field.setMouseTransparent(true);
        return field;
    }

    /** A piece centred on {@code square}: a disc, and for blue the ring that marks it. */
    static Group piece(BoardLayout layout, int square, byte colour) {
        double cell = layout.cell();
        Group piece = TableLook.disc(cell * 0.38, colour == ZolaState.RED ? RED : BLUE);
        Node disc = piece.getChildren().get(0);
        if (colour == ZolaState.RED) {
            disc.getStyleClass().addAll("zola-piece", "zola-piece-red");
        } else {
            disc.getStyleClass().addAll("zola-piece", "zola-piece-blue");
            Circle ring = new Circle(0, 0, cell * 0.2);
            ring.setStrokeWidth(Math.max(1.5, cell * 0.06));
            ring.getStyleClass().add("zola-blue-ring");
            piece.getChildren().add(ring);
        }
        piece.setLayoutX(layout.centreX(square));
        piece.setLayoutY(layout.centreY(square));
        piece.setMouseTransparent(true);
        return piece;
    }

    /** The centre point of the board, which every move is measured against: a small diamond. */
    static Node centreMark(BoardLayout layout) {
        double cx = layout.left() + layout.width() / 2;
        double cy = layout.top() + layout.width() / 2;
        double r = Math.max(3, layout.cell() * 0.13);
        Polygon diamond = new Polygon(cx, cy - r, cx + r, cy, cx, cy + r, cx - r, cy);
        diamond.setStrokeWidth(Math.max(1, layout.cell() * 0.025));
        diamond.getStyleClass().add("zola-centre");
        diamond.setMouseTransparent(true);
        return diamond;
    }

    /** File letters under the board and rank numbers left of it. */
    static List<Node> coordinates(BoardLayout layout, ZolaState state) {
        List<Node> labels = new ArrayList<>();
        Font font = Font.font(Math.max(9, layout.cell() * 0.28));
        int size = layout.size();
        for (int i = 0; i < size; i++) {
            String name = state.squareName(i); // file letter + rank 1
            Text file = text(name.substring(0, 1), font);
            file.setX(layout.centreX(i) - file.getLayoutBounds().getWidth() / 2);
            file.setY(layout.top() + layout.width() + layout.cell() * 0.4);
            labels.add(file);
            Text rank = text(Integer.toString(i + 1), font);
            rank.setX(layout.left() - layout.cell() * 0.2 - rank.getLayoutBounds().getWidth());
            rank.setY(layout.centreY(i * size) + rank.getLayoutBounds().getHeight() / 3);
            labels.add(rank);
        }
        return labels;
    }

    private static Text text(String content, Font font) {
        Text text = new Text(content);
        text.setFont(font);
        text.setTextAlignment(TextAlignment.CENTER);
        text.getStyleClass().add("zola-coordinate");
        text.setMouseTransparent(true);
        return text;
    }

    /** A step's destination: a ring, over a light halo so that it reads on dark squares too. */
    static Node stepMark(BoardLayout layout, int square) {
        double radius = layout.cell() * 0.2;
        Circle halo = new Circle(layout.centreX(square), layout.centreY(square), radius);
        halo.setStrokeWidth(Math.max(3, layout.cell() * 0.12));
        halo.getStyleClass().add("zola-step-halo");
        Circle ring = new Circle(layout.centreX(square), layout.centreY(square), radius);
        ring.setStrokeWidth(Math.max(2, layout.cell() * 0.07));
        ring.getStyleClass().add("zola-step-mark");
        Group mark = new Group(halo, ring);
        mark.setMouseTransparent(true);
        return mark;
    }

    /** A capture's target: a gun-sight crosshair over the enemy piece, dark over a light halo. */
    static Node captureMark(BoardLayout layout, int square) {
        double cx = layout.centreX(square);
        double cy = layout.centreY(square);
        double outer = layout.cell() * 0.48;
        double inner = layout.cell() * 0.14;
        Group mark = new Group();
        for (String style : new String[] {"zola-capture-halo", "zola-capture-mark"}) {
            double width = layout.cell() * (style.equals("zola-capture-halo") ? 0.13 : 0.06);
            double[][] arms = {{cx - outer, cy, cx - inner, cy}, {cx + inner, cy, cx + outer, cy},
                {cx, cy - outer, cx, cy - inner}, {cx, cy + inner, cx, cy + outer}};
            for (double[] arm : arms) {
                Line line = new Line(arm[0], arm[1], arm[2], arm[3]);
                line.setStrokeWidth(Math.max(1.5, width));
                line.setStrokeLineCap(StrokeLineCap.ROUND);
                line.getStyleClass().add(style);
                mark.getChildren().add(line);
            }
            Circle circle = new Circle(cx, cy, layout.cell() * 0.3);
            circle.setStrokeWidth(Math.max(1.5, width));
            circle.getStyleClass().add(style);
            mark.getChildren().add(circle);
        }
        mark.getStyleClass().add("zola-capture-target");
        mark.setMouseTransparent(true);
        return mark;
    }

    /** An outline just inside a square, styled by {@code styleClass} (selection, keyboard cursor). */
    static Rectangle outline(BoardLayout layout, int square, String styleClass, double widthInCells) {
        double width = Math.max(2, layout.cell() * widthInCells);
        Rectangle rect = new Rectangle(layout.x(square) + width / 2, layout.y(square) + width / 2,
                layout.cell() - width, layout.cell() - width);
        rect.setStrokeWidth(width);
        rect.getStyleClass().add(styleClass);
        rect.setMouseTransparent(true);
        return rect;
    }

    /** The squares of the last move, tinted; the square it left also gets a small hollow dot. */
    static List<Node> lastMove(BoardLayout layout, int from, int to) {
        List<Node> marks = new ArrayList<>();
        for (int square : new int[] {from, to}) {
            Rectangle tint = new Rectangle(layout.x(square), layout.y(square), layout.cell(), layout.cell());
            tint.getStyleClass().add("zola-last-move");
            tint.setMouseTransparent(true);
            marks.add(tint);
        }
        Circle left = new Circle(layout.centreX(from), layout.centreY(from), layout.cell() * 0.1);
        left.setStrokeWidth(Math.max(1.5, layout.cell() * 0.04));
        left.getStyleClass().add("zola-last-from");
        left.setMouseTransparent(true);
        marks.add(left);
        return marks;
    }

    /** The whole position without interaction: squares, centre, pieces (the picker's preview). */
    static void drawPosition(List<Node> into, BoardLayout layout, ZolaState state) {
        int squares = layout.size() * layout.size();
        into.add(frame(layout, 0.35));
        for (int sq = 0; sq < squares; sq++) {
            into.add(square(layout, sq));
        }
        into.add(fieldEdge(layout));
        for (int sq = 0; sq < squares; sq++) {
            byte colour = state.colourAt(sq);
            if (colour != ZolaState.EMPTY) {
                into.add(piece(layout, sq, colour));
            }
        }
        into.add(centreMark(layout));
    }
}
