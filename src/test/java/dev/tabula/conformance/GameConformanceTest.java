package dev.tabula.conformance;

import static dev.tabula.conformance.RandomGames.candidates;
import static dev.tabula.conformance.RandomGames.notations;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Perft;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Seat;
import dev.tabula.core.SeatView;
import dev.tabula.core.SeededState;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.save.MatchCodec;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The checks every installed game passes, by construction: the suite runs over
 * {@link GameCatalog#installed()}, so a game registered in {@code META-INF/services} is checked
 * with no test file of its own. What the suite knows of a particular game (perft numbers, option
 * sets, bounds) is optional data in {@link KnownFacts}.
 */
class GameConformanceTest {

    static Stream<Named<Game>> games() {
        return GameCatalog.installed().games().stream().map(game -> Named.of(game.info().id(), game));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomPlayoutsFromManySeedsEnd(Game game) {
        KnownFacts facts = KnownFacts.of(game);
        for (Setup setup : RandomGames.setups(game, facts)) {
            Playouts.Summary summary = Playouts.run(game, setup, facts.randomGames(), 42, facts.maxPlies());
            long decided = summary.draws();
            for (long wins : summary.winsBySeat()) {
                decided += wins;
            }
            assertThat(decided).as("%s: games that ended", setup).isEqualTo(facts.randomGames());
        }
    }

    /**
     * Equality is by value ({@code TurnLoop}, undo and the save check rely on it): a state equals
     * its twin reached by the same moves, with the same hash code, also after every move was
     * applied to it (apply changes nothing); and no move leads back to an equal state. Hash codes
     * are compared at every ply, whole states at plies 0, 1, 2, 4, … and at the end (a state may
     * hold its history, which makes one comparison as long as the game).
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void statesAreValuesAndEveryMoveChangesTheState(Game game) {
        for (Setup setup : RandomGames.setups(game, KnownFacts.of(game))) {
            assertThat(game.start(setup)).as("two starts of one setup").isEqualTo(game.start(setup));
        }
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            boolean compareWhole = Integer.bitCount(ply) <= 1 || ply == line.size();
            if (compareWhole) {
                assertThat(state).as("ply %d: the state and its twin", ply).isEqualTo(twin);
            }
            assertThat(state.hashCode()).as("ply %d: hash codes", ply).isEqualTo(twin.hashCode());
            for (Move move : candidates(state)) {
                assertThat(state.apply(move)).as("ply %d: the state after %s", ply, move.notation())
                        .isNotEqualTo(state);
            }
            if (compareWhole) {
                assertThat(state).as("ply %d: the state after applying all its moves", ply).isEqualTo(twin);
            }
            assertThat(state.hashCode()).as("ply %d: the hash code after applying all its moves", ply)
                    .isEqualTo(twin.hashCode());
        });
    }

    /** {@code CHANCE} exactly at chance states, {@code NOBODY} exactly at terminal ones, a seat elsewhere. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyStateIsExactlyOneKind(Game game) {
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            assertThat(state.seatCount()).isEqualTo(setup.seats());
            int seat = state.currentSeat();
            assertThat(state.isChance()).as("ply %d: isChance", ply).isEqualTo(seat == State.CHANCE);
            assertThat(state.isTerminal()).as("ply %d: isTerminal", ply).isEqualTo(seat == State.NOBODY);
            assertThat(state.chanceOutcomes().isEmpty()).as("ply %d: no chance outcomes", ply)
                    .isEqualTo(seat != State.CHANCE);
            if (seat == State.CHANCE || seat == State.NOBODY) {
                assertThat(state.legalMoves()).as("ply %d: legal moves", ply).isEmpty();
            } else {
                assertThat(seat).as("ply %d: the seat to move", ply).isBetween(0, setup.seats() - 1);
                assertThat(state.legalMoves()).as("ply %d: legal moves", ply).isNotEmpty();
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void everyEndNamesItsWinnersAndSharesOnePoint(Game game) {
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            if (state.isTerminal()) {
                List<Integer> winners = state.outcome().winners();
                assertThat(winners).isNotEmpty().doesNotHaveDuplicates()
                        .allSatisfy(winner -> assertThat(winner).isBetween(0, setup.seats() - 1));
                double total = IntStream.range(0, setup.seats()).mapToDouble(state.outcome()::payoff).sum();
                assertThat(total).as("the payoffs").isCloseTo(1.0, within(1e-9));
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void notationRoundTrips(Game game) {
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            for (Move move : candidates(state)) {
                assertThat(game.parseMove(state, move.notation())).as("parse of %s", move.notation()).isEqualTo(move);
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void chanceOutcomesAreAProbabilityDistributionAndSamplingPicksOne(Game game) {
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            if (state.isChance()) {
                List<ChanceOutcome> outcomes = state.chanceOutcomes();
                assertThat(outcomes).allSatisfy(outcome -> assertThat(outcome.probability()).isPositive());
                assertThat(outcomes.stream().mapToDouble(ChanceOutcome::probability).sum()).isCloseTo(1.0, within(1e-9));
                assertThat(outcomes.stream().map(ChanceOutcome::move)).contains(state.sampleChance());
                assertThat(state.sampleChance()).as("sampling is deterministic").isEqualTo(twin.sampleChance());
            }
        });
    }

    /**
     * Every seat's view: it is the seat's; the view of any determinization is the same view (so
     * no hidden fact is encoded in it); a determinization keeps the kind of the state and, for the
     * seat to move, its legal moves; and it never reproduces the real state's generator.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void determinizationsKeepWhatTheSeatSeesAndNothingElse(Game game) {
        RandomGames.forEachState(game, KnownFacts.of(game), (setup, line, ply, state, twin) -> {
            boolean holdsGenerator = !reseeded(state, 1).equals(reseeded(state, 2));
            for (int seat = 0; seat < setup.seats(); seat++) {
                SeatView view = state.viewFor(seat);
                assertThat(view.seat()).isEqualTo(seat);
                for (long r = 1; r <= 2; r++) {
                    State imagined = view.determinize(Rng.fromState(r * 7919 + seat + ply));
                    assertThat(imagined.viewFor(seat)).as("ply %d, seat %d: the view of an imagined state", ply, seat)
                            .isEqualTo(view);
                    assertThat(imagined.currentSeat()).as("ply %d: whose turn, imagined", ply)
                            .isEqualTo(state.currentSeat());
                    if (seat == state.currentSeat()) {
                        assertThat(notations(imagined.legalMoves())).as("ply %d: the seat's moves, imagined", ply)
                                .isEqualTo(notations(state.legalMoves()));
                    }
                    if (holdsGenerator) {
                        assertThat(imagined).as("ply %d, seat %d: an imagined state with the match's generator", ply,
                                seat).isNotEqualTo(state);
                    }
                }
            }
        });
    }

    /**
     * A game whose views are {@code PerfectView}s shows each seat the whole state, so it may hold
     * nothing hidden. Hidden state is what the generator decides and nobody was shown: a deal, a
     * shuffle. Every random outcome of a perfect-information game is a chance move in the line,
     * seen by all; so from any two seeds that give the same seat the first move (the one public
     * thing a seed may decide, as Zodiac's random first player), the same line must give equal
     * states once their generators are replaced. A game that deals or shuffles in {@code start}
     * or {@code apply} and serves a {@code PerfectView} fails here: it needs its own view.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aPerfectViewHasNothingToHide(Game game) {
        KnownFacts facts = KnownFacts.of(game);
        for (Setup setup : RandomGames.setups(game, facts)) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                Setup seeded = RandomGames.reseeded(setup, seed);
                State state = game.start(seeded);
                State other = otherSeedWithTheSameFirstSeat(game, setup, seed, state.currentSeat());
                List<Move> line = RandomGames.line(game, seeded, seed, facts.maxPlies());
                for (int ply = 0; ply <= line.size() && state.viewFor(0) instanceof PerfectView; ply++) {
                    assertThat(reseeded(other, 0)).as("%s, ply %d: one line from two seeds gives two states, so the "
                            + "state holds what the seed decided and the line does not show (a deal needs the "
                            + "game's own SeatView), or reseeded keeps the generator", game.info().id(), ply)
                            .isEqualTo(reseeded(state, 0));
                    if (ply < line.size()) {
                        Move move = line.get(ply);
                        state = state.apply(move);
                        other = other.apply(game.parseMove(other, move.notation()));
                    }
                }
            }
        }
    }

    private static State reseeded(State state, long seed) {
        return state instanceof SeededState<?> seeded ? seeded.reseeded(seed) : state;
    }

    private static State otherSeedWithTheSameFirstSeat(Game game, Setup setup, long seed, int firstSeat) {
        for (long other = seed + 1_000; other < seed + 1_100; other++) {
            State start = game.start(RandomGames.reseeded(setup, other));
            if (start.currentSeat() == firstSeat) {
                return start;
            }
        }
        throw new AssertionError("no seed gives seat " + firstSeat + " the first move");
    }

    /** Saved and loaded at plies 0, 1, 2, 4, 8, … and at the end, a match is the same match. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void aMatchSavedAndLoadedIsTheSameMatch(Game game) {
        MatchCodec codec = new MatchCodec(GameCatalog.installed());
        KnownFacts facts = KnownFacts.of(game);
        for (Setup setup : RandomGames.setups(game, facts)) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                Setup seeded = RandomGames.reseeded(setup, seed);
                List<Move> line = RandomGames.line(game, seeded, seed, facts.maxPlies());
                List<Seat> seats = IntStream.range(0, setup.seats()).mapToObj(i -> Seat.person("Player " + (i + 1)))
                        .toList();
                Match match = new Match(game, seeded, seats);
                HashSet<Integer> checked = new HashSet<>();
                for (int ply = 0; ply <= line.size(); ply++) {
                    if (Integer.bitCount(ply) <= 1 || ply == line.size()) {
                        Match loaded = codec.read(codec.write(match));
                        assertThat(loaded.current()).as("ply %d, loaded", ply).isEqualTo(match.current());
                        assertThat(notations(loaded.current().legalMoves())).isEqualTo(notations(match.current().legalMoves()));
                        assertThat(loaded.setup()).isEqualTo(match.setup());
                        assertThat(loaded.seats()).isEqualTo(match.seats());
                        checked.add(ply);
                    }
                    if (ply < line.size()) {
                        match.play(line.get(ply));
                    }
                }
                assertThat(checked).contains(line.size());
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void perftFromTheStartMatchesTheKnownNumbers(Game game) {
        long[] known = KnownFacts.of(game).perft();
        assumeTrue(known.length > 0, "no perft numbers are known for " + game.info().id());
        State start = game.start(new Setup(game.info().minSeats(), game.info().resolveOptions(Map.of()), 1L));
        for (int depth = 1; depth <= known.length; depth++) {
            assertThat(Perft.count(start, depth)).as("perft %d", depth).isEqualTo(known[depth - 1]);
        }
    }
}
