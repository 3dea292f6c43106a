package dev.tabula.zola;

import dev.tabula.core.Move;

/**
 * The fixed facts of one board size, computed once: square names, each square's distance to the
 * centre, the eight rays from every square, and the interned moves. Squares are numbered
 * {@code y * n + x} with x the file (a = 0, from the first player's left) and y the rank
 * (rank 1 = 0, on the first player's side).
 */
final class ZolaGeometry {
    static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};
    static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};
    static final int MAX_SIZE = 10;

    private static final ZolaGeometry[] BY_SIZE = new ZolaGeometry[11];

    final int size;
    final int squares;
    /** 4 × the squared Euclidean distance from the square's centre to the board's centre (integer, exact). */
    final int[] distance;
    /** {@code rays[square][direction]}: the squares met walking from the square, nearest first. */
    final int[][][] rays;
    final String[] names;
    /**
     * The same facts as bit masks over two words (squares 0–63 in {@code lo}, 64–127 in {@code hi}),
     * so that move generation tests whole sets at once: the neighbours a step may go to
     * ({@code stepLo/stepHi[square]}: strictly farther from the centre), the squares a capture
     * may land on ({@code preyLo/preyHi[square]}: on a line through the square and not farther),
     * and the squares strictly between two squares of a line
     * ({@code betweenLo/betweenHi[from * squares + to]}), which must all be empty.
     */
    final long[] stepLo;
    final long[] stepHi;
    final long[] preyLo;
    final long[] preyHi;
    final long[] betweenLo;
    final long[] betweenHi;
    /**
     * For boards of at most 64 squares, which fit one word, whole-board shifts: a step in direction
     * {@code d} moves a set by {@code shift[d]} squares after keeping only {@code stepFrom[d]} (the
     * squares with a neighbour that way); {@code fartherTo[d]} holds the squares a step in that
     * direction reaches strictly farther from the centre, and {@code captureTo[d * size + k]} the
     * squares that a line of {@code k} squares in direction {@code d} reaches not farther from the
     * centre: where a capture from {@code k} squares away may land. {@code rayLo[square * 8 + d]}
     * is a ray as a set.
     */
    final int[] shift = new int[8];
    final long[] stepFrom = new long[8];
    final long[] fartherTo = new long[8];
    final long[] captureTo;
    final long[] rayLo;
    /** All squares of a one-word board. */
    final long boardLo;
    final boolean oneWord;
    /**
     * Every move of this board, interned: the step from/to at {@code from * squares + to}, the
     * capture at {@code squares² + from * squares + to} (the pass and the swap are constants of
     * {@link ZolaMove} and {@link ZolaGame}).
     */
    final Move[] moves;

    private ZolaGeometry(int size) {
        this.size = size;
        this.squares = size * size;
        this.distance = new int[squares];
        this.rays = new int[squares][8][];
        this.names = new String[squares];
        for (int sq = 0; sq < squares; sq++) {
            int x = sq % size;
            int y = sq / size;
            int dx = 2 * x - (size - 1);
            int dy = 2 * y - (size - 1);
            distance[sq] = dx * dx + dy * dy;
            names[sq] = (char) ('a' + x) + Integer.toString(y + 1);
            for (int dir = 0; dir < 8; dir++) {
                int length = 0;
                while (onBoard(x + DX[dir] * (length + 1), y + DY[dir] * (length + 1))) {
                    length++;
                }
                rays[sq][dir] = new int[length];
                for (int step = 1; step <= length; step++) {
                    rays[sq][dir][step - 1] = (y + DY[dir] * step) * size + x + DX[dir] * step;
                }
            }
        }
        this.stepLo = new long[squares];
        this.stepHi = new long[squares];
        this.preyLo = new long[squares];
        this.preyHi = new long[squares];
        this.betweenLo = new long[squares * squares];
        this.betweenHi = new long[squares * squares];
        for (int sq = 0; sq < squares; sq++) {
            for (int[] ray : rays[sq]) {
                if (ray.length > 0 && distance[ray[0]] > distance[sq]) {
                    stepLo[sq] |= lo(ray[0]);
                    stepHi[sq] |= hi(ray[0]);
                }
                long passedLo = 0;
                long passedHi = 0;
                for (int target : ray) {
                    if (distance[target] <= distance[sq]) {
                        preyLo[sq] |= lo(target);
                        preyHi[sq] |= hi(target);
                    }
                    betweenLo[sq * squares + target] = passedLo;
                    betweenHi[sq * squares + target] = passedHi;
                    passedLo |= lo(target);
                    passedHi |= hi(target);
                }
            }
        }
        this.oneWord = squares <= 64;
        this.boardLo = squares >= 64 ? -1L : (1L << squares) - 1;
        this.captureTo = new long[8 * size];
        this.rayLo = new long[squares * 8];
        for (int dir = 0; dir < 8; dir++) {
            shift[dir] = DY[dir] * size + DX[dir];
            for (int sq = 0; sq < squares; sq++) {
                int[] ray = rays[sq][dir];
                if (ray.length > 0) {
                    stepFrom[dir] |= lo(sq);
                    if (distance[ray[0]] > distance[sq]) {
                        fartherTo[dir] |= lo(ray[0]);
                    }
                }
                for (int k = 1; k <= ray.length; k++) {
                    rayLo[sq * 8 + dir] |= lo(ray[k - 1]);
                    if (distance[ray[k - 1]] <= distance[sq]) {
                        captureTo[dir * size + k] |= lo(ray[k - 1]);
                    }
                }
            }
        }
        this.moves = new Move[2 * squares * squares];
        for (int from = 0; from < squares; from++) {
            for (int to = 0; to < squares; to++) {
                moves[stepIndex(from, to)] = new ZolaMove(from, to, false, names[from] + "-" + names[to]);
                moves[captureIndex(from, to)] = new ZolaMove(from, to, true, names[from] + "x" + names[to]);
            }
        }
    }

    /**
     * The set moved one step in direction {@code dir} (one-word boards). A rotation rather than a
     * shift, so the direction's sign needs no branch: {@code stepFrom} has already dropped every
     * square whose step would leave the board, so nothing wraps round.
     */
    long step(long set, int dir) {
        return Long.rotateLeft(set & stepFrom[dir], shift[dir]);
    }

    /** The low word of a single square's bit. */
    static long lo(int square) {
        return square < 64 ? 1L << square : 0L;
    }

    /** The high word of a single square's bit. */
    static long hi(int square) {
        return square >= 64 ? 1L << (square - 64) : 0L;
    }

    static synchronized ZolaGeometry of(int size) {
        if (size < 2 || size > MAX_SIZE) {
            throw new IllegalArgumentException("no Zola board of size " + size);
        }
        if (BY_SIZE[size] == null) {
            BY_SIZE[size] = new ZolaGeometry(size);
        }
        return BY_SIZE[size];
    }

    private boolean onBoard(int x, int y) {
        return x >= 0 && y >= 0 && x < size && y < size;
    }

    int stepIndex(int from, int to) {
        return from * squares + to;
    }

    int captureIndex(int from, int to) {
        return squares * squares + from * squares + to;
    }

    /** The square named like {@code c3}, or -1. */
    int square(String name) {
        for (int sq = 0; sq < squares; sq++) {
            if (names[sq].equals(name)) {
                return sq;
            }
        }
        return -1;
    }
}
