package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.Move;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The pawn moves of a decision state as two masks of starting squares, one a die, in the
 * generator's order: track order from the mover's home, the smaller die first on each square.
 *
 * <p>A random playout reads one move a position and no list at all: the state keeps the two masks
 * packed in a {@code long} ({@link #masks}) and picks its move from them ({@link #nth}). The list
 * is made when the moves are asked for as a list (the search, the view), and it stores no moves
 * either: the first move read is found by walking the masks, and the moves are spelled out
 * (interned, see {@link PawnMove}) only when a second one is read. Legal moves are cached in
 * states, so the list cannot be changed; its one mutable field is that cache of spelled moves.
 * A state and its re-seeded copy (a view's, another thread's) share the list, so the cache is
 * published through a final field: a thread that sees it sees every move in it.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {
    /** Set in the packed masks of every decision state, so that "no pawn move" (a pass) differs from "no decision". */
    private static final long DECISION = 1L << 31;
    /** The track's squares and homes, below the flag. */
    private static final int SQUARES = (int) (DECISION - 1);

    private final int side;
    private final int dieA;
    private final int dieB;
    private final int fromsA;
    private final int fromsB;
    private final int size;
    private boolean readOnce;
    private Spelled spelled;

    private record Spelled(Move[] moves) {
    }

    /** The moves of {@code side} by {@code dieA} and {@code dieB} from the squares in the packed {@code masks}. */
    MoveList(int side, int dieA, int dieB, long masks) {
        this.side = side;
        this.dieA = dieA;
        this.dieB = dieB;
        this.fromsA = fromsA(masks);
        this.fromsB = fromsB(masks);
        this.size = size(masks);
    }

    /** A decision state's moves by the first die from {@code fromsA}, by the second from {@code fromsB}, packed. */
    static long masks(int fromsA, int fromsB) {
        return DECISION | (long) fromsB << 32 | fromsA;
    }

    /** Whether the packed masks are a decision state's (else a roll is due or the game is over: no moves). */
    static boolean isDecision(long masks) {
        return (masks & DECISION) != 0;
    }

    /** How many pawn moves the packed masks hold; none at a decision state means its one move is a pass. */
    static int size(long masks) {
        return Integer.bitCount(fromsA(masks)) + Integer.bitCount(fromsB(masks));
    }

    private static int fromsA(long masks) {
        return (int) masks & SQUARES;
    }

    private static int fromsB(long masks) {
        return (int) (masks >>> 32);
    }

    /** Whether {@code move} is among the packed masks' moves by {@code dieA} and {@code dieB}: the playouts ask it every ply. */
    static boolean has(long masks, int dieA, int dieB, PawnMove move) {
        int b = Board.bit(move.from());
        return move.pips() == dieA ? (fromsA(masks) & b) != 0 : move.pips() == dieB && (fromsB(masks) & b) != 0;
    }

    /** The {@code index}-th move of the packed masks in the list's order, for {@code side} to play {@code dieA}, {@code dieB}. */
    static PawnMove nth(int side, int dieA, int dieB, long masks, int index) {
        return nth(side, dieA, fromsA(masks), dieB, fromsB(masks), index);
    }

    @Override
    public Move get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        Spelled cached = spelled;
        if (cached != null) {
            return cached.moves()[index];
        }
        if (!readOnce) {
            readOnce = true;
            return nth(side, dieA, fromsA, dieB, fromsB, index);
        }
        Move[] moves = spell();
        spelled = new Spelled(moves);
        return moves[index];
    }

    private Move[] spell() {
        Move[] moves = new Move[size];
        int n = 0;
        for (int all = fromsA | fromsB; all != 0; ) {
            int from = side == WHITE ? Integer.numberOfTrailingZeros(all) : 31 - Integer.numberOfLeadingZeros(all);
            int b = Board.bit(from);
            all &= ~b;
            if ((fromsA & b) != 0) {
                moves[n++] = PawnMove.of(from, dieA);
            }
            if ((fromsB & b) != 0) {
                moves[n++] = PawnMove.of(from, dieB);
            }
        }
        return moves;
    }

    private static PawnMove nth(int side, int dieA, int fromsA, int dieB, int fromsB, int index) {
        if (fromsB == 0 || fromsA == 0) { // one die to play, or one die playable: the index-th square in track order
            int froms = fromsA | fromsB;
            int rank = side == WHITE ? index : Integer.bitCount(froms) - 1 - index;
            return PawnMove.of(nthSquare(froms, rank), fromsA != 0 ? dieA : dieB);
        }
        int all = fromsA | fromsB;
        int left = index;
        while (true) {
            int from = side == WHITE ? Integer.numberOfTrailingZeros(all) : 31 - Integer.numberOfLeadingZeros(all);
            int b = Board.bit(from);
            all &= ~b;
            if ((fromsA & b) != 0 && left-- == 0) {
                return PawnMove.of(from, dieA);
            }
            if ((fromsB & b) != 0 && left-- == 0) {
                return PawnMove.of(from, dieB);
            }
        }
    }

    /**
     * The square of the {@code rank}-th lowest bit of {@code mask} (from 0), found by halving: at
     * each step the bits below the middle are counted and the search goes on in the half that
     * holds the bit: five steps whatever the rank, where clearing {@code rank} bits one by one ends
     * its loop at a point the processor cannot guess (a random playout's ranks are random).
     */
    private static int nthSquare(int mask, int rank) {
        int left = rank;
        int square = 0;
        for (int width = 16; width > 0; width >>>= 1) {
            int below = Integer.bitCount((mask >>> square) & ((1 << width) - 1));
            int up = left >= below ? width : 0;
            left -= left >= below ? below : 0;
            square += up;
        }
        return square;
    }

    @Override
    public int size() {
        return size;
    }
}
