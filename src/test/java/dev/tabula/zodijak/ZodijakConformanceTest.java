package dev.tabula.zodijak;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tabula.conformance.GameConformance;
import dev.tabula.core.Game;
import dev.tabula.core.Rng;
import dev.tabula.core.State;

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
