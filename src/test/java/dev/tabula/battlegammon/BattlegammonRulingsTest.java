package dev.tabula.battlegammon;

import static dev.tabula.battlegammon.Track.BLACK;
import static dev.tabula.battlegammon.Track.WHITE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One test per ruling of docs/rules/battlegammon.md. */
class BattlegammonRulingsTest {
    private static final BattlegammonRules DEFAULT = new BattlegammonRules(true);
    private static final BattlegammonRules LOOSE = new BattlegammonRules(false);
    private static final int W = Track.WHITE_PAWN;
    private static final int B = Track.BLACK_PAWN;
    private static final int WW = 4;
    private static final int BB = 8;

    private final Battlegammon game = new Battlegammon();

    /** A board from position/code pairs: {@code board(5, W, 8, BB)}. */
    private static byte[] board(int... pairs) {
        byte[] codes = new byte[Track.BLACK_HOME + 1];
        for (int i = 0; i < pairs.length; i += 2) {
            codes[pairs[i]] = (byte) pairs[i + 1];
        }
        return codes;
    }

    private static BattlegammonState whiteToPlay(BattlegammonRules rules, byte[] codes, int whiteGoal, int dieA,
            int dieB) {
        return BattlegammonState.of(rules, codes, 0, 0, whiteGoal, 0, WHITE, dieA, dieB, 7L);
    }

    private static List<String> notations(State state) {
        return state.legalMoves().stream().map(Move::notation).toList();
    }

    private BattlegammonState start() {
        return (BattlegammonState) game.start(2, Map.of(), 1L);
    }

    @Test
    void blackMovesFirstAndEveryTurnStartsWithARoll() {
        BattlegammonState start = start();
        assertThat(start.isChance()).isTrue();
        assertThat(start.side()).isEqualTo(BLACK);
        assertThat(start.chanceOutcomes()).hasSize(21);
        State rolled = start.apply(Roll.of(1, 2));
        assertThat(rolled.currentSeat()).isEqualTo(BLACK);
    }

    @Test
    void coloursOptionSaysWhichSeatPlaysBlackAndLeavesTheDiceOfTheSeedAlone() {
        for (long seed = 0; seed < 8; seed++) {
            State plain = game.start(2, Map.of(), seed);
            assertThat(game.start(2, Map.of("colours", "firstSeatBlack"), seed))
                    .as("a file without the option (written before it existed) meant the first seat Black")
                    .isEqualTo(plain);
            BattlegammonState second = (BattlegammonState) game.start(2, Map.of("colours", "secondSeatBlack"), seed);
            assertThat(second.side()).isEqualTo(BLACK);
            assertThat(second.seatOf(BLACK)).isEqualTo(1);
            assertThat(second.sampleChance()).as("the same dice").isEqualTo(plain.sampleChance());
            State rolled = second.apply(Roll.of(1, 2));
            assertThat(rolled.currentSeat()).as("Black moves first, from the second seat").isEqualTo(1);
        }
    }

    @Test
    void randomColoursAreDrawnFromTheSeedAndTheWinnerIsNamedBySeat() {
        java.util.Set<Integer> blackSeats = new java.util.HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            BattlegammonState s = (BattlegammonState) game.start(2, Map.of("colours", "random"), seed);
            assertThat(s.sampleChance()).isEqualTo(game.start(2, Map.of(), seed).sampleChance());
            assertThat(game.start(2, Map.of("colours", "random"), seed)).as("the same seed, the same colours")
                    .isEqualTo(s);
            blackSeats.add(s.seatOf(BLACK));
        }
        assertThat(blackSeats).containsExactlyInAnyOrder(0, 1);

