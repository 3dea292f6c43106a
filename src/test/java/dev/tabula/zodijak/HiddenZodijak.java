package dev.tabula.zodijak;

import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.GeneratorPeek;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a Zodijak state hides, for the tests that prove a network friend is never sent it: the
 * generator, the stock's order, and a second start whose hidden parts differ from a first one's
 * while one seat, and the public table, cannot tell the two apart for a while.
 */
public final class HiddenZodijak {
    private HiddenZodijak() {
    }

    /** The generator of the shuffles to come. */
    public static long generator(State state) {
        return GeneratorPeek.of((ZodijakState) state);
    }

    /** The stock, bottom first (the next card to draw last). */
    public static byte[] stock(State state) {
        return ((ZodijakState) state).stockArray();
    }

    /** The notation of a card ({@code 7H}). */
    public static String name(int card) {
        return Cards.name(card);
    }

    /** Every card of a mask, in the notation. */
    public static List<String> names(long mask) {
        return Cards.list(mask).stream().map(Cards::name).toList();
    }

    /** Whether the state is in the middle of a hand (hands hidden), rather than between hands. */
    public static boolean handsHidden(State state) {
        return ((ZodijakState) state).phase() == ZodijakState.Phase.PLAY;
    }

    /**
     * How many plies of {@code line} from {@code start} go by before anything turns on the
     * generator or shows every hand: no deal, no reshuffle, the hand still being played.
     */
    public static int pliesOfTheFirstHand(State start, List<Move> line) {
        State state = start;
        for (int ply = 0; ply < line.size(); ply++) {
            State next = state.apply(line.get(ply));
            if (generator(next) != generator(start) || !handsHidden(next)) {
                return ply;
            }
            state = next;
        }
        return line.size();
    }

    /**
     * {@code start} with its hidden parts moved about: every card that the first {@code plies} of
     * {@code line} show (a card played, a card {@code seat} holds or draws, the pile) stays where
     * it was, the others (kept in another hand, or in the stock beyond those draws) change places
     * with each other, and the generator is another. Within those plies, {@code seat} and the
     * table see exactly what they see from {@code start}, while another hand and the stock differ.
     */
    public static State rearranged(State start, List<Move> line, int plies, int seat) {
        ZodijakState s = (ZodijakState) start;
        long pinned = s.table().pileMask() | s.hand(seat);
        State state = start;
        for (int ply = 0; ply < plies; ply++) {
            ZodijakState before = (ZodijakState) state;
            ZodijakState after = before.apply(line.get(ply));
            for (int q = 0; q < s.seatCount(); q++) {
                pinned |= before.hand(q) & ~after.hand(q);          // played: shown to all
                if (q == seat) {
                    pinned |= after.hand(q) & ~before.hand(q);      // drawn by the seat: seen by it
                }
            }
            state = after;
        }
        long[] hands = s.hands.clone();
        byte[] stock = s.stock.clone();
        List<Integer> free = new ArrayList<>();
        List<Integer> places = new ArrayList<>(); // q for a hand, 100 + i for stock position i
        for (int q = 0; q < hands.length; q++) {
            for (int card : Cards.list(hands[q] & ~pinned)) {
                free.add(card);
                places.add(q);
            }
        }
        for (int i = 0; i < stock.length; i++) {
            if (!Cards.contains(pinned, stock[i])) {
                free.add((int) stock[i]);
                places.add(100 + i);
            }
        }
        Collections.rotate(free, 1);
        for (int q = 0; q < hands.length; q++) {
            hands[q] &= pinned;
        }
        for (int k = 0; k < free.size(); k++) {
            int place = places.get(k);
            if (place >= 100) {
                stock[place - 100] = (byte) (int) free.get(k);
            } else {
                hands[place] |= Cards.bit(free.get(k));
            }
        }
        return new ZodijakState(s.table(), hands, stock, Rng.fromState(GeneratorPeek.of(s) ^ 0x5DEECE66DL), s.received.clone());
    }

    /** Zodijak, but starting from {@code start} whatever the setup: to host a rearranged match. */
    public static Game startingFrom(State start) {
        ZodijakGame zodijak = new ZodijakGame();
        return new Game() {
            @Override
            public GameInfo info() {
                return zodijak.info();
            }

            @Override
            public State start(Setup setup) {
                return start;
            }

            @Override
            public Move parseMove(State state, String text) {
                return zodijak.parseMove(state, text);
            }
        };
    }
}
