package dev.tabula.zodijak;

import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * A random playout reduced to one number that changes when anything a player, a view or the
 * search could observe changes: every move's notation, every state's public and hidden facts,
 * each seat's view and (every few plies) what {@code determinize} imagines from it. It reads the
 * rules only through their package API, so it pins behaviour across refactors of the internals.
 *
 * <p>Hash codes are compared within the playout (equal views hash alike) but not pinned: they
 * mix in enum hashes, which are identity hashes and may differ from one JVM run to the next.
 */
final class PlayoutFingerprint {
    /** How often (in plies) each seat's view is determinized and its imagined state fingerprinted. */
    private static final int DETERMINIZE_EVERY = 7;

    final long digest;
    final int moves;
    final String finalText;

    private PlayoutFingerprint(long digest, int moves, String finalText) {
        this.digest = digest;
        this.moves = moves;
        this.finalText = finalText;
    }

    /** Plays seed {@code seed} with {@code seats} seats, moves chosen by {@code Rng.fromState(seed)}. */
    static PlayoutFingerprint of(int seats, long seed, Map<String, String> options) {
        return of(seats, seed, options, 1);
    }

    /**
     * The same, looking at every state's details and views only every {@code every} plies (and
     * determinizing every {@code 7 * every}); the plies between add only their move.
     */
    static PlayoutFingerprint of(int seats, long seed, Map<String, String> options, int every) {
        ZodijakState state = (ZodijakState) Tables.GAME.start(seats, options, seed);
        Rng chooser = Rng.fromState(seed);
        Digest d = new Digest();
        int moves = 0;
        state(d, state);
        while (!state.isTerminal()) {
            Move move = Playouts.randomMove(state, chooser);
            d.add(move.notation());
            state = state.apply(move);
            moves++;
            if (moves % every != 0) {
                continue;
            }
            state(d, state);
            for (int q = -1; q < seats; q++) {
                ZodijakSeatView view = q < 0 ? state.publicView() : state.viewFor(q);
                view(d, view);
                ZodijakSeatView again = q < 0 ? state.publicView() : state.viewFor(q);
                if (!view.equals(again) || view.hashCode() != again.hashCode()) {
                    throw new AssertionError("views of one state differ");
                }
                if (q >= 0 && moves % (DETERMINIZE_EVERY * every) == 0) {
                    ZodijakState imagined = view.determinize(Rng.fromState(moves * 31L + q));
                    state(d, imagined);
                    if (!imagined.viewFor(q).equals(view) || imagined.viewFor(q).hashCode() != view.hashCode()) {
                        throw new AssertionError("an imagined state shows another view at ply " + moves);
                    }
                }
            }
        }
        Outcome outcome = state.outcome();
        d.add(outcome.toString());
        return new PlayoutFingerprint(d.value, moves, state.toString());
    }

    private static void state(Digest d, ZodijakState s) {
        d.add(s.toString());
        d.add(s.phase().name());
        d.add(s.currentSeat(), s.isUndoBarrier() ? 1 : 0, s.dealer(), s.handNumber(), s.declaredSuit(),
                s.freeTop() ? 1 : 0, s.pendingKind(), s.pendingCount(), s.pendingSource(), s.handWinner(),
                s.passes(), s.lastHandWinner(), s.lastHandPoints(), s.stockSize(), s.pileSize(), s.log().size());
        for (int q = 0; q < s.seatCount(); q++) {
            d.add(s.sign(q).name());
            d.add(s.score(q), s.handSize(q));
            d.add(s.hand(q));
            d.add(s.received(q));
        }
        d.add(Arrays.toString(s.stockArray()));
        for (int i = 0; i < s.pileSize(); i++) {
            d.add(s.pileCard(i));
        }
        d.add(s.log().latest(2).toString());
        d.add(s.legalMoves().toString());
        d.add(s.canDrawAny() ? 1 : 0, s.hasPlay() ? 1 : 0);
        if (s.equals(null) || !s.equals(s)) {
            throw new AssertionError("equals");
        }
    }

    private static void view(Digest d, ZodijakSeatView v) {
        d.add(v.seat(), v.seatCount(), v.currentSeat(), v.isUndoBarrier() ? 1 : 0, v.dealer(), v.handNumber(),
                v.declaredSuit(), v.freeTop() ? 1 : 0, v.pendingKind(), v.pendingCount(), v.pendingSource(),
                v.handWinner(), v.passes(), v.lastHandWinner(), v.lastHandPoints(), v.stockSize(), v.pileSize());
        d.add(v.phase().name());
        d.add(v.ownHand());
        d.add(v.received());
        d.add(v.visibleCards());
        for (int q = 0; q < v.seatCount(); q++) {
            d.add(v.sign(q).name());
            d.add(v.score(q), v.handSize(q));
            if (v.handsShown()) {
                d.add(v.shownHand(q));
            }
        }
        d.add(v.pileSize() == 0 ? -1 : v.top());
        d.add(v.log().size());
    }

    /** 64-bit FNV-1a over everything added, in order. */
    private static final class Digest {
        long value = 0xcbf29ce484222325L;

        void add(long x) {
            for (int i = 0; i < 8; i++) {
                value = (value ^ (x & 0xff)) * 0x100000001b3L;
                x >>>= 8;
            }
        }

        void add(int... xs) {
            for (int x : xs) {
                add((long) x);
            }
        }

        void add(String text) {
            for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
                value = (value ^ (b & 0xff)) * 0x100000001b3L;
            }
            add(text.length());
        }
    }
}
