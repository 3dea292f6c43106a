package dev.tabula.conformance;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** The random games the conformance suite walks, and the small helpers its checks share. */
final class RandomGames {
    /** Random games per setup whose every state is visited. */
    static final int LINES = 8;

    private RandomGames() {
    }

    /** A visitor of the states along some random games, each with a twin reached by the same moves. */
    interface Visitor {
        void visit(Setup setup, List<Move> line, int ply, State state, State twin);
    }

    /** Every setup of the game's known option sets, at every seat count it allows, seed 1. */
    static List<Setup> setups(Game game, KnownFacts facts) {
        return facts.optionSets().stream()
                .flatMap(options -> IntStream.rangeClosed(game.info().minSeats(), game.info().maxSeats())
                        .mapToObj(seats -> new Setup(seats, game.info().resolveOptions(options), 1L)))
                .toList();
    }

    static Setup reseeded(Setup setup, long seed) {
        return new Setup(setup.seats(), setup.options(), seed);
    }

    /**
     * Walks {@link #LINES} random games of every setup. Each state is visited with a twin built
     * separately from a second start by the same moves, so value semantics are checked in one
     * pass instead of a replay from the start at every ply.
     */
    static void forEachState(Game game, KnownFacts facts, Visitor visitor) {
        for (Setup setup : setups(game, facts)) {
            for (long seed = 1; seed <= LINES; seed++) {
                Setup seeded = reseeded(setup, seed);
                List<Move> line = line(game, seeded, seed, facts.maxPlies());
                State state = game.start(seeded);
                State twin = game.start(seeded);
                visitor.visit(seeded, line, 0, state, twin);
                for (int ply = 0; ply < line.size(); ply++) {
                    state = state.apply(line.get(ply));
                    twin = twin.apply(line.get(ply));
                    visitor.visit(seeded, line, ply + 1, state, twin);
                }
            }
        }
    }

    /** A random game to its end (a chance state plays its own draw); fails past {@code maxPlies}. */
    static List<Move> line(Game game, Setup setup, long seed, int maxPlies) {
        Rng rng = Rng.fromState(seed);
        State state = game.start(setup);
        List<Move> line = new ArrayList<>();
        while (!state.isTerminal()) {
            if (line.size() >= maxPlies) {
                throw new AssertionError(game.info().id() + ": a random game ran past " + maxPlies + " plies");
            }
            Move move = state.isChance() ? state.sampleChance() : Playouts.randomMove(state, rng);
            line.add(move);
            state = state.apply(move);
        }
        return line;
    }

    /** The legal moves, or at a chance state its outcomes. */
    static List<Move> candidates(State state) {
        return state.isChance()
                ? state.chanceOutcomes().stream().map(ChanceOutcome::move).toList()
                : state.legalMoves();
    }

    static List<String> notations(List<Move> moves) {
        return moves.stream().map(Move::notation).toList();
    }
}
