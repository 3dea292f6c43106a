package dev.tabula.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.save.MatchCodec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The checks every game passes. A game joins with one small subclass that names the game, its
 * setups and its known perft numbers:
 *
 * <pre>{@code class ZolaConformanceTest extends GameConformance { ... } }</pre>
 *
 * Games with hidden information override {@link #assertViewHidesOthers} as well.
 */
public abstract class GameConformance {

    /** The game under test. */
    protected abstract Game game();

    /** The setups to exercise: at least the default one. */
    protected List<Setup> setups() {
        Game game = game();
        return IntStream.rangeClosed(game.info().minSeats(), game.info().maxSeats())
                .mapToObj(seats -> new Setup(seats, game.info().resolveOptions(Map.of()), 1L))
                .toList();
    }

    /** Known perft numbers from the default start, depth 1 upward (keep them quick: a few seconds). */
    protected abstract long[] knownPerft();

    /** How many random games each setup plays. */
    protected int randomGames() {
        return 200;
    }

    /** A bound on the length of a random game; a game that runs longer fails the suite. */
    protected int maxPlies() {
        return 10_000;
    }

    /** Checks that {@code seat}'s view of {@code state} holds nothing that seat cannot see. */
    protected void assertViewHidesOthers(State state, int seat) {
        assertThat(state.viewFor(seat).seat()).isEqualTo(seat);
    }

    @Test
    void isRegisteredUnderItsId() {
        assertThat(GameCatalog.installed().find(game().info().id())).isPresent();
    }

    @Test
    void randomPlayoutsFromManySeedsEnd() {
        for (Setup setup : setups()) {
            Playouts.Summary summary = Playouts.run(game(), setup, randomGames(), 42, maxPlies());
            assertThat(summary.games()).isEqualTo(randomGames());
            long decided = summary.draws();
            for (long wins : summary.winsBySeat()) {
                decided += wins;
            }
            assertThat(decided).isEqualTo(randomGames());
        }
    }

    @Test
    void everyLegalMoveAppliesAndApplyNeverChangesTheOriginal() {
        forEachVisitedState((setup, played, state) -> {
            State twin = replay(setup, played);
            for (Move move : candidates(state)) {
                State next = state.apply(move);
                assertThat(next).isNotNull();
            }
            assertThat(state).as("state after applying all its moves").isEqualTo(twin);
            assertThat(state.hashCode()).isEqualTo(twin.hashCode());
        });
    }

    @Test
    void notationRoundTrips() {
        forEachVisitedState((setup, played, state) -> {
            for (Move move : candidates(state)) {
                assertThat(game().parseMove(state, move.notation()))
                        .as("parse of %s", move.notation()).isEqualTo(move);
            }
        });
    }

    @Test
    void chanceOutcomesAreAProbabilityDistributionAndSamplingPicksOne() {
        forEachVisitedState((setup, played, state) -> {
            if (state.isChance()) {
                List<ChanceOutcome> outcomes = state.chanceOutcomes();
                assertThat(outcomes.stream().mapToDouble(ChanceOutcome::probability).sum()).isCloseTo(1.0, within(1e-9));
                assertThat(outcomes.stream().map(ChanceOutcome::move)).contains(state.sampleChance());
                assertThat(state.sampleChance()).as("sampling is deterministic").isEqualTo(state.sampleChance());
            } else {
                assertThat(state.chanceOutcomes()).isEmpty();
            }
        });
    }

    @Test
    void decisionStatesAlwaysOfferAMoveAndTerminalStatesNone() {
        forEachVisitedState((setup, played, state) -> {
            if (state.isTerminal()) {
                assertThat(state.legalMoves()).isEmpty();
                assertThat(state.outcome().winners()).isNotEmpty();
            } else if (!state.isChance()) {
                assertThat(state.legalMoves()).isNotEmpty();
                assertThat(state.currentSeat()).isBetween(0, setup.seats() - 1);
            }
        });
    }

    @Test
    void theSameSeedAndMovesGiveTheSameGame() {
        for (Setup setup : setups()) {
            List<Move> line = randomLine(setup, 7);
            assertThat(replay(setup, line)).isEqualTo(replay(setup, line));
        }
    }

    @Test
    void aMatchSavedAndLoadedMidGameIsIdentical() {
        MatchCodec codec = new MatchCodec(GameCatalog.installed());
        for (Setup setup : setups()) {
            for (long seed = 1; seed <= 20; seed++) {
                Setup seeded = new Setup(setup.seats(), setup.options(), seed);
                List<Move> line = randomLine(seeded, seed);
                Match match = new Match(game(), seeded, seats(setup.seats()));
                line.subList(0, line.size() / 2).forEach(match::play);
                Match loaded = codec.read(codec.write(match));
                assertThat(loaded.current()).isEqualTo(match.current());
                assertThat(notations(loaded.current().legalMoves())).isEqualTo(notations(match.current().legalMoves()));
                assertThat(loaded.setup()).isEqualTo(match.setup());
                assertThat(loaded.seats()).isEqualTo(match.seats());
            }
        }
    }

    @Test
    void perftFromTheStartMatchesTheKnownNumbers() {
        Setup setup = new Setup(game().info().minSeats(), game().info().resolveOptions(Map.of()), 1L);
        State start = game().start(setup);
        long[] known = knownPerft();
        assertThat(known).isNotEmpty();
        for (int depth = 1; depth <= known.length; depth++) {
            assertThat(Perft.count(start, depth)).as("perft %d", depth).isEqualTo(known[depth - 1]);
        }
    }

    @Test
    void seatViewsHideWhatTheSeatCannotSee() {
        forEachVisitedState((setup, played, state) -> {
            for (int seat = 0; seat < setup.seats(); seat++) {
                assertViewHidesOthers(state, seat);
            }
        });
    }

    // ------------------------------------------------------------------ helpers

    /** A visitor of the states along some random games. */
    protected interface StateVisitor {
        void visit(Setup setup, List<Move> played, State state);
    }

    /** Visits every state of a few random games of every setup. */
    protected void forEachVisitedState(StateVisitor visitor) {
        for (Setup setup : setups()) {
            for (long seed = 1; seed <= 8; seed++) {
                Setup seeded = new Setup(setup.seats(), setup.options(), seed);
                List<Move> line = randomLine(seeded, seed);
                State state = game().start(seeded);
                List<Move> played = new ArrayList<>();
                visitor.visit(seeded, List.copyOf(played), state);
                for (Move move : line) {
                    state = state.apply(move);
                    played.add(move);
                    visitor.visit(seeded, List.copyOf(played), state);
                }
            }
        }
    }

    protected List<Move> randomLine(Setup setup, long seed) {
        Rng rng = Rng.fromState(seed);
        State state = game().start(setup);
        List<Move> line = new ArrayList<>();
        while (!state.isTerminal() && line.size() < maxPlies()) {
            Move move = Playouts.randomMove(state, rng);
            line.add(move);
            state = state.apply(move);
        }
        return line;
    }

    protected State replay(Setup setup, List<Move> moves) {
        State state = game().start(setup);
        for (Move move : moves) {
            state = state.apply(move);
        }
        return state;
    }

    private static List<Move> candidates(State state) {
        return state.isChance()
                ? state.chanceOutcomes().stream().map(ChanceOutcome::move).toList()
                : state.legalMoves();
    }

    private static List<String> notations(List<Move> moves) {
        return moves.stream().map(Move::notation).toList();
    }

    private static List<Seat> seats(int count) {
        return IntStream.range(0, count).mapToObj(i -> Seat.person("Player " + (i + 1))).toList();
    }
}
