package dev.tabula.zodiac;

import java.util.ArrayList;
import java.util.List;

/**
 * The geometry of the hexagram (rulings section 3): 12 points named by clock hour, 6 lines of 4
 * points, the inner ring. Point {@code p} sits at hour {@code p} (0 = 12 o'clock): even points are
 * the outer apexes O12, O2, … O10, odd points the inner points I1, I3, … I11.
 *
 * <p>Everything is precomputed into small arrays, because move generation runs millions of
 * times in playouts and in the solver.
 */
public final class Star {
    public static final int POINTS = 12;

    /** The 6 lines, apex to apex: hour h, h+1, h+3, h+4 for h = 0, 4, 8 (up) and 2, 6, 10 (down). */
    public static final int[][] LINES = new int[6][];

    /** For each point, the rays starting next to it: the points after it along a line, in order. */
    static final int[][][] RAYS = new int[POINTS][][];

    /** The points strictly between two points of a common line (a jumped run), or null. */
    private static final int[][][] BETWEEN = new int[POINTS][POINTS][];

    /** The two inner neighbours of an inner point along the ring (empty for apexes). */
    static final int[][] RING_NEIGHBOURS = new int[POINTS][];

    /** The inner points I1, I3, I5, I7, I9, I11. */
    public static final int[] INNER = {1, 3, 5, 7, 9, 11};

    /** The outer apexes O12, O2, O4, O6, O8, O10. */
    public static final int[] OUTER = {0, 2, 4, 6, 8, 10};

    private static final String[] NAMES = new String[POINTS];

    static {
        int[] starts = {0, 4, 8, 2, 6, 10};
        for (int i = 0; i < 6; i++) {
            int h = starts[i];
            LINES[i] = new int[] {h, (h + 1) % 12, (h + 3) % 12, (h + 4) % 12};
        }
        for (int p = 0; p < POINTS; p++) {
            NAMES[p] = (isInner(p) ? "I" : "O") + (p == 0 ? 12 : p);
            List<int[]> rays = new ArrayList<>();
            for (int[] line : LINES) {
                int at = indexOf(line, p);
                if (at < 0) {
                    continue;
                }
                if (at < 3) {
                    rays.add(java.util.Arrays.copyOfRange(line, at + 1, 4));
                }
                if (at > 0) {
                    int[] back = new int[at];
                    for (int k = 0; k < at; k++) {
                        back[k] = line[at - 1 - k];
                    }
                    rays.add(back);
                }
            }
            RAYS[p] = rays.toArray(new int[0][]);
            for (int[] ray : RAYS[p]) {
                for (int k = 0; k < ray.length; k++) {
                    BETWEEN[p][ray[k]] = java.util.Arrays.copyOf(ray, k);
                }
            }
            RING_NEIGHBOURS[p] = isInner(p) ? new int[] {(p + 10) % 12, (p + 2) % 12} : new int[0];
        }
    }

    private Star() {
    }

    private static int indexOf(int[] line, int p) {
        for (int k = 0; k < line.length; k++) {
            if (line[k] == p) {
                return k;
            }
        }
        return -1;
    }

    public static boolean isInner(int point) {
        return (point & 1) == 1;
    }

    /** O12, I1, O2, … as in the rulings' notation. */
    public static String name(int point) {
        return NAMES[point];
    }

    /** The point named {@code name} (case-insensitive), or -1. */
    public static int parse(String name) {
        for (int p = 0; p < POINTS; p++) {
            if (NAMES[p].equalsIgnoreCase(name.strip())) {
                return p;
            }
        }
        return -1;
    }

    /** The points a jump from {@code from} to {@code to} passes over, or null if they share no line. */
    public static int[] between(int from, int to) {
        return BETWEEN[from][to];
    }

    /** Whether two points are neighbours along the inner ring. */
    public static boolean ringAdjacent(int a, int b) {
        return isInner(a) && isInner(b) && (Math.abs(a - b) == 2 || Math.abs(a - b) == 10);
    }

    /** Where the point is drawn: apexes on the unit circle, inner points at radius 1/√3; y points up. */
    public static double x(int point) {
        return radius(point) * Math.sin(Math.toRadians(30 * point));
    }

    public static double y(int point) {
        return radius(point) * Math.cos(Math.toRadians(30 * point));
    }

    private static double radius(int point) {
        return isInner(point) ? 1 / Math.sqrt(3) : 1;
    }
}
