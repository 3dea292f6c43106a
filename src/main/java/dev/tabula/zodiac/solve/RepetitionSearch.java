package dev.tabula.zodiac.solve;

import dev.tabula.zodiac.ZodiacRules;
import java.util.function.IntPredicate;

/**
 * Rule 9 on top of the retrograde values: a depth-limited AND/OR search along the actual line of
 * play, where a move that recreates an arrangement seen earlier in the game (the moves before the
 * search included) loses for its mover. "Wins within d" means the side to move can force a win in
 * at most d plies whatever the opponent does.
 *
 * <p>The search is exact: it caches no result, because a result depends on the arrangements seen
 * on the way to a position, not on the position alone (the graph-history interaction). It only
 * remembers, per position, the move that last proved a win, and looks at it first next time;
 * the retrograde values order the other moves. Iterative deepening therefore finds the shortest
 * forced win.
 *
 * <p>{@link #blindToHistory} switches on the shortcut such a search is tempted by: reuse a proven
 * win for a position whatever line led there. That is unsound, and it is how a win "within 28
 * plies" appears (see {@code docs/zodiac-solution.md}); it exists only to show that.
 */
final class RepetitionSearch {
    /** Thrown when the node budget runs out before the question is settled. */
    static final class OutOfBudget extends RuntimeException {
        OutOfBudget() {
            super(null, null, false, false);
        }
    }

    private static final int MAX_PLIES = 120;

    private final PositionGraph graph;
    private final Retrograde retro;
    private final boolean sideInKey;
    private final byte[] winProven;
    private final byte[] lossProven;
    private final byte[] bestEdge;
    private final int[] path = new int[MAX_PLIES + 2];
    private final int[][] order = new int[MAX_PLIES + 2][32];
    private final int[][] scores = new int[MAX_PLIES + 2][32];
    private int pathLength;
    private IntPredicate seenBefore = key -> false;
    private boolean blind;
    private long nodes;
    private long budget = Long.MAX_VALUE;

    RepetitionSearch(PositionGraph graph, Retrograde retro) {
        this.graph = graph;
        this.retro = retro;
        this.sideInKey = graph.rules().repetition() == ZodiacRules.Repetition.BOARD_PLUS_SIDE;
        int n = graph.size();
        winProven = new byte[n];
        lossProven = new byte[n];
        bestEdge = new byte[n];
        java.util.Arrays.fill(bestEdge, (byte) -1);
    }

    /** The arrangements of the game before the searched node, as rule 9 keys (see {@link #keyOf}). */
    void history(IntPredicate seenBefore) {
        this.seenBefore = seenBefore;
    }

    /** Reuses proven wins by position alone, ignoring the line's history: unsound, for demonstration. */
    void blindToHistory(boolean blind) {
        this.blind = blind;
    }

    void budget(long nodes) {
        this.budget = nodes;
        this.nodes = 0;
    }

    long nodes() {
        return nodes;
    }

    int keyOf(int node) {
        return sideInKey ? graph.boardOf(node) | (graph.seatOf(node) << 24) : graph.boardOf(node);
    }

    /** The edge that last proved a win at {@code node}, or -1. */
    int bestEdge(int node) {
        int offset = bestEdge[node];
        return offset < 0 ? -1 : graph.firstEdge(node) + offset;
    }

    /** Whether the side to move at {@code node} forces a win within {@code d} plies. */
    boolean wins(int node, int d) {
        if (d < 1) {
            return false;
        }
        if (blind && winProven[node] != 0 && winProven[node] <= d) {
            return true;
        }
        count();
        int level = pathLength;
        path[pathLength++] = keyOf(node);
        int n = sortedEdges(node, level);
        boolean result = false;
        for (int i = 0; i < n && !result; i++) {
            int e = order[level][i];
            int t = graph.target(e);
            if (t == PositionGraph.RING_WIN) {
                result = true;
            } else if (t >= 0 && !repeats(t) && loses(t, d - 1)) {
                result = true;
            }
            if (result) {
                bestEdge[node] = (byte) (e - graph.firstEdge(node));
            }
        }
        pathLength--;
        if (result && blind && (winProven[node] == 0 || winProven[node] > d)) {
            winProven[node] = (byte) d;
        }
        return result;
    }

    /** Whether the side to move at {@code node} loses within {@code d} plies whatever it does. */
    boolean loses(int node, int d) {
        int from = graph.firstEdge(node);
        int to = graph.firstEdge(node + 1);
        if (from == to || d < 1) {
            return from == to; // no move: lost now; otherwise the game goes on past the horizon
        }
        if (blind && lossProven[node] != 0 && lossProven[node] <= d) {
            return true;
        }
        count();
        int level = pathLength;
        path[pathLength++] = keyOf(node);
        int n = sortedEdges(node, level);
        boolean result = true;
        for (int i = 0; i < n && result; i++) {
            int t = graph.target(order[level][i]);
            if (t == PositionGraph.RING_WIN) {
                result = false;
            } else if (t >= 0 && !repeats(t) && !wins(t, d - 1)) {
                result = false;
            }
        }
        pathLength--;
        if (result && blind && (lossProven[node] == 0 || lossProven[node] > d)) {
            lossProven[node] = (byte) d;
        }
        return result;
    }

    /** Whether moving to {@code child} recreates an arrangement of this line or of the game before it. */
    boolean repeats(int child) {
        int key = keyOf(child);
        for (int i = 0; i < pathLength; i++) {
            if (path[i] == key) {
                return true;
            }
        }
        return seenBefore.test(key);
    }

    private void count() {
        if (++nodes > budget) {
            throw new OutOfBudget();
        }
        if (pathLength >= MAX_PLIES) {
            throw new IllegalStateException("line too long");
        }
    }

    /** The node's edges, most promising for the mover first: the remembered best, quick wins, draws, slow losses. */
    private int sortedEdges(int node, int level) {
        int from = graph.firstEdge(node);
        int n = graph.firstEdge(node + 1) - from;
        int[] o = order[level];
        int[] s = scores[level];
        int best = bestEdge(node);
        for (int i = 0; i < n; i++) {
            int e = from + i;
            int score = e == best ? -1 : score(graph.target(e));
            int j = i;
            while (j > 0 && s[j - 1] > score) {
                s[j] = s[j - 1];
                o[j] = o[j - 1];
                j--;
            }
            s[j] = score;
            o[j] = e;
        }
        return n;
    }

    private int score(int target) {
        if (target == PositionGraph.RING_WIN) {
            return 0;
        }
        if (target == PositionGraph.RING_LOSS) {
            return 5000;
        }
        return switch (retro.value(target)) {
            case Retrograde.LOSS -> 1 + retro.distance(target);
            case Retrograde.WIN -> 3000 - retro.distance(target);
            default -> 1000;
        };
    }
}
