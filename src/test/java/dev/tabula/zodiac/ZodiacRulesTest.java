package dev.tabula.zodiac;

import static dev.tabula.zodiac.Boards.board;
import static dev.tabula.zodiac.Boards.position;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.IllegalMoveException;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** One test per ruling of the rules ({@code docs/rules/zodiac.md}: your turn, repetition, winning), and fixed positions. */
class ZodiacRulesTest {
    private final ZodiacGame game = new ZodiacGame();

    private ZodiacState start(Map<String, String> options) {
        return (ZodiacState) game.start(2, options, 1L);
    }

    private ZodiacState play(ZodiacState state, String... moves) {
        for (String move : moves) {
            state = state.apply(game.parseMove(state, move));
        }
        return state;
    }

    private static List<String> notations(State state) {
        return state.legalMoves().stream().map(Move::notation).sorted().toList();
    }

    // ---------------------------------------------------------------- 1. board

    @Test
    void boardIsAHexagramOfTwelvePointsAndSixLinesWithoutCentre() {
        assertThat(Star.POINTS).isEqualTo(12);
        assertThat(Star.LINES).hasNumberOfRows(6);
        Set<String> edges = new HashSet<>();
        for (int[] line : Star.LINES) {
            assertThat(line).hasSize(4);
            assertThat(Star.isInner(line[0]) || Star.isInner(line[3])).isFalse();
            assertThat(Star.isInner(line[1]) && Star.isInner(line[2])).isTrue();
            for (int k = 0; k < 3; k++) {
                edges.add(Math.min(line[k], line[k + 1]) + "-" + Math.max(line[k], line[k + 1]));
            }
        }
        assertThat(edges).hasSize(18);
        assertThat(Star.LINES[0]).containsExactly(Star.parse("O12"), Star.parse("I1"), Star.parse("I3"), Star.parse("O4"));
        for (int p : Star.INNER) {
            long lines = java.util.Arrays.stream(Star.LINES).filter(l -> java.util.Arrays.stream(l).anyMatch(q -> q == p)).count();
            assertThat(lines).as("every inner point lies on exactly two lines").isEqualTo(2);
        }
    }

    // ---------------------------------------------------------------- 2–3. pieces and set-up

    @Test
    void startHasThreeBlackOnTheUpTriangleThreeWhiteOnTheDownTriangleAndRedOnI3AndI9() {
        ZodiacState start = start(Map.of());
        assertThat(start.board()).isEqualTo(board("O12:B O4:B O8:B O2:W O6:W O10:W I3:R I9:R"));
        assertThat(start.currentSeat()).isEqualTo(Discs.BLACK_SEAT);
    }

    @Test
    void neutralStartVariantsPlaceTheRedDiscsAsNamed() {
        assertThat(start(Map.of("neutralStart", "oneGap")).at(Star.parse("I11"))).isEqualTo(Discs.RED);
        assertThat(start(Map.of("neutralStart", "adjacent")).at(Star.parse("I1"))).isEqualTo(Discs.RED);
    }

    // ---------------------------------------------------------------- 4a. jumps

    @Test
    void legalFirstMovesAreExactlyTheSixOfTheFixture() {
        assertThat(notations(start(Map.of())))
                .containsExactlyInAnyOrder("O4-I1", "O8-I11", "I3-I1", "I3-I5", "I9-I7", "I9-I11");
    }

    @Test
    void discJumpsTheWholeContiguousRunAndLandsOnTheFirstEmptyPoint() {
        ZodiacState state = position("O12:B I1:W I3:R I9:R", 0);
        assertThat(notations(state)).contains("O12-O4");
        ZodiacState after = play(state, "O12-O4");
        assertThat(after.at(Star.parse("O4"))).isEqualTo(Discs.BLACK);
        assertThat(after.at(Star.parse("O12"))).isEqualTo(Discs.EMPTY);
    }

    @Test
    void discNeverStepsToAnEmptyNeighbour() {
        ZodiacState state = position("O12:B I3:R I9:R O6:W", 0);
        assertThat(notations(state)).noneMatch(move -> move.startsWith("O12-"));
    }

