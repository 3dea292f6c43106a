package dev.tabula.zola;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The set-wise generator of boards up to 8x8 ({@link ZolaMoveList}) against the rules written
 * out square by square, in positions from random games: the same moves, none twice, and a move
 * looked up alone (the playouts' way) equal to the same move of the list spelled out.
 */
class ZolaMoveListTest {
    private final Game game = new ZolaGame();

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void listsExactlyTheMovesTheRulesAllow(int size) {
        for (ZolaState state : positionsFromRandomGames(size, 40)) {
            List<String> listed = state.legalMoves().stream().map(Move::notation).toList();
            assertThat(listed).as("%s", state).doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(movesByTheRules(state));
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void aMoveLookedUpAloneIsTheSameMoveAsInTheSpelledOutList(int size) {
        for (ZolaState state : positionsFromRandomGames(size, 20)) {
            List<Move> spelledOut = List.copyOf(state.legalMoves());
            if (spelledOut.get(0) == ZolaMove.PASS) {
                continue;
            }
            for (int i = 0; i < spelledOut.size(); i++) {
                ZolaMoveList fresh = freshList(state);
                assertThat(fresh.get(i)).as("move %d of %s", i, state).isSameAs(spelledOut.get(i));
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {6, 8})
    void anIndexOutsideTheListIsRefused(int size) {
        ZolaState start = (ZolaState) game.start(2, Map.of("size", String.valueOf(size)), 1);
        ZolaMoveList moves = freshList(start);
        assertThatThrownBy(() -> moves.get(moves.size())).isInstanceOf(IndexOutOfBoundsException.class);
        assertThatThrownBy(() -> moves.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    private List<ZolaState> positionsFromRandomGames(int size, int games) {
        List<ZolaState> positions = new ArrayList<>();
        Rng rng = Rng.fromState(size);
        for (int g = 0; g < games; g++) {
            State state = game.start(2, Map.of("size", String.valueOf(size)), g);
            while (!state.isTerminal()) {
                positions.add((ZolaState) state);
                List<Move> moves = state.legalMoves();
                state = state.apply(moves.get(rng.nextInt(moves.size())));
            }
        }
        return positions;
    }

    /** A list of the position's moves that nobody has read yet. */
    private static ZolaMoveList freshList(ZolaState state) {
        return ZolaMoveList.of(state);
    }

    /** The rules of docs/rules/zola.md, one piece and one direction at a time. */
    private static List<String> movesByTheRules(ZolaState state) {
        int n = state.size();
        byte mover = state.colourToMove();
        List<String> moves = new ArrayList<>();
        for (int square = 0; square < n * n; square++) {
            if (state.colourAt(square) != mover) {
                continue;
            }
            int x = square % n;
            int y = square / n;
            for (int dx = -1; dx <= 1; dx++) {
                for (int dy = -1; dy <= 1; dy++) {
                    if (dx == 0 && dy == 0 || !onBoard(x + dx, y + dy, n)) {
                        continue;
                    }
                    int next = (y + dy) * n + x + dx;
                    if (state.colourAt(next) == ZolaState.EMPTY
                            && state.distanceToCentre(next) > state.distanceToCentre(square)) {
                        moves.add(state.squareName(square) + "-" + state.squareName(next));
                    }
                    int k = 1;
                    while (onBoard(x + k * dx, y + k * dy, n) && state.colourAt(x + k * dx, y + k * dy) == ZolaState.EMPTY) {
                        k++;
                    }
                    if (onBoard(x + k * dx, y + k * dy, n)) {
                        int target = (y + k * dy) * n + x + k * dx;
                        if (state.colourAt(target) != mover
                                && state.distanceToCentre(target) <= state.distanceToCentre(square)) {
                            moves.add(state.squareName(square) + "x" + state.squareName(target));
                        }
                    }
                }
            }
        }
        return moves.isEmpty() ? List.of("pass") : moves;
    }

    private static boolean onBoard(int x, int y, int n) {
        return x >= 0 && y >= 0 && x < n && y < n;
    }
}
