package dev.tabula.app.spi;

import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.BlurType;
import javafx.scene.effect.DropShadow;
import javafx.scene.effect.Effect;
import javafx.scene.effect.InnerShadow;
import javafx.scene.paint.Color;
import javafx.scene.paint.CycleMethod;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.RadialGradient;
import javafx.scene.paint.Stop;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Ellipse;
import javafx.scene.shape.Rectangle;

/**
 * The one material language of every board: wooden boards with grain, stone discs with a light
 * from the upper left and a soft shadow below, a felt cloth, ivory dice and cards. The games
 * paint with these, so that the four tables look like one set whatever the theme; every paint is
 * proportional to its shape, so it fills a board of any size.
 *
 * <p>The light comes from the upper left everywhere: highlights sit there and shadows fall to the
 * lower right. Dark pieces carry a thin light rim so that they stand out on a dark table too.
 */
public final class TableLook {
    /** The light wood of a board's field (maple). */
    public static final Color MAPLE = Color.web("#e3c590");
    /** The dark wood of a board's frame and dark squares (walnut). */
    public static final Color WALNUT = Color.web("#6b4226");
    /** A very dark wood (ebony), for the black squares of a track. */
    public static final Color EBONY = Color.web("#2e211a");
    /** The cloth of a card table. */
    public static final Color FELT = Color.web("#1f6b45");
    /** Dice, card faces and light squares. */
    public static final Color IVORY = Color.web("#f7f0dd");
    /** Lines burnt or inlaid into wood. */
    public static final Color INK = Color.web("#3b2414");

    /** How the grain of each wood repeats: the shade of each stripe, as a fraction of the base. */
    private static final double[] GRAIN = {0, 0.06, -0.04, 0.09, 0.02, -0.07, 0.05, -0.02, 0.08, -0.05, 0.03, 0};

    private TableLook() {
    }

    /**
     * Wood of {@code base} with a grain running nearly along its width: stripes of slightly
     * lighter and darker shade, a little slanted, over a sheen that is lighter at the top.
     */
    public static Paint wood(Color base) {
        Stop[] stops = new Stop[GRAIN.length];
        for (int i = 0; i < GRAIN.length; i++) {
            stops[i] = new Stop((double) i / (GRAIN.length - 1), shade(base, GRAIN[i]));
        }
        return new LinearGradient(0, 0, 0.12, 1, true, CycleMethod.REFLECT, stops);
    }

    /** {@code base} made lighter (positive {@code by}) or darker (negative), by a fraction of its brightness. */
    public static Color shade(Color base, double by) {
        return base.deriveColor(0, 1, 1 + by, 1);
    }

