package dev.tabula.core;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.RandomAccess;

/**
 * An immutable list of moves stored as indices into a game's table of interned moves: what a
 * fast move generator returns. An {@code int[]} is far cheaper to allocate and copy than an
 * array of references, and the playout benchmark spends much of its time right here.
 */
public final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final Move[] table;
    private final int[] indices;

    private MoveList(Move[] table, int[] indices) {
        this.table = table;
        this.indices = indices;
    }

    /**
     * The moves {@code table[scratch[0]]} ... {@code table[scratch[count - 1]]}; the scratch array
     * is copied, so the caller may reuse it.
     */
    public static MoveList of(Move[] table, int[] scratch, int count) {
        return new MoveList(table, Arrays.copyOf(scratch, count));
    }

    @Override
    public Move get(int index) {
        return table[indices[index]];
    }

    @Override
    public int size() {
        return indices.length;
    }

    @Override
    public int indexOf(Object o) {
        for (int i = 0; i < indices.length; i++) {
            Move move = table[indices[i]];
            if (move == o || move.equals(o)) {
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
