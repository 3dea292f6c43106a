package dev.tabula.zodiac.solve;

import dev.tabula.core.Move;
import dev.tabula.zodiac.MoveGenerator;
import dev.tabula.zodiac.ZodiacMove;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Zodiac solved: every reachable position's value without rule 9 (retrograde analysis), and the
 * value of any actual game state with rule 9, found by an exact search along the game's real
 * history (see {@link RepetitionSearch}). This is what the hint and the computer player ask.
 *
 * <p>Immutable once computed and safe to share between threads: every question builds its own
 * small search.
 */
public final class ZodiacSolution {
    /** How far {@link #rankMoves} looks by default, in plies. The start's win takes 35. */
    public static final int DEFAULT_HORIZON = 40;
    /** How many search nodes one move's question may cost by default (at most about a second). */
    public static final long DEFAULT_BUDGET = 3_000_000;

    /**
     * A value for the player concerned. Under rule 9 (a repetition loses) every game ends, so a
     * {@code DRAW} that is not {@link Verdict#exact} means <em>undecided</em>: a win or a loss
     * whose length is beyond the plies searched ({@link Verdict#undecided}).
     */
    public enum Value { WIN, DRAW, LOSS }

    /**
     * How a move or position turns out for the player to move there: the value and the plies to
     * the end with best play. {@code exact} says it holds under all rules, rule 9 included;
     * otherwise it is the retrograde value, which ignores rule 9. An undecided move (the search
     * found no forced end within its horizon and the retrograde value is a cycle) is a
     * {@code DRAW} that is not exact, with {@code plies} the horizon searched: it is a win or a
     * loss longer than that, not a draw.
     */
    public record Verdict(Value value, int plies, boolean exact) {

        /** Whether this is a win or a loss longer than {@link #plies} plies, not yet known which. */
        public boolean undecided() {
            return value == Value.DRAW && !exact;
        }

        /** Orders verdicts best first: quick wins, then draws, then slow losses. */
        public static final Comparator<Verdict> BEST_FIRST = Comparator.comparingInt(Verdict::rank);

        private int rank() {
            return switch (value) {
                case WIN -> plies;
                case DRAW -> 100_000;
                case LOSS -> 200_000 - plies;
            };
        }
    }

    /** A legal move with its verdict for the player making it. */
    public record MoveVerdict(ZodiacMove move, Verdict verdict) {
    }

    private final PositionGraph graph;
    private final Retrograde retro;
    /**
     * The opening's moves with their values under every rule, searched once with the solution: at
     * the start the table alone knows nothing of rule 9 (its two jumps lead into cycles), yet the
     * start is what every game asks first, and its answer (a win in 35 plies) is fixed.
     */
    private final Map<ZodiacState, List<MoveVerdict>> openings;

    private ZodiacSolution(PositionGraph graph, Retrograde retro, List<Integer> firstSeats) {
        this.graph = graph;
        this.retro = retro;
        Map<ZodiacState, List<MoveVerdict>> ranked = new java.util.HashMap<>();
        for (int seat : firstSeats) {
            ZodiacState start = ZodiacState.position(graph.rules(), MoveGenerator.startBoard(graph.rules()), seat, -1, -1, 0);
            ranked.put(start, List.copyOf(rankMoves(start)));
        }
        this.openings = Map.copyOf(ranked);
    }

    /** Whether the solver handles these rules: no chain jumps, and rule 9 the losing kind on the second occurrence. */
    public static boolean supports(ZodiacRules rules) {
        return rules.jump() != ZodiacRules.Jump.CHAIN
                && (rules.repetition() == ZodiacRules.Repetition.BOARD_ONLY
                || rules.repetition() == ZodiacRules.Repetition.BOARD_PLUS_SIDE);
    }

    /** Enumerates the positions and solves them without rule 9: a few seconds, about 100 MB. */
    public static ZodiacSolution compute(ZodiacRules rules) {
        if (!supports(rules)) {
            throw new IllegalArgumentException("the solver handles run or single jumps, and rule 9 as boardOnly or boardPlusSide");
        }
        List<Integer> firstSeats = switch (rules.firstPlayer()) {
            case BLACK -> List.of(0);
            case WHITE -> List.of(1);
            case RANDOM -> List.of(0, 1);
        };
        PositionGraph graph = PositionGraph.build(rules, firstSeats.stream().mapToInt(Integer::intValue).toArray());
        return new ZodiacSolution(graph, Retrograde.of(graph), firstSeats);
    }

    public ZodiacRules rules() {
        return graph.rules();
    }

    /** Positions in play (decided rings are ends, not positions). */
    public int positions() {
        return graph.size();
    }

    public int moves() {
        return graph.edgeCount();
    }

    /** Positions in play that are drawn, won and lost for the player to move, without rule 9. */
    public int[] census() {
        return retro.census();
    }

    /** The value without rule 9 (cycles are draws), or null if the position is not reachable from the start. */
    public Verdict retrograde(ZodiacState state) {
        if (state.isTerminal()) {
            return new Verdict(state.outcome().isWinner(state.seatToMove()) ? Value.WIN : Value.LOSS, 0, true);
        }
        int node = nodeOf(state);
        return node < 0 ? null : retroVerdict(node, false);
    }

