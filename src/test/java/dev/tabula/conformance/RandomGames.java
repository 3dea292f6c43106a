package dev.tabula.conformance;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

/** The random games the conformance checks walk, and the small helpers they share. */
final class RandomGames {
    /** Random games per setup whose every state is visited. */
    static final int LINES = 8;
    /** How far an alternative seed is from a line's own: the same line replayed with other dice. */
    static final long OTHER_SEED = 1_000;

    private RandomGames() {
    }

    /** A visitor of the states along some random games, each with a twin reached by the same moves. */
    interface Visitor {
        void visit(Setup setup, List<Move> line, int ply, State state, State twin);
    }

    /** Children of a state met along a line that a sample holds besides it: its siblings in other lines. */
    private static final int CHILDREN = 8;

    /**
     * A state met along a random line: the setup (its seed is the line's), the ply, and the state;
     * {@code via} is the move that led there from the line's state a ply before, when it left the line.
     */
    record Met(Game game, Setup setup, int ply, State state, String via) {
        String where() {
            return RandomGames.where(game, setup, ply) + (via.isEmpty() ? "" : " (after " + via + " instead)");
        }
    }

    /** "zodiac {jump=chain, …}, 2 seats, seed 3, ply 17": where a check found what it reports. */
    static String where(Game game, Setup setup, int ply) {
        return game.info().id() + " " + setup.options() + ", " + setup.seats() + " seats, seed " + setup.seed()
                + ", ply " + ply;
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
                List<Move> line = line(game, seeded, facts.maxPlies());
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

    /**
     * A random game to its end, its moves chosen with the setup's seed (a chance state plays its
     * own draw); fails past {@code maxPlies}, and at a decision state without a move in the
     * contract's words rather than with whatever choosing among no moves throws.
     */
    static List<Move> line(Game game, Setup setup, int maxPlies) {
        Rng rng = Rng.fromState(setup.seed());
        State state = game.start(setup);
        List<Move> line = new ArrayList<>();
        while (!state.isTerminal()) {
            if (line.size() >= maxPlies) {
                throw new AssertionError(where(game, setup, line.size()) + ": a random game ran past " + maxPlies
                        + " plies without ending");
            }
            line.add(choose(game, setup, line.size(), state, rng));
            state = state.apply(line.get(line.size() - 1));
        }
        return line;
    }

    private static Move choose(Game game, Setup setup, int ply, State state, Rng rng) {
        if (state.isChance()) {
            return state.sampleChance();
        }
        List<Move> moves = state.legalMoves();
        if (moves.isEmpty()) {
            throw new AssertionError(noMove(where(game, setup, ply), state));
        }
        return moves.get(rng.nextInt(moves.size()));
    }

    /** The contract's own words for a decision state without a legal move. */
    static String noMove(String where, State state) {
        return where + ": seat " + state.currentSeat() + " is to decide but has no legal move, and the State "
                + "contract says a decision state always has one (a forced pass is a move): " + state;
    }

    /**
     * About {@code wanted} states met along the lines of every setup, spread evenly over them, each
     * with some of its children (so that states one move apart from one position, which share
     * its generator, are among them), and, where {@code otherDice}, the same plies of each line
     * replayed from another seed (the same moves with other dice, as far as they stay legal there).
     */
    static List<Met> sample(Game game, KnownFacts facts, int wanted, boolean otherDice) {
        List<Setup> setups = setups(game, facts);
        List<List<Move>> lines = new ArrayList<>();
        long plies = 0;
        for (Setup setup : setups) {
            for (long seed = 1; seed <= LINES; seed++) {
                List<Move> line = line(game, reseeded(setup, seed), facts.maxPlies());
                lines.add(line);
                plies += line.size() + 1;
            }
        }
        long stride = Math.max(1, plies / Math.max(1, wanted));
        List<Met> met = new ArrayList<>();
        int index = 0;
        for (Setup setup : setups) {
            for (long seed = 1; seed <= LINES; seed++) {
                List<Move> line = lines.get(index++);
                for (Met one : along(game, reseeded(setup, seed), line, stride, seed)) {
                    met.add(one);
                    for (Move move : candidates(one.state()).stream().limit(CHILDREN).toList()) {
                        met.add(new Met(game, one.setup(), one.ply() + 1, one.state().apply(move), move.notation()));
                    }
                }
                if (otherDice) {
                    met.addAll(along(game, reseeded(setup, seed + OTHER_SEED), line, stride, seed));
                }
            }
        }
        return met;
    }

    /**
     * One in {@code stride} of the states along {@code line} played from {@code setup}, picked at
     * random (a fixed stride would see every second ply only, the chance states of a dice game),
     * and the last. The picks depend on the line's own seed, so a replay with other dice picks
     * the same plies when given the same {@code picks}.
     */
    private static List<Met> along(Game game, Setup setup, List<Move> line, long stride, long picks) {
        List<Met> met = new ArrayList<>();
        Rng pick = Rng.fromState(picks);
        State state = game.start(setup);
        for (int ply = 0; ; ply++) {
            if (pick.nextInt((int) Math.min(stride, Integer.MAX_VALUE)) == 0 || ply == line.size()) {
                met.add(new Met(game, setup, ply, state, ""));
            }
            if (ply == line.size()) {
                return met;
            }
            try {
                state = state.apply(game.parseMove(state, line.get(ply).notation()));
            } catch (TabulaException | IllegalArgumentException notHere) {
                return met; // the line's move is not legal with these dice or cards: the replay ends
            }
        }
    }

    /**
     * The first {@code plies} plies after {@code state} as notations, the moves chosen with a
     * generator started from {@code seed} and every chance played as the state draws it: what a
     * state will do, to compare two that should behave alike.
     */
    static List<String> future(State state, long seed, int plies) {
        Rng chooser = Rng.fromState(seed);
        List<String> moves = new ArrayList<>();
        for (int ply = 0; ply < plies && !state.isTerminal(); ply++) {
            List<Move> legal = state.legalMoves();
            Move move = state.isChance() ? state.sampleChance()
                    : legal.isEmpty() ? null : legal.get(chooser.nextInt(legal.size()));
            if (move == null) {
                moves.add("(no move)");
                return moves;
            }
            moves.add(move.notation());
            state = state.apply(move);
        }
        return moves;
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
