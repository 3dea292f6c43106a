package dev.tabula.zodiac.solve;

/**
 * Win/loss/draw of every node of a {@link PositionGraph} without rule 9, by retrograde analysis:
 * start from the ends (a decided ring, a player without moves) and work backwards. A node is won
 * if some move reaches a lost node, lost if every move reaches a won one; whatever is never
 * settled can cycle for ever and is a draw. Processing in order of distance gives the shortest
 * wins and the longest losses.
 */
public final class Retrograde {
    public static final byte DRAW = 0;
    public static final byte WIN = 1;
    public static final byte LOSS = 2;

    private final byte[] values;
    private final short[] distances;

    private Retrograde(byte[] values, short[] distances) {
        this.values = values;
        this.distances = distances;
    }

    public static Retrograde of(PositionGraph graph) {
        int n = graph.size();
        byte[] values = new byte[n];
        short[] distances = new short[n];
        int[] open = new int[n];
        int[] predecessorsFirst = new int[n + 1];
        for (int e = 0; e < graph.edgeCount(); e++) {
            if (graph.target(e) >= 0) {
                predecessorsFirst[graph.target(e) + 1]++;
            }
        }
        for (int i = 0; i < n; i++) {
            predecessorsFirst[i + 1] += predecessorsFirst[i];
        }
        int[] fill = predecessorsFirst.clone();
        int[] predecessors = new int[predecessorsFirst[n]];
        int[] queue = new int[n];
        int tail = 0;
        // distance 0: no legal move; distance 1: a ring decided by one move
        int[] wonInOne = new int[n];
        int wonCount = 0;
        int[] lostInOne = new int[n];
        int lostCount = 0;
        for (int node = 0; node < n; node++) {
            int count = 0;
            boolean winsNow = false;
            for (int e = graph.firstEdge(node); e < graph.firstEdge(node + 1); e++) {
                int t = graph.target(e);
                if (t >= 0) {
                    predecessors[fill[t]++] = node;
                    count++;
                } else if (t == PositionGraph.RING_WIN) {
                    winsNow = true;
                }
            }
            open[node] = count;
            boolean hasMoves = graph.firstEdge(node + 1) > graph.firstEdge(node);
            if (!hasMoves) {
                values[node] = LOSS;
                queue[tail++] = node;
            } else if (winsNow) {
                values[node] = WIN;
                distances[node] = 1;
                wonInOne[wonCount++] = node;
            } else if (count == 0) {
                values[node] = LOSS;
                distances[node] = 1;
                lostInOne[lostCount++] = node;
            }
        }
        System.arraycopy(wonInOne, 0, queue, tail, wonCount);
        tail += wonCount;
        System.arraycopy(lostInOne, 0, queue, tail, lostCount);
        tail += lostCount;
        for (int head = 0; head < tail; head++) {
            int child = queue[head];
            short d = (short) (distances[child] + 1);
            for (int p = predecessorsFirst[child]; p < predecessorsFirst[child + 1]; p++) {
                int parent = predecessors[p];
                if (values[parent] != DRAW) {
                    continue;
                }
                if (values[child] == LOSS) {
                    values[parent] = WIN;
                    distances[parent] = d;
                    queue[tail++] = parent;
                } else if (--open[parent] == 0) {
                    values[parent] = LOSS;
                    distances[parent] = d;
                    queue[tail++] = parent;
                }
            }
        }
        return new Retrograde(values, distances);
    }

    /** {@link #WIN}, {@link #LOSS} or {@link #DRAW} for the side to move at {@code node}. */
    public byte value(int node) {
        return values[node];
    }

    /** Plies to the end with best play (0 for a player without moves); 0 for a draw. */
    public int distance(int node) {
        return distances[node];
    }

    /** How many nodes have each value: draws, wins, losses. */
    public int[] census() {
        int[] census = new int[3];
        for (byte value : values) {
            census[value]++;
        }
        return census;
    }
}
