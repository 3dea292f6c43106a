package dev.tabula.zodijak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.conformance.GameConformance;
import dev.tabula.core.Game;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

class ZodijakConformanceTest extends GameConformance {

    @Override
    protected Game game() {
        return new ZodijakGame();
    }

    /**
     * No published perft exists for a shuffled deck, so these are our own numbers, computed once
     * from the default 2-player start with seed 1 and pinned to catch any change of the move
     * generator. That deal turns up 7♣ for a seat holding no club and no 7: its only move is
     * {@code draw} (1); the other seat then has 2 moves; 16 sequences of three.
     */
    @Override
    protected long[] knownPerft() {
        return new long[] {1, 2, 16};
    }

    /** Random 2-player matches to 55 average about 3,700 plies; a few run much longer. */
    @Override
    protected int maxPlies() {
        return 200_000;
    }

    @Override
    protected int randomGames() {
        return 60;
    }

    /**
     * A random match to 55 runs to thousands of plies and the suite rebuilds each visited state
     * from the start, which is quadratic in the match length. So each of the base suite's random
     * matches is visited over its first {@value #HEAD} states (several whole hands: deals, hand
     * ends, penalties, reshuffles) and its last {@value #TAIL} (the end of the match, the
     * terminal state); the whole-match playouts above still run every match to its end.
     */
    @Override
    protected void forEachVisitedState(StateVisitor visitor) {
        for (Setup setup : setups()) {
            for (long seed = 1; seed <= 8; seed++) {
                Setup seeded = new Setup(setup.seats(), setup.options(), seed);
                List<Move> line = randomLine(seeded, seed);
                State state = game().start(seeded);
                List<Move> played = new ArrayList<>();
                visitor.visit(seeded, List.of(), state);
                for (int i = 0; i < line.size(); i++) {
                    state = state.apply(line.get(i));
                    played.add(line.get(i));
                    if (i < HEAD || i >= line.size() - TAIL) {
                        visitor.visit(seeded, List.copyOf(played), state);
                    }
                }
            }
        }
    }

    private static final int HEAD = 700;
    private static final int TAIL = 60;

    @org.junit.jupiter.api.Test
    void theVisitedStatesCoverHandEndsAndTheEndOfTheMatch() {
        java.util.Map<Integer, java.util.Set<ZodijakState.Phase>> phases = new java.util.HashMap<>();
        forEachVisitedState((setup, played, state) -> phases.computeIfAbsent(setup.seats(),
                k -> java.util.EnumSet.noneOf(ZodijakState.Phase.class)).add(((ZodijakState) state).phase()));
        for (int seats = 2; seats <= 4; seats++) {
            assertThat(phases.get(seats)).as("%d seats", seats).contains(ZodijakState.Phase.PLAY,
                    ZodijakState.Phase.HAND_OVER, ZodijakState.Phase.MATCH_OVER);
        }
    }

    @Override
    protected void assertViewHidesOthers(State state, int seat) {
        ZodijakState s = (ZodijakState) state;
        ZodijakSeatView view = s.viewFor(seat);
        assertThat(view.seat()).isEqualTo(seat);
        assertThat(view.ownHand()).isEqualTo(s.hand(seat));
        if (!view.handsShown()) {
            long others = 0;
            for (int q = 0; q < s.seatCount(); q++) {
                if (q != seat) {
                    others |= s.hand(q);
                }
            }
            assertThat(view.visibleCards() & others).as("other seats' cards in the view").isZero();
        }
        // The view is a function of what the seat sees alone: any deal of the unseen cards that
        // agrees with it gives back the same view, so no hidden card can be encoded in it.
        for (long r = 1; r <= 2; r++) {
            ZodijakState imagined = view.determinize(Rng.fromState(r * 7919 + seat));
            assertThat(imagined.viewFor(seat)).isEqualTo(view);
            assertThat(imagined.legalMoves()).isEqualTo(s.legalMoves().isEmpty() || s.currentSeat() != seat
                    ? imagined.legalMoves() : s.legalMoves());
        }
    }
}
