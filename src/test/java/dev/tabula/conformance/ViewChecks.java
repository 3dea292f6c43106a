package dev.tabula.conformance;

import static dev.tabula.conformance.RandomGames.notations;
import static dev.tabula.conformance.RandomGames.where;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.SeededState;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import dev.tabula.core.TabulaException;
import java.util.ArrayList;
import java.util.List;

/** What a seat is shown, and that nothing shown to it can reach what it may not know. */
final class ViewChecks {
    /** States along the lines of a game whose views are tried against the same states with other generators. */
    private static final int TRIED = 60;
    /** Plies of the futures compared. */
    private static final int FUTURE = 40;
    /** The generator a state is re-seeded with to see whether its views notice. */
    private static final long OTHER_GENERATOR = 0x5EED_5EED_5EEDL;

    private ViewChecks() {
    }

    /** The seats' views and the public view of a state, by seat ({@link SeatView#NO_SEAT} last). */
    private static List<SeatView> views(State state) {
        List<SeatView> views = new ArrayList<>();
        for (int seat = 0; seat < state.seatCount(); seat++) {
            views.add(state.viewFor(seat));
        }
        views.add(state.publicView());
        return views;
    }

    private static SeatView viewOf(State state, int seat) {
        return seat == SeatView.NO_SEAT ? state.publicView() : state.viewFor(seat);
    }

    /**
     * Every view is its seat's; a determinization of it shows the seat the same view (so nothing
     * hidden is encoded in the view), keeps whose turn it is and, for the seat to move, its moves.
     */
    static void views(Game game, KnownFacts facts) {
        RandomGames.forEachState(game, facts, (setup, line, ply, state, twin) -> {
            String where = where(game, setup, ply);
            // a view may hold the public history, which makes one comparison with another's as long as the game
            boolean compareTwins = Integer.bitCount(ply) <= 1 || ply == line.size();
            for (SeatView view : views(state)) {
                int seat = view.seat();
                if (compareTwins) {
                    assertThat(view).as("%s: the view of seat %d, against its twin's", where, seat)
                            .isEqualTo(viewOf(twin, seat));
                }
                // twice for each seat, once for the public view, which every seat's determinization also tries
                for (long r = 1; r <= (seat == SeatView.NO_SEAT ? 1 : 2); r++) {
                    State imagined = view.determinize(Rng.fromState(r * 7919 + seat + ply));
                    assertThat(viewOf(imagined, seat)).as("%s, seat %d: the view of a determinization", where, seat)
                            .isEqualTo(view);
                    assertThat(imagined.currentSeat()).as("%s, seat %d: whose turn, determinized", where, seat)
                            .isEqualTo(state.currentSeat());
                    if (seat == state.currentSeat()) {
                        assertThat(notations(imagined.legalMoves())).as("%s: the seat's moves, determinized", where)
                                .isEqualTo(notations(state.legalMoves()));
                    }
                }
            }
            assertThat(state.publicView().seat()).as("%s: the public view's seat", where).isEqualTo(SeatView.NO_SEAT);
        });
    }