    @Test
    void jumpWithoutAnEmptyPointBeyondTheRunDoesNotExist() {
        ZodiacState state = position("O12:B I1:W I3:R O4:W I9:R", 0);
        assertThat(notations(state)).noneMatch(move -> move.startsWith("O12-"));
    }

    @Test
    void singleJumpVariantPassesOverExactlyOnePiece() {
        ZodiacState state = ZodiacState.position(ZodiacRules.DEFAULT.withJump(ZodiacRules.Jump.SINGLE),
                board("O12:B I1:W I3:R I9:R"), 0, -1, -1, 0);
        assertThat(notations(state)).doesNotContain("O12-O4");
    }

    @Test
    void chainVariantHopsOverOneDiscAtATimeAndMayStopAfterAnyHop() {
        ZodiacRules chain = ZodiacRules.DEFAULT.withJump(ZodiacRules.Jump.CHAIN);
        ZodiacState state = ZodiacState.position(chain, board("O12:B I1:W I5:W I7:R I9:R O10:W"), 0, -1, -1, 0);
        assertThat(notations(state)).contains("O12-I3", "O12-I3-O6").doesNotContain("O12-O4");
        ZodiacState after = state.apply(game.parseMove(state, "o12-i3-o6"));
        assertThat(after.board()).isEqualTo(board("O6:B I1:B I5:B I7:R I9:R O10:W"));
    }

    // ---------------------------------------------------------------- 4b. neutral steps

    @Test
    void neutralDiscStepsOneInnerPointAlongTheRingToAnEmptyPoint() {
        ZodiacState state = position("I3:R I5:R O12:B O2:W", 0);
        assertThat(notations(state)).contains("I3-I1", "I5-I7").doesNotContain("I3-I5", "I5-I3", "I3-O2");
    }

    @Test
    void eitherPlayerMayMoveEitherNeutralDisc() {
        ZodiacState afterBlack = play(start(Map.of()), "I3-I5");
        assertThat(notations(afterBlack)).contains("I9-I7", "I9-I11", "I5-I7");
    }

    // ---------------------------------------------------------------- 5. flip

    @Test
    void everyJumpedDiscIsTurnedOverOwnOnesToo() {
        ZodiacState after = play(position("O12:B I1:B I3:W I9:R I7:R", 0), "O12-O4");
        assertThat(after.at(Star.parse("I1"))).isEqualTo(Discs.WHITE);
        assertThat(after.at(Star.parse("I3"))).isEqualTo(Discs.BLACK);
    }

    @Test
    void jumpedRedDiscsStayRed() {
        ZodiacState after = play(start(Map.of()), "O4-I1");
        assertThat(after.at(Star.parse("I3"))).isEqualTo(Discs.RED);
        assertThat(after.at(Star.parse("I1"))).isEqualTo(Discs.BLACK);
    }

    // ---------------------------------------------------------------- 6. rule 7

    @Test
    void rule7JumpToAnApexOverRedDiscsOnlyIsIllegal() {
        assertThat(notations(position("O4:B I1:R I3:R O6:W", 0))).doesNotContain("O4-O12");
    }

    @Test
    void rule7JumpToAnApexIsLegalWhenTheRunHoldsABlackOrWhiteDisc() {
        assertThat(notations(position("O4:B I1:W I3:R I7:R O6:W", 0))).contains("O4-O12");
        assertThat(notations(position("O4:B I1:R I3:B I7:R O6:W", 0))).contains("O4-O12");
    }

    @Test
    void rule7RedOnlyRunMayBeJumpedToAnInnerPoint() {
        assertThat(notations(start(Map.of()))).contains("O4-I1");
        assertThat(notations(position("I1:B I3:R I7:R O6:W", 0))).doesNotContain("I1-O4");
    }

    // ---------------------------------------------------------------- 7. rule 5

    @Test
    void rule5OpponentMayNotStepTheNeutralStraightBack() {
        ZodiacState afterBlack = play(start(Map.of()), "I3-I5");
        assertThat(notations(afterBlack)).doesNotContain("I5-I3");
    }

