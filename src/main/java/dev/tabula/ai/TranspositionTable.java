package dev.tabula.ai;

/**
 * {@link AlphaBetaPlayer}'s table of searched positions: one entry a slot, the newest wins. An
 * entry packs the score (32 bits), the depth it was searched to (8), its bound (2) and the index
 * of the best move plus one (the rest), so the table is two arrays of longs and allocates nothing.
 * Won and lost scores are stored as distances from the stored node, so they stay true wherever
 * the position recurs.
 *
 * <p>Lock-free, for the searches of one move that share it ({@link LazySmp}): a slot keeps the key
 * XOR-ed with its entry, so an entry that another thread's write tore apart (its key from one
 * store, its entry from another) no longer matches its key and reads as a miss (Hyatt and Mann's
 * lockless hashing). One thread sees exactly what a plain table would show it.
 */
final class TranspositionTable {
    static final int EXACT = 0;
    static final int LOWER = 1;
    static final int UPPER = 2;

    private final long[] keys;
    private final long[] entries;
    private final int mask;
    /** Scores beyond this are won or lost, with their distance to the end. */
    private final int decided;

    TranspositionTable(int bits, int decided) {
        keys = new long[1 << bits];
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
        this.decided = decided;
    }

    /** The entry stored for {@code key}, or 0 when there is none (a stored entry's move field is at least 1). */
    long probe(long key) {
        int slot = (int) key & mask;
        long entry = entries[slot];
        return (keys[slot] ^ entry) == key ? entry : 0;
    }

    void store(long key, int score, int ply, int depth, int bound, int moveIndex) {
        int slot = (int) key & mask;
        long entry = (toTable(score, ply) & 0xFFFFFFFFL) | (long) depth << 32 | (long) bound << 40
                | (long) (moveIndex + 1) << 42;
        entries[slot] = entry;
        keys[slot] = key ^ entry;
    }

    /** The score of {@code entry}, seen from a node {@code ply} plies below the root. */
    int score(long entry, int ply) {
        int score = (int) entry;
        return score > decided ? score - ply : score < -decided ? score + ply : score;
    }

    static int depth(long entry) {
        return (int) (entry >>> 32) & 0xFF;
    }

    static int bound(long entry) {
        return (int) (entry >>> 40) & 0x3;
    }

    /** The index of the entry's best move among the position's legal moves. */
    static int move(long entry) {
        return (int) (entry >>> 42) - 1;
    }

    private int toTable(int score, int ply) {
        return score > decided ? score + ply : score < -decided ? score - ply : score;
    }
}
