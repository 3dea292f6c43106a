package dev.tabula.conformance;

import static dev.tabula.conformance.RandomGames.candidates;
import static dev.tabula.conformance.RandomGames.notations;
import static dev.tabula.conformance.RandomGames.where;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/** The kinds of states, their ends, their notation and what a match does with them. */
final class PlayChecks {
    private PlayChecks() {
    }

    /** {@code CHANCE} exactly at chance states, {@code NOBODY} exactly at the end, a seat with moves elsewhere. */
    static void oneKind(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            String where = where(game, setup, ply);
            assertThat(state.seatCount()).as("%s: the number of seats", where).isEqualTo(setup.seats());
            int seat = state.currentSeat();
            assertThat(state.isChance()).as("%s: isChance() where currentSeat() is %d", where, seat)
                    .isEqualTo(seat == State.CHANCE);
            assertThat(state.isTerminal()).as("%s: isTerminal() where currentSeat() is %d", where, seat)
                    .isEqualTo(seat == State.NOBODY);
            assertThat(state.chanceOutcomes().isEmpty()).as("%s: no chance outcomes unless at a chance state "
                    + "(currentSeat() is %d)", where, seat).isEqualTo(seat != State.CHANCE);
            if (seat == State.CHANCE || seat == State.NOBODY) {
                assertThat(notations(state.legalMoves())).as("%s: the legal moves %s", where,
                        seat == State.CHANCE ? "at a chance state" : "after the end").isEmpty();
            } else {
                assertThat(seat).as("%s: the seat to move", where).isBetween(0, setup.seats() - 1);
                if (state.legalMoves().isEmpty()) {
                    throw new AssertionError(RandomGames.noMove(where, state));
                }
            }
        });
    }

    static void outcomes(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            if (state.isTerminal()) {
                String where = where(game, setup, ply);
                List<Integer> winners = state.outcome().winners();
                assertThat(winners).as("%s: the winners", where).isNotEmpty().doesNotHaveDuplicates()
                        .allSatisfy(winner -> assertThat(winner).as("%s: a winner's seat", where)
                                .isBetween(0, setup.seats() - 1));
                double total = IntStream.range(0, setup.seats()).mapToDouble(state.outcome()::payoff).sum();
                assertThat(total).as("%s: the payoffs", where).isCloseTo(1.0, within(1e-9));
            }
        });
    }

    /**
     * {@code uniformMove(rng)} is {@code legalMoves().get(rng.nextInt(n))} and leaves the generator
     * where that leaves it, for several draws at every decision state: a game that answers it from
     * its own masks (random playouts) must play the games the list would.
     */
    static void uniformMove(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            if (state.isChance() || state.isTerminal()) {
                return;
            }
            String where = where(game, setup, ply);
            List<Move> moves = state.legalMoves();
            for (long seed = 1; seed <= 8; seed++) {
                Rng asked = Rng.fromState(seed * 0x9E3779B97F4A7C15L);
                Rng listed = Rng.fromState(seed * 0x9E3779B97F4A7C15L);
                Move uniform = state.uniformMove(asked);
                Move fromTheList = moves.get(listed.nextInt(moves.size()));
                assertThat(uniform).as("%s: uniformMove with draw %d, against the list's move", where, seed)
                        .isEqualTo(fromTheList);
                assertThat(asked.nextLong()).as("%s: the generator after uniformMove with draw %d", where, seed)
                        .isEqualTo(listed.nextLong());
            }
        });
    }

    /** Each move's notation is unlike its neighbours' and parses back to the move, chance outcomes included. */
    static void notation(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            String where = where(game, setup, ply);
            assertThat(notations(candidates(state))).as("%s: the notations of the moves", where)
                    .doesNotHaveDuplicates();
            for (Move move : candidates(state)) {
                Move parsed;
                try {
                    parsed = game.parseMove(state, move.notation());
                } catch (RuntimeException e) {
                    throw new AssertionError(where + ": the notation '" + move.notation() + "' of a legal move does "
                            + "not parse: " + e.getMessage(), e);
                }
                assertThat(parsed).as("%s: the move '%s' parses to", where, move.notation()).isEqualTo(move);
            }
        });
    }

    /** Saved and loaded at plies 0, 1, 2, 4, 8, … and at the end, a match is the same match. */
    static void saveAndLoad(Game game, KnownFacts facts) {
        MatchCodec codec = new MatchCodec(GameCatalog.of(List.of(game)));
        for (Setup setup : RandomGames.setups(game, facts)) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                Setup seeded = RandomGames.reseeded(setup, seed);
                List<Move> line = RandomGames.line(game, seeded, facts.maxPlies());
                List<Seat> seats = IntStream.range(0, setup.seats()).mapToObj(i -> Seat.person("Player " + (i + 1)))
                        .toList();
                Match match = new Match(game, seeded, seats);
                HashSet<Integer> checked = new HashSet<>();
                for (int ply = 0; ply <= line.size(); ply++) {
                    if (Integer.bitCount(ply) <= 1 || ply == line.size()) {
                        String where = where(game, seeded, ply);
                        Match loaded;
                        try {
                            loaded = codec.read(codec.write(match));
                        } catch (RuntimeException e) {
                            throw new AssertionError(where + ": the saved match does not load: " + e.getMessage(), e);
                        }
                        assertThat(loaded.current()).as("%s: the state loaded", where).isEqualTo(match.current());
                        assertThat(notations(loaded.current().legalMoves())).as("%s: the moves loaded", where)
                                .isEqualTo(notations(match.current().legalMoves()));
                        assertThat(loaded.setup()).as("%s: the setup loaded", where).isEqualTo(match.setup());
                        assertThat(loaded.seats()).as("%s: the seats loaded", where).isEqualTo(match.seats());
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

    static void randomGamesEnd(Game game, KnownFacts facts) {
        for (Setup setup : RandomGames.setups(game, facts)) {
            Playouts.Summary summary;
            try {
                summary = Playouts.run(game, setup, facts.randomGames(), 42, facts.maxPlies());
            } catch (IllegalStateException e) {
                throw new AssertionError(where(game, setup, 0) + " and on: " + e.getMessage(), e);
            }
            long decided = summary.draws();
            for (long wins : summary.winsBySeat()) {
                decided += wins;
            }
            assertThat(decided).as("%s: random games that ended", where(game, setup, 0))
                    .isEqualTo(facts.randomGames());
        }
    }

    static void perft(Game game, KnownFacts facts) {
        long[] known = facts.perft();
        assumeTrue(known.length > 0, "no perft numbers are known for " + game.info().id());
        Setup setup = new Setup(game.info().minSeats(), game.info().resolveOptions(Map.of()), 1L);
        State start = game.start(setup);
        for (int depth = 1; depth <= known.length; depth++) {
            assertThat(Perft.count(start, depth)).as("%s: perft %d", where(game, setup, 0), depth)
                    .isEqualTo(known[depth - 1]);
        }
    }
}
