package dev.tabula.ai;

import static dev.tabula.ai.AlphaBetaPlayer.WIN;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.List;

/**
 * The search below the root of {@link AlphaBetaPlayer}: negamax alpha-beta with principal-variation
 * search, a transposition table, killer and history move ordering (tactical moves first),
 * late-move reductions, a quiescence search on tactical moves (captures) and exact won and lost
 * scores that prefer the quicker win and the slower loss. Its tables live from move to move.
 */
final class Negamax {
    /** Scores beyond this are won or lost, with their distance to the end. */
    static final int DECIDED = WIN - 10_000;
    static final int INFINITY = WIN + 1;
    /** Evaluation units (Zola: pieces) to the search's integer scores. */
    static final double SCALE = 1000;
    /** The evaluation is clipped well inside the decided scores. */
    private static final int EVALUATION_LIMIT = 500_000;
    private static final int MAX_PLY = 128;
    /** Tactical plies a quiescence search looks at, at most (the first any tactical move, then the exchange). */
    private static final int QUIESCENCE_PLIES = 8;
    private static final int HISTORY_SIZE = 1 << 12;

    private final SearchEvaluation evaluation;
    private final TranspositionTable table;
    private final Move[][] killers = new Move[MAX_PLY][2];
    private final int[] history = new int[HISTORY_SIZE];
    /** The running search's nodes against its budget. */
    private NodeBudget work;

    /** @param tableBits the transposition table holds {@code 2^tableBits} entries (16 bytes each) */
    Negamax(SearchEvaluation evaluation, int tableBits) {
        this(evaluation, table(tableBits));
    }

    /** A search on {@code table}, which other searches of the same moves may share ({@link LazySmp}). */
    Negamax(SearchEvaluation evaluation, TranspositionTable table) {
        this.evaluation = evaluation;
        this.table = table;
    }

    /** A transposition table of {@code 2^bits} entries for this search's scores. */
    static TranspositionTable table(int bits) {
        return new TranspositionTable(bits, DECIDED);
    }

    /** Whether the running search must stop: out of nodes or time, or cancelled. */
    boolean stopped() {
        return work.stopped();
    }

    /** Whether the running search deepens until the time is up, rather than to a fixed depth. */
    boolean timed() {
        return work.timed();
    }

    /** The nodes of the running search so far. */
    long nodes() {
        return work.nodes();
    }

    /** Starts a search of one move under {@code budget}: the killers forgotten, the history faded. */
    void start(SearchBudget budget, CancellationToken cancelToken) {
        work = new NodeBudget(budget, cancelToken);
        for (Move[] pair : killers) {
            Arrays.fill(pair, null);
        }
        for (int i = 0; i < HISTORY_SIZE; i++) {
            history[i] >>= 3; // the last move's lessons, faded
        }
    }

    /** The value of {@code child} for {@code seat}, the seat that moved into it. */
    int valueOf(State child, int seat, int depth, int alpha, int beta, int ply) {
        if (child.isTerminal()) {
            return terminal(child, seat, ply);
        }
        if (child.currentSeat() == seat) {
            return search(child, depth, alpha, beta, ply);
        }
        return -search(child, depth, -beta, -alpha, ply);
    }

    /** The value of {@code child} for {@code seat} by quiescence search. */
    private int quiescentValueOf(State child, int seat, int alpha, int beta, int ply, int tacticalPlies, Move previous) {
        if (child.isTerminal()) {
            return terminal(child, seat, ply);
        }
        if (child.currentSeat() == seat) {
            return quiesce(child, alpha, beta, ply, tacticalPlies, previous);
        }
        return -quiesce(child, -beta, -alpha, ply, tacticalPlies, previous);
    }

    private static int terminal(State state, int seat, int ply) {
        double payoff = state.outcome().payoff(seat);
        return payoff > 0.5 ? WIN - ply : payoff < 0.5 ? -(WIN - ply) : 0;
    }

