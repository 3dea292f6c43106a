package dev.tabula.ai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tabula.core.Move;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import dev.tabula.zola.ZolaGame;
import dev.tabula.zola.ZolaState;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The {@code alphabeta} baseline: exact wins, its budget and cancellation, reproducible without a time limit. */
class AlphaBetaPlayerTest {
    /** Red (seat 0) to move on 6x6: one of its 9 moves wins in 5 plies, none wins sooner (see {@link ZolaSearchTest}). */
    private static final ZolaState WIN_IN_FIVE = ZolaState.of(6, "..B... ...RR. .....R .....R ...... ...B..", ZolaState.RED);

    private static AlphaBetaPlayer player(int depth, long seed) {
        return (AlphaBetaPlayer) withDepth(depth, seed);
    }

    private static Player withDepth(int depth, long seed) {
        return new AlphaBetaPlayer(Capabilities.forGame(ZolaGame.ID).searchEvaluation().orElseThrow(), depth, 16, seed);
    }

    @Test
    void itFindsTheOnlyForcedWinAndScoresItsLength() {
        AlphaBetaPlayer player = player(5, 1);

        Move chosen = player.choose(WIN_IN_FIVE.viewFor(0));

        assertThat(ZolaSearchTest.forcesWin(WIN_IN_FIVE.apply(chosen), 0, 4)).as("%s wins by force", chosen).isTrue();
        assertThat(player.lastScore()).isEqualTo(AlphaBetaPlayer.WIN - 5);
    }

    @Test
    void shorterThanTheWinItDoesNotClaimOne() {
        AlphaBetaPlayer player = player(3, 1);
        player.choose(WIN_IN_FIVE.viewFor(0));
        assertThat(player.lastScore()).isLessThan(AlphaBetaPlayer.WIN - 100);
    }

    @Test
    void aCancelledSearchStillAnswersALegalMove() {
        CancellationToken cancel = new CancellationToken();
        cancel.cancel();
        State start = new ZolaGame().start(2, Map.of(), 1);
        AlphaBetaPlayer player = player(8, 2);

        Move move = player.choose(start.viewFor(0), SearchBudget.UNLIMITED, cancel);

        assertThat(start.legalMoves()).contains(move);
        assertThat(player.lastNodes()).isLessThanOrEqualTo(AlphaBetaPlayer.CHECK_EVERY);
    }

    @Test
    void aTimeLimitOnItsClockStopsTheDeepening() {
        State start = new ZolaGame().start(2, Map.of("size", "8"), 1);
        AtomicLong readings = new AtomicLong();
        // the clock advances a millisecond at each reading: 20 readings use up the time
        SearchBudget budget = SearchBudget.time(Duration.ofMillis(20), () -> readings.incrementAndGet() * 1_000_000);
        AlphaBetaPlayer player = player(1, 3);

        Move move = player.choose(start.viewFor(0), budget, CancellationToken.none());

        assertThat(start.legalMoves()).contains(move);
        assertThat(readings.get()).isBetween(20L, 21L);
        assertThat(player.lastNodes()).isLessThanOrEqualTo(21L * AlphaBetaPlayer.CHECK_EVERY);
        assertThat(player.lastDepth()).as("past its fixed depth of 1").isGreaterThan(1);
    }

    @Test
    void anIterationCapCountsNodes() {
        State start = new ZolaGame().start(2, Map.of(), 1);
        AlphaBetaPlayer player = player(12, 3);

        player.choose(start.viewFor(0), SearchBudget.iterations(5_000), CancellationToken.none());

        assertThat(player.lastNodes()).isLessThanOrEqualTo(5_000 + AlphaBetaPlayer.CHECK_EVERY);
    }

    @Test
    void withoutATimeLimitTheSameSeedPlaysTheSameGame() {
        assertThat(game(7)).isEqualTo(game(7)).isNotEqualTo(game(8));
    }

    /** Twelve plies of alpha-beta against itself from the start, with seed {@code seed}. */
    private static List<String> game(long seed) {
        State state = new ZolaGame().start(2, Map.of(), 1);
        Player[] players = {withDepth(3, seed), withDepth(3, seed + 100)};
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < 12 && !state.isTerminal(); ply++) {
            Move move = players[state.currentSeat()].choose(state.viewFor(state.currentSeat()));
            moves.add(move.notation());
            state = state.apply(move);
        }
        return moves;
    }

    @Test
    void itIsOfferedOnlyWhereTheGameHasASearchEvaluation() {
        assertThat(Players.names(ZolaGame.ID)).contains(AlphaBetaPlayer.NAME);
        assertThat(Players.create(AlphaBetaPlayer.NAME, ZolaGame.ID, 1)).isInstanceOf(AlphaBetaPlayer.class);
        for (String game : List.of("zodiac", "battlegammon", "zodijak")) {
            assertThat(Players.names(game)).doesNotContain(AlphaBetaPlayer.NAME);
            assertThatThrownBy(() -> Players.create(AlphaBetaPlayer.NAME, game, 1)).isInstanceOf(TabulaException.class)
                    .hasMessageContaining("offers none");
        }
    }
}
