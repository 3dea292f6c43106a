package dev.tabula.zola;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.State;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** One test a rule or ruling of {@code docs/rules/zola.md}. Layouts list rank 1 first. */
class ZolaRulesTest {
    private final Game game = new ZolaGame();

    private static List<String> moves(State state) {
        return state.legalMoves().stream().map(Move::notation).toList();
    }

    private State play(State state, String... notations) {
        for (String notation : notations) {
            state = state.apply(game.parseMove(state, notation));
        }
        return state;
    }

    @Test
    void theBoardStartsFullInACheckerboardWithRedOnA1() {
        ZolaState start = (ZolaState) game.start(2, Map.of(), 1);
        assertThat(start.colourAt(0, 0)).isEqualTo(ZolaState.RED);
        assertThat(start.colourAt(1, 0)).isEqualTo(ZolaState.BLUE);
        assertThat(start.pieces(ZolaState.RED)).isEqualTo(18);
        assertThat(start.pieces(ZolaState.BLUE)).isEqualTo(18);
        assertThat(start.currentSeat()).as("the first player (Red) moves first").isZero();
    }

    @Test
    void eightByEightStartsWith32PiecesEach() {
        ZolaState start = (ZolaState) game.start(2, Map.of("size", "8"), 1);
        assertThat(start.pieces(ZolaState.RED)).isEqualTo(32);
        assertThat(start.pieces(ZolaState.BLUE)).isEqualTo(32);
    }

    @Test
    void everyFirstMoveCapturesAnOrthogonalNeighbourNotFartherFromTheCentre() {
        State start = game.start(2, Map.of(), 1);
        assertThat(moves(start)).hasSize(36).allMatch(m -> m.contains("x"));
        // a1: the neighbouring file "not farther" from a is b, the neighbouring rank of 1 is 2
        assertThat(moves(start)).contains("a1xb1", "a1xa2").doesNotContain("a1xb2");
    }

    @Test
    void aStepGoesToAnEmptyNeighbourStrictlyFartherFromTheCentre() {
        // a red piece on c3 (a central square) alone with a blue piece far away
        State state = ZolaState.of(6, """
                ......
                ......
                ..R...
                ......
                ......
                .....B""", ZolaState.RED);
        List<String> steps = moves(state).stream().filter(m -> m.contains("-")).toList();
        // c3 -> b2, b3, c2, b4, d2 are farther; d3 ties (same distance) and c4, d4 are nearer
        assertThat(steps).containsExactlyInAnyOrder("c3-b2", "c3-b3", "c3-c2", "c3-b4", "c3-d2");
    }

    @Test
    void aStepToASquareAtTheSameDistanceIsNotAllowed() {
        State state = ZolaState.of(6, """
                ......
                ......
                ..R...
                ......
                ......
                .....B""", ZolaState.RED);
        assertThat(moves(state)).doesNotContain("c3-d3");
    }

    @Test
    void aCaptureSlidesOverEmptySquaresLikeAQueen() {
        State state = ZolaState.of(6, """
                B.....
                ......
                ......
                ......
                ......
                R.....""", ZolaState.RED);
        // a6 (red, a corner) to a1 (blue, a corner): same distance, clear file
        assertThat(moves(state)).contains("a6xa1");
    }

    @Test
    void aCaptureMayKeepTheSameDistanceToTheCentre() {
        State state = ZolaState.of(6, """
                ......
                ......
                ..RB..
                ......
                ......
                ......""", ZolaState.RED);
        assertThat(moves(state)).contains("c3xd3"); // c3 and d3 are equally far: a tie is allowed
    }

    @Test
    void aCaptureMayNotEndFartherFromTheCentre() {
        State state = ZolaState.of(6, """
                ......
                .B....
                ..R...
                ......
                ......
                ......""", ZolaState.RED);
        assertThat(moves(state)).doesNotContain("c3xb2");
    }

    @Test
    void aCaptureCannotJumpOverAPiece() {
        State state = ZolaState.of(6, """
                R.....
                .R....
                ..B...
                ......
                ......
                ......""", ZolaState.RED);
        assertThat(moves(state)).contains("b2xc3").doesNotContain("a1xc3");
    }

