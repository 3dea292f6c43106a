package dev.tabula.conformance;

import static dev.tabula.conformance.RandomGames.candidates;
import static dev.tabula.conformance.RandomGames.notations;
import static dev.tabula.conformance.RandomGames.where;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Equality by value, which undo, the turn loop and the save check rely on, checked so that an
 * {@code equals} cannot pass by comparing too little: equal states must agree on everything the
 * {@link State} interface answers, which is what "the same position" means to every caller.
 */
final class ValueChecks {
    /** States met along random lines whose every pair is compared. */
    private static final int PAIRED = 300;
    /** Plies of the line played from two equal states, along which they must keep agreeing. */
    private static final int CONTINUATION = 40;

    private ValueChecks() {
    }

    /** Whole states are compared at plies 0, 1, 2, 4, … and at the end: a state may hold its history. */
    private static boolean comparedWhole(int ply, List<Move> line) {
        return Integer.bitCount(ply) <= 1 || ply == line.size();
    }

    /** Two starts of one setup are equal, and so are a state and its twin reached by the same moves. */
    static void valueEquality(Game game, KnownFacts facts) {
        for (Setup setup : RandomGames.setups(game, facts)) {
            assertThat(game.start(setup)).as("%s: two starts of one setup", where(game, setup, 0))
                    .isEqualTo(game.start(setup));
        }
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            if (comparedWhole(ply, line)) {
                assertThat(state).as("%s: the state and its twin, reached by the same moves", where(game, setup, ply))
                        .isEqualTo(twin);
            }
        });
    }

    static void hashing(Game game, KnownFacts facts) {
        for (Setup setup : RandomGames.setups(game, facts)) {
            assertThat(game.start(setup).hashCode()).as("%s: the hash codes of two starts of one setup",
                    where(game, setup, 0)).isEqualTo(game.start(setup).hashCode());
        }
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) ->
                assertThat(state.hashCode()).as("%s: the hash codes of the state and its twin, reached by the same "
                        + "moves", where(game, setup, ply)).isEqualTo(twin.hashCode()));
    }

    /** After every move and chance outcome was applied to it, a state is still its twin's equal, moves and all. */
    static void immutability(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            List<String> before = notations(candidates(state));
            for (Move move : candidates(state)) {
                state.apply(move);
            }
            String where = where(game, setup, ply);
            assertThat(notations(candidates(state))).as("%s: the moves after applying every one of them", where)
                    .isEqualTo(before);
            if (comparedWhole(ply, line)) {
                assertThat(state).as("%s: the state after applying all its moves, against its twin", where)
                        .isEqualTo(twin);
            }
            assertThat(state.hashCode()).as("%s: the hash code after applying all its moves", where)
                    .isEqualTo(twin.hashCode());
        });
    }

    /**
     * Pairwise over states met along many random lines, one move off them (states that share a
     * position's generator) and the same lines played with other dice: two equal states agree on
     * the seats, the seat to move, the legal moves' notation, the chance outcomes, the draw
     * {@code sampleChance} makes, the outcome and whether undo stops there. And no move leads to
     * a state equal to the one it was made in.
     */
    static void equalityCannotBeFooled(Game game, KnownFacts facts) {
        List<RandomGames.Met> met = RandomGames.sample(game, facts, PAIRED, true);
        for (RandomGames.Met one : met) {
            for (Move move : candidates(one.state())) {
                assertThat(one.state().apply(move)).as("%s: the state after %s, against the state it was made in",
                        one.where(), move.notation()).isNotEqualTo(one.state());
            }
        }
        for (int i = 0; i < met.size(); i++) {
            for (int j = i + 1; j < met.size(); j++) {
                RandomGames.Met a = met.get(i);
                RandomGames.Met b = met.get(j);
                if (a.state().equals(b.state())) {
                    agree(a, b);
                }
            }
        }
    }

    private static void agree(RandomGames.Met a, RandomGames.Met b) {
        Map<String, String> second = facets(b.state());
        for (Map.Entry<String, String> facet : facets(a.state()).entrySet()) {
            assertThat(second.get(facet.getKey())).as("the states at %s and at %s are equal, but %s differs",
                    a.where(), b.where(), facet.getKey()).isEqualTo(facet.getValue());
        }
    }

    /** What a state answers through the State interface, each under its name. */
    static Map<String, String> facets(State state) {
        Map<String, String> facets = new LinkedHashMap<>();
        facets.put("the number of seats", String.valueOf(state.seatCount()));
        facets.put("the seat to move", String.valueOf(state.currentSeat()));
        facets.put("the legal moves", notations(state.legalMoves()).toString());
        facets.put("the chance outcomes", state.chanceOutcomes().stream()
                .map(ValueChecks::describe).collect(Collectors.joining(", ", "[", "]")));
        facets.put("the draw of sampleChance", state.isChance() ? state.sampleChance().notation() : "-");
        facets.put("the outcome", state.isTerminal() ? describe(state.outcome()) : "-");
        facets.put("whether undo stops here", String.valueOf(state.isUndoBarrier()));
        return facets;
    }

    private static String describe(ChanceOutcome outcome) {
        return outcome.move().notation() + " @ " + outcome.probability();
    }

    private static String describe(Outcome outcome) {
        return outcome.winners() + " " + outcome.reason() + " " + outcome.arguments();
    }
}