    /** Negamax alpha-beta: the value of decision state {@code state} for the seat to move there. */
    private int search(State state, int depth, int alpha, int beta, int ply) {
        if (depth <= 0 || ply >= MAX_PLY - QUIESCENCE_PLIES - 1) {
            return quiesce(state, alpha, beta, ply, 0, null);
        }
        work.count();
        if (work.stopped()) {
            return 0;
        }
        long key = evaluation.hash(state);
        long entry = table.probe(key);
        int tableMove = -1;
        if (entry != 0) {
            int score = table.score(entry, ply);
            int bound = TranspositionTable.bound(entry);
            tableMove = TranspositionTable.move(entry);
            if (TranspositionTable.depth(entry) >= depth && (bound == TranspositionTable.EXACT
                    || bound == TranspositionTable.LOWER && score >= beta || bound == TranspositionTable.UPPER && score <= alpha)) {
                return score;
            }
        }
        List<Move> moves = state.legalMoves();
        int n = moves.size();
        int seat = state.currentSeat();
        int[] order = new int[n];
        int[] rank = new int[n];
        Move[] killer = killers[ply];
        for (int i = 0; i < n; i++) {
            Move move = moves.get(i);
            order[i] = i;
            if (i == tableMove) {
                rank[i] = 1 << 30;
            } else if (evaluation.isTactical(state, move)) {
                rank[i] = (1 << 29) + history[historySlot(move, seat)];
            } else if (move.equals(killer[0])) {
                rank[i] = (1 << 28) + 1;
            } else if (move.equals(killer[1])) {
                rank[i] = 1 << 28;
            } else {
                rank[i] = history[historySlot(move, seat)];
            }
        }
        int alphaAtStart = alpha;
        int best = -INFINITY;
        int bestIndex = -1;
        for (int k = 0; k < n; k++) {
            int index = takeBest(order, rank, k);
            Move move = moves.get(index);
            State child = state.apply(move);
            boolean quiet = rank[index] < (1 << 28);
            int value;
            if (k == 0) {
                value = valueOf(child, seat, depth - 1, alpha, beta, ply + 1);
            } else {
                // late quiet moves are first searched a ply shallower; any that looks better is searched again
                int reduced = k >= 3 && depth >= 3 && quiet ? depth - 2 : depth - 1;
                value = valueOf(child, seat, reduced, alpha, alpha + 1, ply + 1);
                if (value > alpha && reduced < depth - 1 && !work.stopped()) {
                    value = valueOf(child, seat, depth - 1, alpha, alpha + 1, ply + 1);
                }
                if (value > alpha && value < beta && !work.stopped()) {
                    value = valueOf(child, seat, depth - 1, alpha, beta, ply + 1);
                }
            }
            if (work.stopped()) {
                return 0;
            }
            if (value > best) {
                best = value;
                bestIndex = index;
            }
            if (value > alpha) {
                alpha = value;
            }
            if (alpha >= beta) {
                if (!evaluation.isTactical(state, move) && !move.equals(killer[0])) {
                    killer[1] = killer[0];
                    killer[0] = move;
                }
                int slotOfMove = historySlot(move, seat);
                history[slotOfMove] = Math.min(history[slotOfMove] + depth * depth, 1 << 27);
                break;
            }
        }
        int bound = best <= alphaAtStart ? TranspositionTable.UPPER
                : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
        table.store(key, best, ply, depth, bound, bestIndex);
        return best;
    }

    /**
     * The value of {@code state} for the seat to move when only tactical moves are searched: that
     * seat may stand on the static score instead (in Zola a capture is never compulsory, and
     * where only captures are left, having to capture seldom hurts). The first tactical ply looks
     * at every tactical move, later ones only at those that continue the exchange.
     */
    private int quiesce(State state, int alpha, int beta, int ply, int tacticalPlies, Move previous) {
        work.count();
        if (work.stopped()) {
            return 0;
        }
        int best = staticScore(state);
        if (best >= beta || tacticalPlies >= QUIESCENCE_PLIES) {
            return best;
        }
        alpha = Math.max(alpha, best);
        int seat = state.currentSeat();
        List<Move> moves = state.legalMoves();
        for (int i = 0, n = moves.size(); i < n; i++) {
            Move move = moves.get(i);
            if (!evaluation.isTactical(state, move) || previous != null && !evaluation.continuesExchange(previous, move)) {
                continue;
            }
            int value = quiescentValueOf(state.apply(move), seat, alpha, beta, ply + 1, tacticalPlies + 1, move);
            if (work.stopped()) {
                return 0;
            }
            if (value > best) {
                best = value;
                if (value > alpha) {
                    alpha = value;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
        }
        return best;
    }

    private int staticScore(State state) {
        double score = evaluation.score(state) * SCALE;
        return (int) Math.max(-EVALUATION_LIMIT, Math.min(EVALUATION_LIMIT, Math.round(score)));
    }

    /** Moves {@code order}'s best-ranked entry from {@code k} on to place {@code k}; returns it. */
    private static int takeBest(int[] order, int[] rank, int k) {
        int bestAt = k;
        for (int i = k + 1; i < order.length; i++) {
            if (rank[order[i]] > rank[order[bestAt]]) {
                bestAt = i;
            }
        }
        int index = order[bestAt];
        order[bestAt] = order[k];
        order[k] = index;
        return index;
    }

    /** A move's slot in the history table: by its notation, so that runs are reproducible. */
    private static int historySlot(Move move, int seat) {
        return (move.notation().hashCode() * 31 + seat) & (HISTORY_SIZE - 1);
    }
}