    @Test
    void ownPiecesCannotBeCaptured() {
        State state = ZolaState.of(6, """
                R.....
                .R....
                ......
                ......
                ......
                .....B""", ZolaState.RED);
        assertThat(moves(state)).noneMatch(m -> m.equals("a1xb2"));
    }

    @Test
    void capturingIsNeverCompulsory() {
        State state = ZolaState.of(6, """
                ......
                ......
                ..RB..
                ......
                ......
                ......""", ZolaState.RED);
        assertThat(moves(state)).contains("c3xd3", "c3-b2");
    }

    @Test
    void aPlayerWithNoLegalMoveMustPass() {
        // blue's only piece is in the corner, where nothing is farther, and no red piece is on its lines
        State state = ZolaState.of(6, """
                B.....
                ......
                ...R..
                ......
                ......
                ......""", ZolaState.BLUE);
        assertThat(moves(state)).containsExactly("pass");
        State after = play(state, "pass");
        assertThat(after.currentSeat()).isZero();
        assertThat(moves(after)).doesNotContain("pass");
    }

    @Test
    void capturingTheLastEnemyPieceWins() {
        State state = ZolaState.of(6, """
                ......
                ......
                ..RB..
                ......
                ......
                ......""", ZolaState.RED);
        State after = play(state, "c3xd3");
        assertThat(after.isTerminal()).isTrue();
        Outcome outcome = after.outcome();
        assertThat(outcome.winners()).containsExactly(0);
        assertThat(outcome.reason()).isEqualTo("zola.end.lastPieceCaptured");
        assertThat(after.legalMoves()).isEmpty();
    }

    @Test
    void distancesAreCompared_exactly_withIntegers() {
        ZolaState start = (ZolaState) game.start(2, Map.of(), 1);
        // all four corners are equally far; c3 and d3 tie
        assertThat(start.distanceToCentre(0)).isEqualTo(start.distanceToCentre(35)).isEqualTo(50);
        assertThat(start.distanceToCentre(14)).isEqualTo(start.distanceToCentre(15)).isEqualTo(2);
    }

    @Test
    void notationNamesFilesFromTheFirstPlayersLeftAndRanksFromTheirSide() {
        ZolaState start = (ZolaState) game.start(2, Map.of(), 1);
        assertThat(start.squareName(0)).isEqualTo("a1");
        assertThat(start.squareName(5)).isEqualTo("f1");
        assertThat(start.squareName(35)).isEqualTo("f6");
        ZolaState big = (ZolaState) game.start(2, Map.of("size", "10"), 1);
        assertThat(big.squareName(99)).isEqualTo("j10");
    }

    @Test
    void pieRuleLetsTheSecondPlayerSwapAfterTheFirstMove() {
        State start = game.start(2, Map.of("pie", "on"), 1);
        assertThat(moves(start)).doesNotContain("swap");
        State afterFirst = play(start, "a1xb1");
        assertThat(moves(afterFirst)).contains("swap");
        State swapped = play(afterFirst, "swap");
        // the second player now owns red; blue (now the first player's) is to move
        assertThat(((ZolaState) swapped).colourOf(1)).isEqualTo(ZolaState.RED);
        assertThat(((ZolaState) swapped).colourToMove()).isEqualTo(ZolaState.BLUE);
        assertThat(swapped.currentSeat()).isZero();
        assertThat(moves(swapped)).doesNotContain("swap");
    }

    @Test
    void pieRuleIsOffByDefault() {
        State afterFirst = play(game.start(2, Map.of(), 1), "a1xb1");
        assertThat(moves(afterFirst)).doesNotContain("swap");
    }

    @Test
    void applyRefusesAnIllegalMoveAndLeavesTheStateAlone() {
        State start = game.start(2, Map.of(), 1);
        State copy = game.start(2, Map.of(), 1);
        Move fromOtherSize = game.start(2, Map.of("size", "8"), 1).legalMoves().get(0);
        assertThatThrownBy(() -> start.apply(fromOtherSize)).isInstanceOf(IllegalArgumentException.class);
        assertThat(start).isEqualTo(copy);
    }
}