        State s = game.start(2, Map.of("colours", "secondSeatBlack"), 3L);
        while (!s.isTerminal()) {
            s = s.apply(s.isChance() ? s.sampleChance() : s.legalMoves().get(0));
        }
        BattlegammonState end = (BattlegammonState) s;
        assertThat(end.outcome().winners()).containsExactly(end.seatOf(end.side()));
    }

    @Test
    void thePublishedStartGivesTheListedFirstMovesForRollOneTwo() {
        State rolled = start().apply(Roll.of(2, 1));
        assertThat(notations(rolled)).containsExactlyInAnyOrder("24/1", "24/2", "16/1", "16/2", "19/1", "19/2", "20/2");
    }

    @Test
    void rollsAreTwentyOneOutcomesWeightedOneOrTwoThirtySixths() {
        List<ChanceOutcome> outcomes = start().chanceOutcomes();
        assertThat(outcomes).hasSize(21);
        assertThat(outcomes.stream().filter(o -> o.probability() == 1.0 / 36)).hasSize(6);
        assertThat(outcomes.stream().filter(o -> o.probability() == 2.0 / 36)).hasSize(15);
    }

    @Test
    void aRollIsWrittenSmallerDieFirstAndParsedInEitherOrder() {
        BattlegammonState start = start();
        assertThat(Roll.of(5, 3).notation()).isEqualTo("roll 3-5");
        assertThat(game.parseMove(start, "roll 5-3")).isSameAs(game.parseMove(start, "roll 3-5"));
        assertThat(game.parseMove(start, " Roll 6-6 ")).isSameAs(Roll.of(6, 6));
    }

    /**
     * Whatever roll is applied (a search player may explore any), the generator moves on as the
     * match's own roll moves it, and the pawn moves draw nothing: the next roll is the same after
     * every first roll, however the turn is played.
     */
    @Test
    void everyRollOutcomeAdvancesTheGeneratorTheSameWay() {
        BattlegammonState start = start();
        Set<Move> secondRolls = new HashSet<>();
        for (ChanceOutcome outcome : start.chanceOutcomes()) {
            State state = start.apply(outcome.move());
            while (!state.isChance()) {
                state = state.apply(state.legalMoves().get(state.legalMoves().size() - 1));
            }
            secondRolls.add(state.sampleChance());
        }
        assertThat(secondRolls).hasSize(1);
    }

    @Test
    void aStackHoldsAtMostTwoPawnsButMayBePassedOver() {
        // White on 10; a black stack on 12, a single black pawn on 13.
        BattlegammonState state = whiteToPlay(DEFAULT, board(10, W, 12, BB, 13, B, 3, W), 0, 2, 3);
        assertThat(notations(state)).doesNotContain("10/2").contains("10/3");
        State stacked = state.apply(PawnMove.of(10, 3));
        assertThat(((BattlegammonState) stacked).codeAt(13)).isEqualTo(3 * B + W); // white on top of black
    }

    @Test
    void aCoveredPawnIsFrozen() {
        // A black pawn under a white one on 10: Black cannot move it.
        BattlegammonState state = BattlegammonState.of(DEFAULT, board(10, 3 * B + W, 20, B), 0, 0, 0, 0, BLACK, 1, 2,
                7L);
        assertThat(notations(state)).allMatch(move -> move.startsWith("20/"));
    }

    @Test
    void aPawnFreedByTheFirstMoveMayUseTheSecondDie() {
        // White stack on 10 and nothing else: the top pawn moves with the 2, then the freed one with the 3.
        BattlegammonState state = whiteToPlay(DEFAULT, board(10, WW), 0, 2, 3);
        State after = state.apply(PawnMove.of(10, 2));
        assertThat(notations(after)).containsExactly("10/3");
    }

    @Test
    void eachDieMovesADifferentPawn() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(3, W, 10, W), 0, 1, 2);
        State after = state.apply(PawnMove.of(10, 1));
        assertThat(notations(after)).containsExactly("3/2");
    }

    @Test
    void enteringTheGoalNeedsTheExactNumber() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(21, W, 4, W), 0, 3, 4);
        assertThat(notations(state)).contains("21/3").doesNotContain("21/4");
        BattlegammonState scored = (BattlegammonState) state.apply(PawnMove.of(21, 3));
        assertThat(scored.inGoal(WHITE)).isEqualTo(1);
    }

    @Test
    void pawnsInTheGoalNeverMoveAgain() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(4, W), 2, 1, 2);
        assertThat(state.legalMoves()).allMatch(move -> ((PawnMove) move).from() != Track.BLACK_HOME);
    }

    @Test
    void homesHaveNoLimitAndTheirPawnsCanAlwaysLeave() {
        BattlegammonState state = BattlegammonState.of(DEFAULT, board(), 9, 0, 0, 0, WHITE, 5, 6, 7L);
        assertThat(notations(state)).containsExactly("1/5", "1/6");
        BattlegammonState after = (BattlegammonState) state.apply(PawnMove.of(1, 5));
        assertThat(after.atHome(WHITE)).isEqualTo(8);
    }

    @Test
    void bothDiceMustBePlayedWhenSomeOrderAllowsIt() {
        // 20/1 first would leave the 4 unplayable (2/4 lands on a black stack), while 2/1 or 20/4
        // first lets both dice be played: so 20/1 is not allowed.
        BattlegammonState state = whiteToPlay(DEFAULT, board(2, W, 20, W, 6, BB), 0, 1, 4);
        assertThat(notations(state)).containsExactly("2/1", "20/4");
        assertThatThrownBy(() -> state.apply(PawnMove.of(20, 1))).isInstanceOf(IllegalMoveException.class);
    }

    @Test
    void theLooseRuleOptionAllowsAFirstMoveThatStrandsTheOtherDie() {
        BattlegammonState state = whiteToPlay(LOOSE, board(2, W, 20, W, 6, BB), 0, 1, 4);
        assertThat(notations(state)).containsExactly("2/1", "20/1", "20/4");
        BattlegammonState after = (BattlegammonState) state.apply(PawnMove.of(20, 1));
        assertThat(after.isChance()).as("the turn ends: the 4 cannot be played").isTrue();
        assertThat(after.side()).isEqualTo(BLACK);
        assertThat(after.missedLastTurn()).containsExactly(4, 0);
    }

    @Test
    void whenOnlyOneDieCanBePlayedEitherDieMayBe() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(10, W), 0, 2, 5);
        assertThat(notations(state)).containsExactly("10/2", "10/5");
        BattlegammonState after = (BattlegammonState) state.apply(PawnMove.of(10, 5));
        assertThat(after.isChance()).isTrue();
        assertThat(after.side()).isEqualTo(BLACK);
        assertThat(after.missedLastTurn()).containsExactly(2, 0);
    }

    @Test
    void aWinningFirstMoveIsLegalEvenIfItStrandsTheOtherDie() {
        // White has 2 in the goal. 18/6 wins at once although the 3 would then be unplayable
        // (5/3 lands on a black stack); 18/3 then 5/6 plays both, so without the win 18/6 would be barred.
        BattlegammonState state = whiteToPlay(DEFAULT, board(18, W, 5, W, 8, BB), 2, 3, 6);
        assertThat(notations(state)).containsExactly("5/6", "18/3", "18/6");
    }

    @Test
    void threePawnsInTheGoalWin() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(21, W, 4, W), 2, 3, 5);
        State after = state.apply(PawnMove.of(21, 3));
        assertThat(after.isTerminal()).isTrue();
        assertThat(after.outcome().winners()).containsExactly(WHITE);
        assertThat(after.outcome().reason()).isEqualTo(BattlegammonState.WIN_BY_GOAL);
    }

    @Test
    void eightPawnsInTheEnemyHalfWinMidTurn() {
        // Seven white pawns on black squares (a stack counts two, a covered pawn counts), the eighth crosses with the first die.
        byte[] codes = board(13, WW, 15, WW, 17, 3 * W + B, 20, W, 22, W, 12, W, 3, W);
        BattlegammonState state = whiteToPlay(DEFAULT, codes, 0, 2, 6);
        assertThat(state.inEnemyHalf(WHITE)).isEqualTo(7);
        State after = state.apply(PawnMove.of(12, 2));
        assertThat(after.isTerminal()).as("the game ends at once, the 6 unplayed").isTrue();
        assertThat(after.outcome().winners()).containsExactly(WHITE);
        assertThat(after.outcome().reason()).isEqualTo(BattlegammonState.WIN_BY_ENEMY_HALF);
        assertThat(after.legalMoves()).isEmpty();
    }

    @Test
    void aPlayerWhoCanPlayNeitherDiePasses() {
        BattlegammonState state = whiteToPlay(DEFAULT, board(20, W, 3, BB), 0, 5, 6);
        assertThat(state.legalMoves()).containsExactly(Pass.PASS);
        assertThat(game.parseMove(state, "pass")).isSameAs(Pass.PASS);
        BattlegammonState after = (BattlegammonState) state.apply(Pass.PASS);
        assertThat(after.isChance()).isTrue();
        assertThat(after.side()).isEqualTo(BLACK);
        assertThat(after.missedLastTurn()).containsExactly(5, 6);
    }

    @Test
    void doublesHaveNoSpecialRule() {
        State rolled = start().apply(Roll.of(3, 3));
        assertThat(notations(rolled)).containsExactly("24/3", "20/3", "19/3", "16/3");
        State second = rolled.apply(PawnMove.of(24, 3));
        assertThat(notations(second)).containsExactly("24/3", "20/3", "19/3", "16/3");
        assertThat(second.apply(PawnMove.of(16, 3)).isChance()).as("two pawns moved: the turn is over").isTrue();
    }
}
