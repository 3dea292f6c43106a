package dev.tabula.zola;

import dev.tabula.core.Move;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The legal moves of a Zola position on a board of up to 8x8 squares (one {@code long} a colour),
 * generated direction by direction for all pieces at once and spelled out only when needed.
 *
 * <p>In each of the eight directions, the <em>steps</em> are the mover's pieces shifted one square
 * onto empty squares farther from the centre, and the <em>captures</em> are the enemies met by a
 * front that starts on the mover's pieces and crosses empty squares, kept where a capture from
 * that many squares away does not move away from the centre ({@link ZolaGeometry#captureTo}).
 * An enemy's nearest occupied square behind it, looking back along the direction, is the one
 * piece that may capture it that way, so each capture appears once.
 *
 * <p>Why lazy: a random playout asks a position how many moves it has, draws one and applies it.
 * Counting is a population count of two sets a direction, kept per direction in one {@code long};
 * finding move {@code i} then walks only its direction. Spelling out fifty or ninety moves one
 * by one, each an unpredictable loop iteration and a store, used to be most of a playout's time.
 * The list is spelled out on the second {@link #get} (a search player going through the moves,
 * the app showing them), and later calls read that.
 *
 * <p>Order: direction by direction, a direction's steps then its captures, each by target square.
 */
final class ZolaMoveList extends AbstractList<Move> implements RandomAccess {
    /** The position; a playout makes one list a ply, so the list keeps nothing the state has. */
    private final ZolaState state;
    /** The number of moves in each direction, eight bits each, direction 0 lowest. */
    private final long perDirection;
    private final int size;
    /** Whether {@link #get} has been called before; a benign race, at worst a second walk. */
    private boolean askedBefore;
    /** Every move's index into the geometry's move table, in order, once spelled out; published whole. */
    private volatile int[] spelled;

    private ZolaMoveList(ZolaState state, long perDirection, int size) {
        this.state = state;
        this.perDirection = perDirection;
        this.size = size;
    }

    /** The moves of the side to move in {@code state}, or null if it has none. */
    static ZolaMoveList of(ZolaState state) {
        ZolaGeometry geometry = state.geometry();
        long me = state.moverLo();
        long enemy = state.opponentLo();
        long empty = ~(me | enemy) & geometry.boardLo;
        long perDirection = 0;
        int size = 0;
        for (int dir = 0; dir < 8; dir++) {
            // at most two moves a piece a direction, and at most 32 pieces a side: fits in 8 bits
            int count = Long.bitCount(steps(geometry, dir, me, empty)) + Long.bitCount(captures(geometry, dir, me, enemy, empty));
            perDirection |= (long) count << (8 * dir);
            size += count;
        }
        return size == 0 ? null : new ZolaMoveList(state, perDirection, size);
    }

    /** How many steps and captures {@code me} has against {@code enemy} (one-word boards). */
    static int count(ZolaGeometry geometry, long me, long enemy) {
        long empty = ~(me | enemy) & geometry.boardLo;
        int size = 0;
        for (int dir = 0; dir < 8; dir++) {
            size += Long.bitCount(steps(geometry, dir, me, empty)) + Long.bitCount(captures(geometry, dir, me, enemy, empty));
        }
        return size;
    }

    /** The empty squares farther from the centre that a piece of {@code me} steps to in direction {@code dir}. */
    private static long steps(ZolaGeometry g, int dir, long me, long empty) {
        return g.step(me, dir) & empty & g.fartherTo[dir];
    }

    /** The enemies that a piece of {@code me} captures in direction {@code dir}. */
    private static long captures(ZolaGeometry g, int dir, long me, long enemy, long empty) {
        long reachable = 0;
        long front = g.step(me, dir);
        // a fixed number of rounds, even once the front has died out: the processor predicts that
        // loop perfectly, while "until the front is empty" mispredicted once a direction
        for (int line = dir * g.size + 1, end = line + g.size - 1; line < end; line++) {
            reachable |= front & g.captureTo[line];
            front = g.step(front & empty, dir);
        }
        return reachable & enemy;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public Move get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        int[] indices = spelled;
        if (indices == null && askedBefore) {
            indices = spellOut();
            spelled = indices;
        }
        if (indices != null) {
            return state.geometry().moves[indices[index]];
        }
        askedBefore = true;
        return state.geometry().moves[find(index)];
    }

    /** The move table index of move {@code index}, walking only its direction. */
    private int find(int index) {
        ZolaGeometry geometry = state.geometry();
        long me = state.moverLo();
        long enemy = state.opponentLo();
        // the direction holding move `index`: the number of directions whose moves all come
        // before it, counted without a data-dependent branch (a search loop's exit mispredicts)
        int dir = 0;
        int before = 0;
        int running = 0;
        for (int d = 0; d < 8; d++) {
            int count = (int) (perDirection >>> (8 * d)) & 0xFF;
            running += count;
            int past = index >= running ? 1 : 0;
            dir += past;
            before += past * count;
        }
        index -= before;
        long empty = ~(me | enemy) & geometry.boardLo;
        long steps = steps(geometry, dir, me, empty);
        int stepCount = Long.bitCount(steps);
        if (index < stepCount) {
            return stepIndex(geometry, dir, nthSquare(steps, index));
        }
        return captureIndex(geometry, dir, nthSquare(captures(geometry, dir, me, enemy, empty), index - stepCount), me | enemy);
    }

    private int[] spellOut() {
        ZolaGeometry geometry = state.geometry();
        long me = state.moverLo();
        long enemy = state.opponentLo();
        int[] indices = new int[size];
        long empty = ~(me | enemy) & geometry.boardLo;
        int n = 0;
        for (int dir = 0; dir < 8; dir++) {
            for (long bits = steps(geometry, dir, me, empty); bits != 0; bits &= bits - 1) {
                indices[n++] = stepIndex(geometry, dir, Long.numberOfTrailingZeros(bits));
            }
            for (long bits = captures(geometry, dir, me, enemy, empty); bits != 0; bits &= bits - 1) {
                indices[n++] = captureIndex(geometry, dir, Long.numberOfTrailingZeros(bits), me | enemy);
            }
        }
        return indices;
    }

    private static int stepIndex(ZolaGeometry geometry, int dir, int to) {
        return geometry.stepIndex(to - geometry.shift[dir], to);
    }

    /** The capture onto {@code to} in direction {@code dir}: its capturer is the nearest piece behind it. */
    private static int captureIndex(ZolaGeometry geometry, int dir, int to, long occupied) {
        int back = dir ^ 4; // the opposite direction (the geometry pairs d with d + 4)
        long behind = geometry.rayLo[to * 8 + back] & occupied;
        int from = geometry.shift[back] > 0 ? Long.numberOfTrailingZeros(behind) : 63 - Long.numberOfLeadingZeros(behind);
        return geometry.captureIndex(from, to);
    }

    /** The square of the {@code n}th set bit of {@code set}, counting from 0 at the lowest. */
    private static int nthSquare(long set, int n) {
        for (; n > 0; n--) {
            set &= set - 1;
        }
        return Long.numberOfTrailingZeros(set);
    }
    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < size; i++) {
            if (get(i).equals(o)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public boolean contains(Object o) {
        return indexOf(o) >= 0;
    }
}
