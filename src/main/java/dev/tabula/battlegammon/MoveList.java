package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.WHITE;

import dev.tabula.core.Move;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * The pawn moves of a decision state as two masks of starting squares, one a die, in the
 * generator's order: track order from the mover's home, the smaller die first on each square.
 *
 * <p>A random playout reads the size and one move a position, so the list stores no moves: the
 * first move read is found by walking the masks, and the moves are spelled out (interned, see
 * {@link PawnMove}) only when a second one is read (the search, the view). Legal moves are cached
 * in states, so the list cannot be changed; its one mutable field is that cache of spelled moves.
 * A state and its re-seeded copy (a view's, another thread's) share the list, so the cache is
 * published through a final field: a thread that sees it sees every move in it.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {
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

    /** The moves by {@code dieA} from the squares in {@code fromsA}, by {@code dieB} from {@code fromsB}. */
    MoveList(int side, int dieA, int fromsA, int dieB, int fromsB) {
        this.side = side;
        this.dieA = dieA;
        this.dieB = dieB;
        this.fromsA = fromsA;
        this.fromsB = fromsB;
        this.size = Integer.bitCount(fromsA) + Integer.bitCount(fromsB);
    }

    /** Whether {@code move} is in the list, without spelling it out: the playouts ask it every ply. */
    boolean has(PawnMove move) {
        int b = Board.bit(move.from());
        return move.pips() == dieA ? (fromsA & b) != 0 : move.pips() == dieB && (fromsB & b) != 0;
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
            return nth(index);
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

    private Move nth(int index) {
        if (fromsB == 0 || fromsA == 0) { // one die to play, or one die playable: the index-th square in track order
            int froms = fromsA | fromsB;
            return PawnMove.of(nthSquare(froms, side == WHITE ? index : size - 1 - index), fromsA != 0 ? dieA : dieB);
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

    /** The square of the {@code rank}-th lowest bit of {@code mask} (from 0). */
    private static int nthSquare(int mask, int rank) {
        int rest = mask;
        for (int i = 0; i < rank; i++) {
            rest &= rest - 1;
        }
        return Integer.numberOfTrailingZeros(rest);
    }

    @Override
    public int size() {
        return size;
    }
}