    @Test
    void rule5TheOtherNeutralMayEnterTheVacatedPoint() {
        ZodiacState afterBlack = play(position("O12:B O2:W I5:R I1:R", 0), "I5-I3");
        assertThat(notations(afterBlack)).doesNotContain("I3-I5").contains("I1-I11");
        assertThat(notations(play(position("O12:B O2:W I5:R I9:R O6:W", 0), "I9-I7")))
                .contains("I5-I3").doesNotContain("I7-I9");
    }

    @Test
    void rule5BanLastsOnePlyOnly() {
        ZodiacState state = play(start(Map.of()), "I3-I5", "O10-I7");
        assertThat(state.lastStep()).isEqualTo(-1);
        assertThat(notations(state)).contains("I5-I3");
    }

    @Test
    void rule5OwnNextTurnVariantBansTheMoversOwnNextTurn() {
        ZodiacState state = start(Map.of("rule5", "ownNextTurn"));
        ZodiacState afterBlack = play(state, "I3-I5");
        assertThat(notations(afterBlack)).contains("I5-I3");
        ZodiacState afterWhite = play(afterBlack, "O10-I7");
        assertThat(notations(afterWhite)).doesNotContain("I5-I3");
    }

    // ---------------------------------------------------------------- 8. rule 6

    @Test
    void rule6AfterTwoNeutralPliesTheMoverMayOnlyJump() {
        ZodiacState state = play(start(Map.of()), "I3-I5", "I9-I11");
        assertThat(state.neutralMovesBarred()).isTrue();
        assertThat(state.legalMoves()).isNotEmpty().allMatch(move -> !((ZodiacMove) move).isNeutralStep());
    }

    @Test
    void rule6CounterIsResetByAnOwnDiscMove() {
        ZodiacState state = play(start(Map.of()), "I3-I5", "I9-I11", "O4-I7");
        assertThat(state.neutralMovesBarred()).isFalse();
    }

    @Test
    void rule6PerPlayerVariantCountsOnlyTheMoversOwnTurns() {
        ZodiacState state = play(start(Map.of("rule6", "perPlayer")), "I3-I5", "I9-I7");
        assertThat(state.neutralMovesBarred()).isFalse();
    }

    @Test
    void rule6PerPieceVariantTiresOnlyTheDiscMovedTwiceInARow() {
        ZodiacState state = play(start(Map.of("rule6", "perPiece")), "I3-I5", "I5-I7");
        assertThat(notations(state)).contains("I9-I11").noneMatch(move -> move.startsWith("I7-"));
    }

    // ---------------------------------------------------------------- 9. rule 9

    @Test
    void rule9RecreatingAnEarlierArrangementLosesForTheMover() {
        ZodiacState beforeRepeat = play(start(Map.of()), "O4-I1", "O2-I11", "O12-O4", "I11-O2");
        Move repeat = game.parseMove(beforeRepeat, "O4-O12");
        assertThat(beforeRepeat.repeats(repeat)).isTrue();
        ZodiacState after = beforeRepeat.apply(repeat);
        assertThat(after.board()).isEqualTo(play(start(Map.of()), "O4-I1").board());
        assertThat(after.outcome().reason()).isEqualTo(ZodiacState.END_REPETITION);
        assertThat(after.outcome().winners()).containsExactly(Discs.WHITE_SEAT);
    }

    @Test
    void rule9RepeatingMoveIsLegalButLosing() {
        ZodiacState beforeRepeat = play(start(Map.of()), "O4-I1", "O2-I11", "O12-O4", "I11-O2");
        assertThat(notations(beforeRepeat)).contains("O4-O12");
        assertThat(beforeRepeat.legalMoves().stream().filter(beforeRepeat::repeats)).hasSize(1);
    }

    @Test
    void rule9ArrangementIgnoresSideToMoveAndCountersButTheVariantDoesNot() {
        ZodiacState plain = start(Map.of());
        assertThat(plain.repetitionKey(123, 0)).isEqualTo(plain.repetitionKey(123, 1));
        ZodiacState sided = start(Map.of("repetition", "boardPlusSide"));
        assertThat(sided.repetitionKey(123, 0)).isNotEqualTo(sided.repetitionKey(123, 1));
    }

    @Test
    void rule9ThirdOccurrenceVariantForgivesTheSecond() {
        ZodiacState state = play(start(Map.of("repetition", "thirdOccurrence")), "O4-I1", "O2-I11", "O12-O4", "I11-O2", "O4-O12");
        assertThat(state.isTerminal()).isFalse();
    }

