package dev.tabula.zodiac.solve;

import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.MoveGenerator;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacRules;
import java.util.Arrays;

/**
 * Every position reachable from the start, without rule 9's history: board, seat to move and
 * the rule 5/6 memory, packed into one long and numbered densely. The moves are kept as a
 * compact successor list (CSR); a move that decides the ring points to {@link #RING_WIN} or
 * {@link #RING_LOSS} (for the mover) instead of a node, since the game ends there.
 */
public final class PositionGraph {
    public static final int RING_WIN = -1;
    public static final int RING_LOSS = -2;

    private final ZodiacRules rules;
    private final LongIndex index;
    private final long[] keys;
    private final int[] first;
    private final int[] targets;
    private final byte[] moves;

    private PositionGraph(ZodiacRules rules, LongIndex index, long[] keys, int[] first, int[] targets, byte[] moves) {
        this.rules = rules;
        this.index = index;
        this.keys = keys;
        this.first = first;
        this.targets = targets;
        this.moves = moves;
    }

    /** Packs a position (see {@link MoveGenerator} for the fields). */
    public static long key(int board, int seat, int step1, int step2, int runs) {
        return board | ((long) seat << 24) | ((long) (step1 + 1) << 25) | ((long) (step2 + 1) << 33)
                | ((long) runs << 41);
    }

    static int board(long key) {
        return (int) (key & 0xFFFFFF);
    }

    static int seat(long key) {
        return (int) (key >>> 24) & 1;
    }

    static int step1(long key) {
        return (int) ((key >>> 25) & 0xFF) - 1;
    }

    static int step2(long key) {
        return (int) ((key >>> 33) & 0xFF) - 1;
    }

    static int runs(long key) {
        return (int) (key >>> 41) & 0xF;
    }

    /** Enumerates everything reachable from the start with any of {@code firstSeats} to move (node 0 is the first). */
    public static PositionGraph build(ZodiacRules rules, int... firstSeats) {
        LongIndex index = new LongIndex(1 << 20);
        long[] keys = new long[1 << 20];
        int[] first = new int[(1 << 20) + 1];
        int[] targets = new int[1 << 22];
        byte[] moves = new byte[1 << 22];
        int edges = 0;
        for (int firstSeat : firstSeats) {
            long start = key(MoveGenerator.startBoard(rules), firstSeat, -1, -1, 0);
            keys[index.add(start)] = start;
        }
        ZodiacMove[] buffer = new ZodiacMove[MoveGenerator.MAX_MOVES];
        for (int node = 0; node < index.size(); node++) {
            long key = keys[node];
            int board = board(key);
            int seat = seat(key);
            int step1 = step1(key);
            int runs = runs(key);
            int n = MoveGenerator.generate(rules, board, seat, step1, step2(key), runs, buffer);
            if (edges + n > targets.length) {
                targets = Arrays.copyOf(targets, targets.length * 2);
                moves = Arrays.copyOf(moves, moves.length * 2);
            }
            first[node] = edges;
            for (int i = 0; i < n; i++) {
                ZodiacMove move = buffer[i];
                int next = MoveGenerator.boardAfter(board, move);
                int winner = Discs.ringWinner(next);
                int target;
                if (winner >= 0) {
                    target = winner == seat ? RING_WIN : RING_LOSS;
                } else {
                    long child = key(next, 1 - seat, MoveGenerator.step1After(move),
                            MoveGenerator.step2After(rules, step1), MoveGenerator.runsAfter(rules, runs, step1, seat, move));
                    int before = index.size();
                    target = index.add(child);
                    if (target == before) {
                        if (target >= keys.length) {
                            keys = Arrays.copyOf(keys, keys.length * 2);
                            first = Arrays.copyOf(first, keys.length + 1);
                        }
                        keys[target] = child;
                    }
                }
                targets[edges] = target;
                moves[edges] = (byte) (move.from() * 12 + move.to());
                edges++;
            }
        }
        int size = index.size();
        first[size] = edges;
        return new PositionGraph(rules, index, Arrays.copyOf(keys, size), Arrays.copyOf(first, size + 1),
                Arrays.copyOf(targets, edges), Arrays.copyOf(moves, edges));
    }

    public ZodiacRules rules() {
        return rules;
    }

    public int size() {
        return keys.length;
    }

    public int edgeCount() {
        return targets.length;
    }

    /** The node of a position, or -1 if it is not reachable from the start. */
    public int node(int board, int seat, int step1, int step2, int runs) {
        return index.get(key(board, seat, step1, step2, runs));
    }

    public int boardOf(int node) {
        return board(keys[node]);
    }

    public int seatOf(int node) {
        return seat(keys[node]);
    }

    /** The first edge of a node; its edges are {@code firstEdge(n) .. firstEdge(n + 1) - 1}. */
    public int firstEdge(int node) {
        return first[node];
    }

    /** The child node of an edge, or {@link #RING_WIN} / {@link #RING_LOSS}. */
    public int target(int edge) {
        return targets[edge];
    }

    public ZodiacMove move(int edge) {
        int code = moves[edge] & 0xFF;
        return ZodiacMove.of(code / 12, code % 12);
    }
}
