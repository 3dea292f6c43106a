package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.List;
import java.util.Optional;

/**
 * A baseline in the style of a classic game engine, for two-seat games of perfect information
 * without dice whose knowledge offers a {@link SearchEvaluation}: iterative deepening at the
 * root over a negamax alpha-beta search ({@link Negamax}: principal-variation search, a
 * transposition table, killer and history move ordering, late-move reductions, quiescence on
 * tactical moves, exact won and lost scores).
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
    private static final int MAX_DEPTH = 64;
    /** The clock and the cancellation token are read every this many nodes (a CPU clock costs a microsecond). */
    static final int CHECK_EVERY = 1024;

    private final SearchEvaluation evaluation;
    private final int fixedDepth;
    /** The first iteration's depth: 1, or 2 for a Lazy SMP helper that deepens out of step with the main search. */
    private final int firstDepth;
    private final Rng rng;
    /** The search below the root, with its tables. */
    private final Negamax search;
    private int lastDepth;
    private int lastScore;
    private long lastNodes;

    /**
     * @param depth     the plies searched without a time limit (then quiescence)
     * @param tableBits the transposition table holds {@code 2^tableBits} entries (16 bytes each)
     */
    public AlphaBetaPlayer(SearchEvaluation evaluation, int depth, int tableBits, long seed) {
        this(evaluation, depth, checkedTable(tableBits), seed, 1);
    }

    /**
     * A search on {@code table}, which other searches of the same moves may share ({@link LazySmp});
     * its iterations start at {@code firstDepth}.
     */
    AlphaBetaPlayer(SearchEvaluation evaluation, int depth, TranspositionTable table, long seed, int firstDepth) {
        if (depth < 1 || depth > MAX_DEPTH || firstDepth < 1 || firstDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("bad alpha-beta settings: depth " + depth + ", first depth " + firstDepth);
        }
        this.evaluation = evaluation;
        this.fixedDepth = depth;
        this.firstDepth = firstDepth;
        this.rng = Rng.fromState(seed);
        this.search = new Negamax(evaluation, table);
    }

    private static TranspositionTable checkedTable(int tableBits) {
        if (tableBits < 4 || tableBits > 26) {
            throw new IllegalArgumentException("bad alpha-beta settings: table bits " + tableBits);
        }
        return Negamax.table(tableBits);
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
        return proof > 0 ? 1 : proof < 0 ? 0 : evaluation.winChance(lastScore / Negamax.SCALE);
    }

    /** 1 when the last search found a forced win for its seat, -1 a forced loss, else 0. */
    public int lastProof() {
        return lastScore > Negamax.DECIDED ? 1 : lastScore < -Negamax.DECIDED ? -1 : 0;
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
        search.start(budget, cancelToken);
        int seat = root.currentSeat();
        int best = order[0];
        int maxDepth = search.timed() ? MAX_DEPTH : fixedDepth;
        for (int depth = firstDepth; depth <= maxDepth && !search.stopped(); depth++) {
            int alpha = -Negamax.INFINITY;
            int iterationBest = -1;
            for (int k = 0; k < order.length; k++) {
                State child = root.apply(moves.get(order[k]));
                int value;
                if (k == 0) {
                    value = search.valueOf(child, seat, depth - 1, -Negamax.INFINITY, Negamax.INFINITY, 1);
                } else {
                    value = search.valueOf(child, seat, depth - 1, alpha, alpha + 1, 1);
                    if (value > alpha && !search.stopped()) {
                        value = search.valueOf(child, seat, depth - 1, alpha, Negamax.INFINITY, 1);
                    }
                }
                if (search.stopped()) {
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
            if (!search.stopped()) {
                lastDepth = depth;
                if (Math.abs(alpha) > Negamax.DECIDED) {
                    break; // a forced win or loss: deeper searches cannot change it
                }
            }
        }
        lastNodes = search.nodes();
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
}