    // ---------------------------------------------------------------- 10. win

    @Test
    void fullRingMajorityWins() {
        ZodiacState after = play(position("O8:B I9:W I1:R I3:R I5:B I7:B O2:W", 0), "O8-I11");
        assertThat(after.outcome().reason()).isEqualTo(ZodiacState.END_RING);
        assertThat(after.outcome().winners()).containsExactly(Discs.BLACK_SEAT);
    }

    @Test
    void fullRingWinCanGoToThePlayerWhoDidNotMove() {
        ZodiacState after = play(position("O8:B I9:B I1:R I3:R I5:W I7:W O2:W", 0), "O8-I11");
        assertThat(Discs.innerCount(after.board(), Discs.WHITE_SEAT)).isEqualTo(3);
        assertThat(after.outcome().winners()).containsExactly(Discs.WHITE_SEAT);
    }

    @Test
    void tiedFullRingPlaysOn() {
        ZodiacState after = play(position("O8:B I9:B I1:R I3:R I5:W I7:B O2:W", 0), "O8-I11");
        assertThat(Discs.ringFull(after.board())).isTrue();
        assertThat(after.isTerminal()).isFalse();
    }

    @Test
    void ringIsCheckedAfterEveryPlyEvenWhenItWasAlreadyFull() {
        ZodiacState tied = position("O12:B I1:W I3:W I5:B I7:B I9:R I11:R O6:W", 0);
        assertThat(Discs.ringFull(tied.board())).isTrue();
        ZodiacState after = play(tied, "O12-O4");
        assertThat(after.outcome().winners()).containsExactly(Discs.BLACK_SEAT);
        assertThat(after.outcome().arguments()).containsExactly("0", "4", "0");
    }

    // ---------------------------------------------------------------- 11. no pass

    @Test
    void aPlayerWithNoLegalMoveLoses() {
        ZodiacState stuck = ZodiacState.position(ZodiacRules.DEFAULT,
                board("O12:B O4:B O8:B O2:B O6:B O10:B I3:R I9:R"), 1, -1, -1, 2);
        assertThat(stuck.isTerminal()).isTrue();
        assertThat(stuck.outcome().reason()).isEqualTo(ZodiacState.END_NO_MOVE);
        assertThat(stuck.outcome().winners()).containsExactly(Discs.BLACK_SEAT);
    }

    @Test
    void aPlayerWithoutDiscsMayStillMoveNeutrals() {
        ZodiacState state = ZodiacState.position(ZodiacRules.DEFAULT,
                board("O12:B O4:B O8:B O2:B O6:B O10:B I3:R I9:R"), 1, -1, -1, 0);
        assertThat(notations(state)).hasSize(4);
    }

    @Test
    void thereIsNoPass() {
        assertThatThrownBy(() -> game.parseMove(start(Map.of()), "pass")).isInstanceOf(IllegalMoveException.class);
    }

    // ---------------------------------------------------------------- 12. first player

    @Test
    void firstPlayerIsAnOptionDefaultBlack() {
        assertThat(start(Map.of()).currentSeat()).isEqualTo(Discs.BLACK_SEAT);
        assertThat(start(Map.of("firstPlayer", "white")).currentSeat()).isEqualTo(Discs.WHITE_SEAT);
        Set<Integer> seen = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            seen.add(game.start(2, Map.of("firstPlayer", "random"), seed).currentSeat());
        }
        assertThat(seen).containsExactlyInAnyOrder(0, 1);
        assertThat(notations(start(Map.of("firstPlayer", "white"))))
                .containsExactlyInAnyOrder("O2-I5", "O10-I7", "I3-I1", "I3-I5", "I9-I7", "I9-I11");
    }

    // ---------------------------------------------------------------- 13. notation

    @Test
    void notationIsFromDashToWithClockPointNames() {
        assertThat(ZodiacMove.of(Star.parse("O4"), Star.parse("I1")).notation()).isEqualTo("O4-I1");
        assertThat(game.parseMove(start(Map.of()), " i3-i5 ")).isSameAs(ZodiacMove.of(3, 5));
    }
}
