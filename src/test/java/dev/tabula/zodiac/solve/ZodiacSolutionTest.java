package dev.tabula.zodiac.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The solution's figures (docs/zodiac-solution.md), and its search checked against the rules themselves. */
class ZodiacSolutionTest {
    private static ZodiacSolution solution;
    private static ZodiacState start;

    @BeforeAll
    static void solve() {
        solution = ZodiacSolution.compute(ZodiacRules.DEFAULT);
        start = (ZodiacState) new ZodiacGame().start(2, Map.of(), 1L);
    }

    @Test
    void graphHoldsEveryReachablePositionOfTheRulings() {
        // the rulings count 975,989 states: these plus the 16,896 positions that end with a decided ring
        assertThat(solution.positions()).isEqualTo(959_093);
        assertThat(solution.moves()).isEqualTo(2_637_834);
    }

    @Test
    void withoutRule9TheStartIsADrawByCycling() {
        assertThat(solution.retrograde(start)).isEqualTo(new Verdict(Value.DRAW, 0, false));
    }

    @Test
    void firstPlayerWinsInThirtyFivePliesAndNoFewer() {
        List<MoveVerdict> ranked = solution.rankMoves(start, 40, Long.MAX_VALUE);
        assertThat(ranked.get(0).verdict()).isEqualTo(new Verdict(Value.WIN, 35, true));
        assertThat(solution.startWinsWithin(34)).isFalse();
        assertThat(solution.startWinsWithin(35)).isTrue();
    }

    /** The table alone would call the opening jumps cycles; the opening was searched with the solution. */
    @Test
    void theTableKnowsTheOpeningExactly() {
        List<MoveVerdict> table = solution.tableMoves(start);
        assertThat(table).allMatch(move -> move.verdict().exact());
        assertThat(table).isEqualTo(solution.rankMoves(start));
        assertThat(table.get(0).verdict()).isEqualTo(new Verdict(Value.WIN, 35, true));
        ZodiacState afterJump = start.apply(table.get(0).move());
        assertThat(solution.tableMoves(afterJump)).as("past the opening the table is the retrograde's again")
                .noneMatch(move -> move.verdict().exact() && move.verdict().plies() > 1);
    }

    @Test
    void winningFirstMovesAreTheTwoOpeningJumpsAndNeutralOpeningsLoseInTwo() {
        List<MoveVerdict> ranked = solution.rankMoves(start, 40, Long.MAX_VALUE);
        assertThat(ranked.stream().filter(v -> v.verdict().value() == Value.WIN).map(v -> v.move().notation()))
                .containsExactlyInAnyOrder("O4-I1", "O8-I11");
        assertThat(ranked.stream().filter(v -> v.verdict().value() == Value.LOSS).map(MoveVerdict::verdict))
                .hasSize(4).allMatch(v -> v.plies() == 2 && v.exact());
    }

    @Test
    void aSearchBlindToTheHistoryClaimsTheRulingsTwentyEightPlies() {
        assertThat(solution.historyBlindClaim(40)).isEqualTo(28);
    }

    @Test
    void aMoveNotDecidedWithinTheHorizonIsUndecidedNotADraw() {
        // the winning openings take 35 plies: searched to 10 they are undecided beyond 10 plies
        List<MoveVerdict> ranked = solution.rankMoves(start, 10, Long.MAX_VALUE);
        Verdict opening = ranked.stream().filter(v -> v.move().notation().equals("O4-I1")).findFirst()
                .orElseThrow().verdict();
        assertThat(opening.undecided()).isTrue();
        assertThat(opening.plies()).as("no forced end within this many plies").isEqualTo(10);
        assertThat(ranked.stream().filter(v -> v.verdict().value() == Value.LOSS).map(MoveVerdict::verdict))
                .allMatch(v -> !v.undecided() && v.exact());
    }

    @Test
    void aMoveThatRepeatsIsJudgedALossAtOnce() {
        ZodiacGame game = new ZodiacGame();
        ZodiacState state = start;
        for (String move : new String[] {"O4-I1", "O2-I11", "O12-O4", "I11-O2"}) {
            state = state.apply(game.parseMove(state, move));
        }
        ZodiacState before = state;
        MoveVerdict repeat = solution.rankMoves(before).stream()
                .filter(v -> v.move().notation().equals("O4-O12")).findFirst().orElseThrow();
        assertThat(repeat.verdict()).isEqualTo(new Verdict(Value.LOSS, 1, true));
    }

    /** Along random games, every move's verdict to a small horizon equals a plain search through ZodiacState. */
    @Test
    void exactSearchAgreesWithAPlainSearchThroughTheRules() {
        Rng rng = Rng.fromState(7);
        int checked = 0;
        for (int game = 0; game < 12; game++) {
            ZodiacState state = start;
            while (!state.isTerminal()) {
                for (MoveVerdict verdict : solution.rankMoves(state, 7, Long.MAX_VALUE)) {
                    ZodiacState child = state.apply(verdict.move());
                    Verdict plain = plainVerdict(child, state.seatToMove(), 7);
                    if (plain != null) {
                        assertThat(verdict.verdict()).as("%s after %s", verdict.move(), state).isEqualTo(plain);
                        checked++;
                    } else {
                        assertThat(verdict.verdict().exact()).isFalse();
                    }
                }
                List<Move> moves = state.legalMoves();
                state = state.apply(moves.get(rng.nextInt(moves.size())));
            }
        }
        assertThat(checked).isGreaterThan(100);
    }

    /** The mover's exact verdict after reaching {@code child}, by brute force to {@code horizon} plies, or null. */
    private static Verdict plainVerdict(ZodiacState child, int mover, int horizon) {
        if (child.isTerminal()) {
            return new Verdict(child.outcome().isWinner(mover) ? Value.WIN : Value.LOSS, 1, true);
        }
        for (int d = 0; d < horizon; d++) {
            if (loses(child, d)) {
                return new Verdict(Value.WIN, d + 1, true);
            }
            if (wins(child, d)) {
                return new Verdict(Value.LOSS, d + 1, true);
            }
        }
        return null;
    }

    private static boolean wins(ZodiacState state, int d) {
        if (d < 1) {
            return false;
        }
        for (Move move : state.legalMoves()) {
            ZodiacState next = state.apply(move);
            if (next.isTerminal() ? next.outcome().isWinner(state.seatToMove()) : loses(next, d - 1)) {
                return true;
            }
        }
        return false;
    }

    private static boolean loses(ZodiacState state, int d) {
        if (d < 1) {
            return false;
        }
        for (Move move : state.legalMoves()) {
            ZodiacState next = state.apply(move);
            if (next.isTerminal() ? next.outcome().isWinner(state.seatToMove()) : !wins(next, d - 1)) {
                return false;
            }
        }
        return true;
    }
}