    /**
     * A view is a function of what its seat saw, never of the match's generator: of two states
     * that differ only in their generator (a state and its copy re-seeded, or the same line of a
     * perfect-information game played from two seeds), equal views must imagine the same
     * positions with the same futures, dice and shuffles included. Equality alone would not do:
     * a game that kept a generator of its own, out of its {@code equals}, would pass it.
     */
    static void generatorHidden(Game game, KnownFacts facts) {
        List<Setup> setups = RandomGames.setups(game, facts);
        List<List<Move>> lines = new ArrayList<>();
        long plies = 0;
        for (Setup setup : setups) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                lines.add(RandomGames.line(game, RandomGames.reseeded(setup, seed), facts.maxPlies()));
                plies += lines.get(lines.size() - 1).size() + 1;
            }
        }
        long stride = Math.max(1, plies / TRIED);
        int index = 0;
        for (Setup setup : setups) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                Setup seeded = RandomGames.reseeded(setup, seed);
                List<Move> line = lines.get(index++);
                State state = game.start(seeded);
                State otherDice = game.start(RandomGames.reseeded(setup, seed + RandomGames.OTHER_SEED));
                Rng pick = Rng.fromState(seed);
                for (int ply = 0; ply <= line.size(); ply++) {
                    if (pick.nextInt((int) Math.min(stride, Integer.MAX_VALUE)) == 0 || ply == line.size()) {
                        tryOtherGenerators(game, where(game, seeded, ply), state, otherDice);
                    }
                    if (ply < line.size()) {
                        state = state.apply(line.get(ply));
                        otherDice = otherDice == null ? null : replay(game, otherDice, line.get(ply));
                    }
                }
            }
        }
    }

    private static State replay(Game game, State state, Move move) {
        try {
            return state.apply(game.parseMove(state, move.notation()));
        } catch (TabulaException | IllegalArgumentException notHere) {
            return null; // other cards: the line goes no further there
        }
    }

    private static void tryOtherGenerators(Game game, String where, State state, State otherDice) {
        if (state instanceof SeededState<?> seeded) {
            State reseeded = seeded.reseeded(OTHER_GENERATOR);
            for (SeatView view : views(state)) {
                assertThat(viewOf(reseeded, view.seat())).as("%s, seat %d: the view of the state re-seeded, which "
                        + "must not depend on the generator", where, view.seat()).isEqualTo(view);
                sameFutures(where + ", against the state re-seeded", view, viewOf(reseeded, view.seat()));
            }
        }
        if (otherDice != null) {
            for (SeatView view : views(state)) {
                SeatView other = viewOf(otherDice, view.seat());
                if (other.equals(view)) {
                    sameFutures(where + ", against the same line from seed +" + RandomGames.OTHER_SEED, view, other);
                }
            }
        }
    }

    private static void sameFutures(String where, SeatView view, SeatView other) {
        for (long r = 1; r <= 2; r++) {
            State one = view.determinize(Rng.fromState(r * 104_729));
            State two = other.determinize(Rng.fromState(r * 104_729));
            assertThat(RandomGames.future(two, r, FUTURE)).as("%s, seat %d: two equal views of states that differ "
                    + "only in their generator imagine different futures, so a determinization reaches the match's "
                    + "generator", where, view.seat()).isEqualTo(RandomGames.future(one, r, FUTURE));
        }
        if (view instanceof PerfectView perfect && other instanceof PerfectView perfectOther) {
            assertThat(RandomGames.future(perfectOther.state(), 3, FUTURE)).as("%s, seat %d: the positions of two equal "
                    + "perfect views play different futures, so the view holds the match's generator", where,
                    view.seat()).isEqualTo(RandomGames.future(perfect.state(), 3, FUTURE));
        }
    }

    /**
     * A game whose views are {@code PerfectView}s shows each seat the whole state, so it may hold
     * nothing hidden. Hidden state is what the generator decides and nobody was shown: a deal, a
     * shuffle. Every random outcome of a perfect-information game is a chance move in the line,
     * seen by all; so from any two seeds that give the same seat the first move (the one public
     * thing a seed may decide, as Zodiac's random first player), the same line must give equal
     * views. A game that deals or shuffles in {@code start} or {@code apply} and serves a
     * {@code PerfectView} fails here: it needs its own view.
     */
    static void perfectViewHidesNothing(Game game, KnownFacts facts) {
        for (Setup setup : RandomGames.setups(game, facts)) {
            for (long seed = 1; seed <= RandomGames.LINES; seed++) {
                Setup seeded = RandomGames.reseeded(setup, seed);
                State state = game.start(seeded);
                State other = otherSeedWithTheSameFirstSeat(game, setup, seed, state.currentSeat());
                List<Move> line = RandomGames.line(game, seeded, facts.maxPlies());
                for (int ply = 0; ply <= line.size() && state.viewFor(0) instanceof PerfectView; ply++) {
                    for (int seat = SeatView.NO_SEAT; seat < state.seatCount(); seat++) {
                        assertThat(viewOf(other, seat)).as("%s, seat %d: one line from two seeds gives two views, so "
                                + "the state holds what the seed decided and the line does not show (a deal needs "
                                + "the game's own SeatView)", where(game, seeded, ply), seat)
                                .isEqualTo(viewOf(state, seat));
                    }
                    if (ply < line.size()) {
                        Move move = line.get(ply);
                        state = state.apply(move);
                        other = other.apply(game.parseMove(other, move.notation()));
                    }
                }
            }
        }
    }

    private static State otherSeedWithTheSameFirstSeat(Game game, Setup setup, long seed, int firstSeat) {
        for (long other = seed + 1_000; other < seed + 1_100; other++) {
            State start = game.start(RandomGames.reseeded(setup, other));
            if (start.currentSeat() == firstSeat) {
                return start;
            }
        }
        throw new AssertionError(game.info().id() + ": no seed gives seat " + firstSeat + " the first move");
    }
}
