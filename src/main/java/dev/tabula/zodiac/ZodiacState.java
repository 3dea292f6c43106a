package dev.tabula.zodiac;

import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.State;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A Zodiac position: the packed board, the seat to move, the rule 5/6 memory and the
 * arrangements seen so far (rule 9). Immutable; {@link #apply} returns a new state sharing the
 * history list.
 *
 * <p>After every move the end checks run in the rulings' order (section 8): a decided full ring
 * (for either player), then a repetition (the mover loses), then the next player having no
 * legal move (that player loses).
 */
public final class ZodiacState implements State {
    public static final String END_RING = "zodiac.end.ringMajority";
    public static final String END_REPETITION = "zodiac.end.repetition";
    public static final String END_NO_MOVE = "zodiac.end.noMove";
    public static final String END_DRAWN_REPETITION = "zodiac.end.drawnByRepetition";

    private final ZodiacRules rules;
    private final int board;
    private final int seat;
    private final int step1;
    private final int step2;
    private final int runs;
    private final Arrangements history;
    private final Outcome outcome;
    private final List<Move> moves;

    private ZodiacState(ZodiacRules rules, int board, int seat, int step1, int step2, int runs,
                        Arrangements history, Outcome outcome, List<Move> moves) {
        this.rules = rules;
        this.board = board;
        this.seat = seat;
        this.step1 = step1;
        this.step2 = step2;
        this.runs = runs;
        this.history = history;
        this.outcome = outcome;
        this.moves = moves;
    }

    static ZodiacState start(ZodiacRules rules, int firstSeat) {
        int board = MoveGenerator.startBoard(rules);
        return settle(rules, board, firstSeat, -1, -1, 0, Arrangements.first(keyOf(rules, board, firstSeat)), null);
    }

    /**
     * A position set up directly (tests, the solver's look-ups), whose history holds only itself.
     * {@code step1}, {@code step2} and {@code runs} are as in {@link MoveGenerator}.
     */
    public static ZodiacState position(ZodiacRules rules, int board, int seat, int step1, int step2, int runs) {
        return settle(rules, board, seat, step1, step2, runs, Arrangements.first(keyOf(rules, board, seat)), null);
    }

    /** Builds a state with its move list, or the terminal state if the seat to move has none. */
    private static ZodiacState settle(ZodiacRules rules, int board, int seat, int step1, int step2, int runs,
                                      Arrangements history, Outcome decided) {
        if (decided != null) {
            return new ZodiacState(rules, board, seat, step1, step2, runs, history, decided, List.of());
        }
        ZodiacMove[] buffer = new ZodiacMove[rules.jump() == ZodiacRules.Jump.CHAIN
                ? MoveGenerator.MAX_CHAIN_MOVES : MoveGenerator.MAX_MOVES];
        int n = MoveGenerator.generate(rules, board, seat, step1, step2, runs, buffer);
        if (n == 0) {
            Outcome lost = Outcome.win(1 - seat, END_NO_MOVE, seatArgument(seat));
            return new ZodiacState(rules, board, seat, step1, step2, runs, history, lost, List.of());
        }
        List<Move> moves = Collections.unmodifiableList(Arrays.asList(Arrays.copyOf(buffer, n, Move[].class)));
        return new ZodiacState(rules, board, seat, step1, step2, runs, history, null, moves);
    }

    private static String seatArgument(int seat) {
        return String.valueOf(seat);
    }

    /** The rule 9 key of an arrangement: the board, plus the side to move under {@code boardPlusSide}. */
    private static int keyOf(ZodiacRules rules, int board, int seatToMove) {
        return rules.repetition() == ZodiacRules.Repetition.BOARD_PLUS_SIDE ? board | (seatToMove << 24) : board;
    }

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return outcome == null ? seat : NOBODY;
    }

    @Override
    public boolean isTerminal() {
        return outcome != null;
    }

    @Override
    public List<Move> legalMoves() {
        return moves;
    }

    @Override
    public ZodiacState apply(Move move) {
        if (outcome != null || !(move instanceof ZodiacMove zm) || !moves.contains(zm)) {
            throw new IllegalArgumentException(move + " is not legal here");
        }
        int next = MoveGenerator.boardAfter(board, zm);
        int nextStep1 = MoveGenerator.step1After(zm);
        int nextStep2 = MoveGenerator.step2After(rules, step1);
        int nextRuns = MoveGenerator.runsAfter(rules, runs, step1, seat, zm);
        int opponent = 1 - seat;
        int key = keyOf(rules, next, opponent);
        Outcome decided = null;
        int ringWinner = Discs.ringWinner(next);
        if (ringWinner >= 0) {
            decided = Outcome.win(ringWinner, END_RING, seatArgument(ringWinner),
                    String.valueOf(Discs.innerCount(next, ringWinner)),
                    String.valueOf(Discs.innerCount(next, 1 - ringWinner)));
        } else {
            decided = repetitionOutcome(key);
        }
        return settle(rules, next, opponent, nextStep1, nextStep2, nextRuns, history.plus(key), decided);
    }

    /** Rule 9 for the arrangement the mover is about to create, or null if it is new enough. */
    private Outcome repetitionOutcome(int key) {
        int opponent = 1 - seat;
        return switch (rules.repetition()) {
            case BOARD_ONLY, BOARD_PLUS_SIDE -> history.count(key, 1) >= 1
                    ? Outcome.win(opponent, END_REPETITION, seatArgument(seat)) : null;
            case THIRD_OCCURRENCE -> history.count(key, 2) >= 2
                    ? Outcome.win(opponent, END_REPETITION, seatArgument(seat)) : null;
            case OFF -> history.count(key, 2) >= 2
                    ? Outcome.draw(List.of(0, 1), END_DRAWN_REPETITION) : null;
        };
    }

    /** Whether playing {@code move} would recreate an earlier arrangement and lose (or draw) by rule 9. */
    public boolean repeats(Move move) {
        if (!(move instanceof ZodiacMove zm) || outcome != null) {
            return false;
        }
        int next = MoveGenerator.boardAfter(board, zm);
        return Discs.ringWinner(next) < 0 && repetitionOutcome(keyOf(rules, next, 1 - seat)) != null;
    }

    @Override
    public Outcome outcome() {
        if (outcome == null) {
            throw new IllegalStateException("the game is not over");
        }
        return outcome;
    }

    public ZodiacRules rules() {
        return rules;
    }

    /** The packed board (see {@link Discs}). */
    public int board() {
        return board;
    }

    /** What stands on a point: {@link Discs#EMPTY}, {@code BLACK}, {@code WHITE} or {@code RED}. */
    public int at(int point) {
        return Discs.at(board, point);
    }

    /** The seat to move, or at the end the seat that was to move when the game ended. */
    public int seatToMove() {
        return seat;
    }

    /** Rule 6: whether the seat to move is barred from moving neutral discs now. */
    public boolean neutralMovesBarred() {
        return outcome == null && !MoveGenerator.neutralStepsAllowed(rules, seat, runs);
    }

    /** The neutral step of the last ply ({@code from * 12 + to}), or -1. */
    public int lastStep() {
        return step1;
    }

    public int secondLastStep() {
        return step2;
    }

    public int neutralRuns() {
        return runs;
    }

    /** The rule 9 key of an arrangement with {@code seatToMove} to move, as this game's option counts it. */
    public int repetitionKey(int board, int seatToMove) {
        return keyOf(rules, board, seatToMove);
    }

    /** How many times the arrangement with this key occurred so far, counting at most {@code enough}. */
    public int occurrences(int key, int enough) {
        return history.count(key, enough);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ZodiacState other && board == other.board && seat == other.seat
                && step1 == other.step1 && step2 == other.step2 && runs == other.runs
                && rules.equals(other.rules) && java.util.Objects.equals(outcome, other.outcome)
                && history.sameAs(other.history);
    }

    @Override
    public int hashCode() {
        return ((board * 31 + seat) * 31 + step1 * 7 + step2) * 31 + runs * 17 + history.hash;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int p = 0; p < Star.POINTS; p++) {
            text.append(Star.name(p)).append('=').append(".BWR".charAt(at(p))).append(' ');
        }
        return text.append(outcome == null ? "to move: " + seat : "over: " + outcome).toString();
    }
}