    /** A glossy sheen over wood or cloth: light at the upper left, nothing at the lower right. */
    public static Paint sheen() {
        return new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.rgb(255, 255, 255, 0.16)), new Stop(0.45, Color.rgb(255, 255, 255, 0)),
                new Stop(1, Color.rgb(0, 0, 0, 0.14)));
    }

    /** The cloth of a card table: lit in the middle, darker toward the edges. */
    public static Paint felt() {
        return new RadialGradient(0, 0, 0.5, 0.45, 0.75, true, CycleMethod.NO_CYCLE,
                new Stop(0, shade(FELT, 0.22)), new Stop(0.6, FELT), new Stop(1, shade(FELT, -0.45)));
    }

    /** A stone or ceramic disc's body: lit at the upper left, in shade at the lower right. */
    public static Paint stone(Color base) {
        boolean dark = base.getBrightness() < 0.35;
        Color lit = dark ? base.interpolate(Color.web("#8a8a8a"), 0.55) : base.interpolate(Color.WHITE, 0.55);
        return new RadialGradient(0, 0, 0.36, 0.32, 0.75, true, CycleMethod.NO_CYCLE,
                new Stop(0, lit), new Stop(0.45, base), new Stop(1, shade(base, dark ? -0.5 : -0.3)));
    }

    /** The rim of a disc of {@code base}: a light rim on a dark disc (it stands out on a dark table), a dark one on a light disc. */
    public static Color rim(Color base) {
        return base.getBrightness() < 0.35 ? Color.web("#b8b8b8") : shade(base, -0.55);
    }

    /** Ivory (a die, a card face): warm white, a little shaded toward the lower right. */
    public static Paint ivory() {
        return new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#fffbf0")), new Stop(0.6, IVORY), new Stop(1, Color.web("#dccfae")));
    }

    /** An ebony die or piece: near black, lit at the upper left. */
    public static Paint ebony() {
        return new LinearGradient(0, 0, 1, 1, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.web("#4a4a4a")), new Stop(0.5, Color.web("#1c1c1c")), new Stop(1, Color.web("#0b0b0b")));
    }

    /** The soft shadow a piece of about {@code size} pixels casts on the board below it. */
    public static Effect shadow(double size) {
        DropShadow shadow = new DropShadow(BlurType.GAUSSIAN, Color.rgb(0, 0, 0, 0.45),
                Math.max(2, size * 0.22), 0.12, size * 0.05, size * 0.09);
        return shadow;
    }

    /** The deeper shadow a whole board casts on the table. */
    public static Effect boardShadow(double size) {
        return new DropShadow(BlurType.GAUSSIAN, Color.rgb(0, 0, 0, 0.5), Math.max(4, size * 0.03), 0.1, 0,
                Math.max(2, size * 0.012));
    }

    /** The look of a square cut into a board: a thin shadow along its upper and left edges. */
    public static Effect inset(double size) {
        return new InnerShadow(BlurType.GAUSSIAN, Color.rgb(0, 0, 0, 0.45), Math.max(1.5, size * 0.08), 0,
                size * 0.02, size * 0.03);
    }

    /**
     * A wooden board of {@code width} × {@code height} at ({@code x}, {@code y}) in {@code base}
     * wood, with rounded corners, its grain, a sheen and its shadow on the table.
     */
    public static Group board(double x, double y, double width, double height, Color base, double corner) {
        Rectangle body = new Rectangle(x, y, width, height);
        body.setArcWidth(corner);
        body.setArcHeight(corner);
        body.setFill(wood(base));
        body.setStroke(shade(base, -0.45));
        body.setStrokeWidth(Math.max(1, Math.min(width, height) * 0.004));
        body.setEffect(boardShadow(Math.min(width, height)));
        Rectangle gloss = new Rectangle(x, y, width, height);
        gloss.setArcWidth(corner);
        gloss.setArcHeight(corner);
        gloss.setFill(sheen());
        Group board = new Group(body, gloss);
        board.setMouseTransparent(true);
        return board;
    }

    /**
     * A round piece of {@code base} of radius {@code r} centred on the origin: its shadow, its
     * lit body, its rim and a small highlight. The group's first child is the body.
     */
    public static Group disc(double r, Color base) {
        Circle body = new Circle(0, 0, r);
        body.setFill(stone(base));
        body.setStroke(rim(base));
        body.setStrokeWidth(Math.max(1, r * 0.07));
        body.setEffect(shadow(2 * r));
        Ellipse highlight = new Ellipse(-r * 0.32, -r * 0.38, r * 0.3, r * 0.18);
        highlight.setRotate(-35);
        highlight.setFill(new RadialGradient(0, 0, 0.5, 0.5, 0.5, true, CycleMethod.NO_CYCLE,
                new Stop(0, Color.rgb(255, 255, 255, base.getBrightness() < 0.35 ? 0.35 : 0.6)),
                new Stop(1, Color.rgb(255, 255, 255, 0))));
        highlight.setMouseTransparent(true);
        Group disc = new Group(body, highlight);
        disc.setMouseTransparent(true);
        return disc;
    }

    /** A die's pip: a small hollow in the face, dark with a lighter lower edge. */
    public static Node pip(double x, double y, double r, Color ink) {
        Circle pip = new Circle(x, y, r);
        pip.setFill(new RadialGradient(0, 0, 0.6, 0.65, 0.6, true, CycleMethod.NO_CYCLE,
                new Stop(0, ink.interpolate(Color.GRAY, 0.3)), new Stop(1, ink)));
        pip.setEffect(new InnerShadow(BlurType.GAUSSIAN, Color.rgb(0, 0, 0, 0.6), Math.max(1, r * 0.6), 0, r * 0.15, r * 0.25));
        return pip;
    }
}