    /**
     * Every legal move of {@code state} with its verdict under all the rules, rule 9 included with
     * the game's real history, best first. Each move is searched to {@code horizon} plies within
     * {@code budget} nodes; a move left undecided keeps its retrograde value, marked not exact.
     */
    public List<MoveVerdict> rankMoves(ZodiacState state, int horizon, long budget) {
        List<MoveVerdict> verdicts = new ArrayList<>();
        for (Move move : state.legalMoves()) {
            ZodiacMove zm = (ZodiacMove) move;
            verdicts.add(new MoveVerdict(zm, judge(state, zm, horizon, budget)));
        }
        verdicts.sort(Comparator.comparing(MoveVerdict::verdict, Verdict.BEST_FIRST));
        return verdicts;
    }

    /**
     * Every legal move of {@code state} with its value as the solution's table holds it, best
     * first, at once: no search. A move that ends the game is exact; any other has the
     * retrograde value of where it leads (rule 9 not applied, so not exact), a cycle being
     * undecided. What {@link #rankMoves} then confirms or corrects along the real history. The
     * opening is known exactly: its moves were searched with the solution.
     */
    public List<MoveVerdict> tableMoves(ZodiacState state) {
        List<MoveVerdict> opening = openings.get(state);
        if (opening != null) {
            return opening;
        }
        List<MoveVerdict> verdicts = new ArrayList<>();
        int mover = state.seatToMove();
        for (Move move : state.legalMoves()) {
            ZodiacMove zm = (ZodiacMove) move;
            ZodiacState child = state.apply(zm);
            Verdict verdict;
            if (child.isTerminal()) {
                verdict = new Verdict(child.outcome().isWinner(mover) ? Value.WIN
                        : child.outcome().isDraw() ? Value.DRAW : Value.LOSS, 1, true);
            } else {
                int node = nodeOf(child);
                verdict = node < 0 ? new Verdict(Value.DRAW, 0, false) : forMover(node, 0);
            }
            verdicts.add(new MoveVerdict(zm, verdict));
        }
        verdicts.sort(Comparator.comparing(MoveVerdict::verdict, Verdict.BEST_FIRST));
        return verdicts;
    }

    public List<MoveVerdict> rankMoves(ZodiacState state) {
        return rankMoves(state, DEFAULT_HORIZON, DEFAULT_BUDGET);
    }

    /** The verdict of the state for the player to move: that of its best move. */
    public Verdict evaluate(ZodiacState state) {
        if (state.isTerminal()) {
            return retrograde(state);
        }
        return rankMoves(state).get(0).verdict();
    }

    /** One move's verdict for its mover: the end it reaches at once, else a deepening exact search. */
    private Verdict judge(ZodiacState state, ZodiacMove move, int horizon, long budget) {
        ZodiacState child = state.apply(move);
        int mover = state.seatToMove();
        if (child.isTerminal()) {
            return new Verdict(child.outcome().isWinner(mover) ? Value.WIN
                    : child.outcome().isDraw() ? Value.DRAW : Value.LOSS, 1, true);
        }
        int node = nodeOf(child);
        if (node < 0) {
            return new Verdict(Value.DRAW, 0, false); // not reachable from the start: nothing known
        }
        RepetitionSearch search = new RepetitionSearch(graph, retro);
        search.history(key -> state.occurrences(key, 1) >= 1 || key == child.repetitionKey(child.board(), child.seatToMove()));
        search.budget(budget);
        int searched = 0; // within this many plies (the move included) no end is forced
        try {
            for (int d = 0; d < horizon; d++) {
                if (search.loses(node, d)) {
                    return new Verdict(Value.WIN, d + 1, true);
                }
                if (search.wins(node, d)) {
                    return new Verdict(Value.LOSS, d + 1, true);
                }
                searched = d + 1;
            }
        } catch (RepetitionSearch.OutOfBudget ignored) {
            // undecided within the budget: fall back on the retrograde value below
        }
        return forMover(node, searched);
    }

    /**
     * The retrograde value of the position {@code node} a move leads to, for the one who made the
     * move (not exact: rule 9 not applied); a cycle is undecided beyond {@code searched} plies.
     */
    private Verdict forMover(int node, int searched) {
        Verdict childView = retroVerdict(node, false);
        return switch (childView.value()) {
            case WIN -> new Verdict(Value.LOSS, childView.plies() + 1, false);
            case LOSS -> new Verdict(Value.WIN, childView.plies() + 1, false);
            case DRAW -> new Verdict(Value.DRAW, searched, false); // undecided beyond what was searched
        };
    }

    private Verdict retroVerdict(int node, boolean exact) {
        return switch (retro.value(node)) {
            case Retrograde.WIN -> new Verdict(Value.WIN, retro.distance(node), exact);
            case Retrograde.LOSS -> new Verdict(Value.LOSS, retro.distance(node), exact);
            default -> new Verdict(Value.DRAW, 0, exact);
        };
    }

    private int nodeOf(ZodiacState state) {
        return graph.node(state.board(), state.seatToMove(), state.lastStep(), state.secondLastStep(),
                state.neutralRuns());
    }

    /**
     * The unsound shortcut that reproduces the rulings' "28 plies": a search that reuses proven
     * wins by position, whatever line led there. Returns the depth at which it claims a first-player
     * win from the start, or -1 up to {@code horizon}.
     */
    public int historyBlindClaim(int horizon) {
        RepetitionSearch search = new RepetitionSearch(graph, retro);
        search.blindToHistory(true);
        for (int d = 1; d <= horizon; d++) {
            if (search.wins(0, d)) {
                return d;
            }
        }
        return -1;
    }

    /** Whether the exact search proves that the player to move at the start wins within {@code plies}. */
    public boolean startWinsWithin(int plies) {
        RepetitionSearch search = new RepetitionSearch(graph, retro);
        return search.wins(0, plies);
    }
}
