package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A baseline in the style of a classic game engine, for two-seat games of perfect information
 * without dice whose knowledge offers a {@link SearchEvaluation}: iterative-deepening negamax
 * alpha-beta with principal-variation search, a transposition table, killer and history move
 * ordering (tactical moves first), late-move reductions, a quiescence search on tactical moves
 * (captures) and exact won and lost scores that prefer the quicker win and the slower loss.
 *
 * <p>Under a time limit (its budget's own clock: the wall, or the thread's CPU time from the
 * arena's {@code --cpu-millis}) it deepens until the time is up and plays the best move of the
 * deepest iteration (or of the unfinished one, where a move already beat the previous best);
 * without one it searches to a fixed depth, so a seeded run is reproducible. A budget's iteration
 * cap counts search nodes. Ties between equal root moves go to a seeded shuffle, so two games
 * with different seeds differ. Not thread-safe, like every {@link Player}.
 */
public final class AlphaBetaPlayer implements Player {
    /** The name the arena knows this player by. */
    public static final String NAME = "alphabeta";
    /** The plies {@link #forGame} searches without a time limit. */
    static final int DEPTH = 4;
    /** The size of {@link #forGame}'s transposition table, in bits. */
    static final int TABLE_BITS = 19;
    /** A won position's score at the root; a win in {@code n} plies scores {@code WIN - n}. */
    public static final int WIN = 1_000_000;
    /** Scores beyond this are won or lost, with their distance to the end. */
    private static final int DECIDED = WIN - 10_000;
    private static final int INFINITY = WIN + 1;
    /** Evaluation units (Zola: pieces) to the search's integer scores. */
    private static final double SCALE = 1000;
    /** The evaluation is clipped well inside the decided scores. */
    private static final int EVALUATION_LIMIT = 500_000;
    private static final int MAX_DEPTH = 64;
    private static final int MAX_PLY = 128;
    /** Tactical plies a quiescence search looks at, at most (the first any tactical move, then the exchange). */
    private static final int QUIESCENCE_PLIES = 8;
    /** The clock and the cancellation token are read every this many nodes (a CPU clock costs a microsecond). */
    static final int CHECK_EVERY = 1024;
    private static final int HISTORY_SIZE = 1 << 12;

    private final SearchEvaluation evaluation;
    private final int fixedDepth;
    private final Rng rng;
    private final TranspositionTable table;
    private final Move[][] killers = new Move[MAX_PLY][2];
    private final int[] history = new int[HISTORY_SIZE];

    /** The running search's nodes against its budget. */
    private NodeBudget work;
    private int lastDepth;
    private int lastScore;
    private long lastNodes;

    /**
     * @param depth     the plies searched without a time limit (then quiescence)
     * @param tableBits the transposition table holds {@code 2^tableBits} entries (16 bytes each)
     */
    public AlphaBetaPlayer(SearchEvaluation evaluation, int depth, int tableBits, long seed) {
        if (depth < 1 || depth > MAX_DEPTH || tableBits < 4 || tableBits > 26) {
            throw new IllegalArgumentException("bad alpha-beta settings: depth " + depth + ", table bits " + tableBits);
        }
        this.evaluation = evaluation;
        this.fixedDepth = depth;
        this.rng = Rng.fromState(seed);
        this.table = new TranspositionTable(tableBits, DECIDED);
    }

    /**
     * The player the arena and the top level use for {@code knowledge}'s game: its evaluation, a
     * fixed depth of {@value #DEPTH} plies without a time limit, a table of 2^{@value #TABLE_BITS}
     * entries (8 MB). Empty when the game offers no {@link Capabilities#searchEvaluation()}.
     */
    public static Optional<AlphaBetaPlayer> forGame(Capabilities game, long seed) {
        return game.searchEvaluation().map(evaluation -> of(evaluation, seed));
    }

    /** The player {@link #forGame} makes, on {@code evaluation}. */
    static AlphaBetaPlayer of(SearchEvaluation evaluation, long seed) {
        return new AlphaBetaPlayer(evaluation, DEPTH, TABLE_BITS, seed);
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The deepest iteration the last search finished. */
    public int lastDepth() {
        return lastDepth;
    }

    /** The last search's score of its move for its seat: above {@link #WIN} minus the plies for a forced win. */
    public int lastScore() {
        return lastScore;
    }

    /** The last search's chance that its seat wins after its move: 1 or 0 when decided ({@link #lastProof}). */
    public double lastWinChance() {
        int proof = lastProof();
        return proof > 0 ? 1 : proof < 0 ? 0 : evaluation.winChance(lastScore / SCALE);
    }

    /** 1 when the last search found a forced win for its seat, -1 a forced loss, else 0. */
    public int lastProof() {
        return lastScore > DECIDED ? 1 : lastScore < -DECIDED ? -1 : 0;
    }

    /** The nodes (positions searched, quiescence included) of the last search. */
    public long lastNodes() {
        return lastNodes;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancelToken) {
        State root = Imagined.decision(view, Rng.fromState(rng.nextLong()));
        List<Move> moves = root.legalMoves();
        int[] order = rootOrder(root, moves);
        lastDepth = 0;
        lastScore = 0;
        lastNodes = 0;
        if (moves.size() == 1) {
            return moves.get(0);
        }
        start(budget, cancelToken);
        int seat = root.currentSeat();
        int best = order[0];
        int maxDepth = work.timed() ? MAX_DEPTH : fixedDepth;
        for (int depth = 1; depth <= maxDepth && !work.stopped(); depth++) {
            int alpha = -INFINITY;
            int iterationBest = -1;
            for (int k = 0; k < order.length; k++) {
                State child = root.apply(moves.get(order[k]));
                int value;
                if (k == 0) {
                    value = valueOf(child, seat, depth - 1, -INFINITY, INFINITY, 1);
                } else {
                    value = valueOf(child, seat, depth - 1, alpha, alpha + 1, 1);
                    if (value > alpha && !work.stopped()) {
                        value = valueOf(child, seat, depth - 1, alpha, INFINITY, 1);
                    }
                }
                if (work.stopped()) {
                    break;
                }
                if (value > alpha) {
                    alpha = value;
                    iterationBest = k;
                }
            }
            if (iterationBest >= 0) {
                // the previous best is searched first, so a move that beat it here is at least as good
                best = order[iterationBest];
                System.arraycopy(order, 0, order, 1, iterationBest);
                order[0] = best;
                lastScore = alpha;
            }
            if (!work.stopped()) {
                lastDepth = depth;
                if (Math.abs(alpha) > DECIDED) {
                    break; // a forced win or loss: deeper searches cannot change it
                }
            }
        }
        lastNodes = work.nodes();
        return moves.get(best);
    }

    /** The root moves' indices: tactical moves first, each group in a seeded random order (the tie-break). */
    private int[] rootOrder(State root, List<Move> moves) {
        int n = moves.size();
        int[] shuffled = new int[n];
        for (int i = 0; i < n; i++) {
            shuffled[i] = i;
        }
        rng.shuffle(shuffled);
        int[] order = new int[n];
        int k = 0;
        for (int index : shuffled) {
            if (evaluation.isTactical(root, moves.get(index))) {
                order[k++] = index;
            }
        }
        for (int index : shuffled) {
            if (!evaluation.isTactical(root, moves.get(index))) {
                order[k++] = index;
            }
        }
        return order;
    }

    private void start(SearchBudget budget, CancellationToken cancelToken) {
        work = new NodeBudget(budget, cancelToken);
        for (Move[] pair : killers) {
            Arrays.fill(pair, null);
        }
        for (int i = 0; i < HISTORY_SIZE; i++) {
            history[i] >>= 3; // the last move's lessons, faded
        }
    }

    /** The value of {@code child} for {@code seat}, the seat that moved into it. */
    private int valueOf(State child, int seat, int depth, int alpha, int beta, int ply) {
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
