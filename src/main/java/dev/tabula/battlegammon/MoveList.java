package dev.tabula.battlegammon;

import dev.tabula.core.Move;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * An unmodifiable view of a move array that this package built and never changes again: legal
 * move lists are cached in states, so callers must not be able to change them, and copying them
 * (as {@code List.of} does) would cost the playouts an allocation per position.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {
    private final Move[] moves;
    private final int size;

    MoveList(Move[] moves, int size) {
        this.moves = moves;
        this.size = size;
    }

    @Override
    public Move get(int index) {
        if (index >= size) {
            throw new IndexOutOfBoundsException(index);
        }
        return moves[index];
    }

    @Override
    public int size() {
        return size;
    }
}
