package dev.tabula.net;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.List;

/**
 * How the scripted players of these tests move: at random, but a card played rather than drawn
 * when there is one (Zodijak's random matches take thousands of plies; this one's a few hundred),
 * not a move that ends the game in its first {@link #OPENING} plies, and after them none that loses
 * at once when another does not (random Zodiac games otherwise often end in two or three plies).
 */
final class Policy {
    private static final int LOOKED_AHEAD = 64;
    /** The plies in which a game is not ended on purpose: a test cuts a connection in them. */
    static final int OPENING = 10;

    private Policy() {
    }

    /** A move of the seat to act in {@code state}, the {@code ply}th of the match. */
    static Move choose(State state, Rng rng, int ply) {
        List<Move> moves = state.legalMoves();
        List<Move> plays = moves.stream()
                .filter(move -> !List.of("draw", "take", "pass").contains(move.notation())).toList();
        List<Move> from = plays.isEmpty() ? moves : plays;
        if (from.size() <= LOOKED_AHEAD) {
            int seat = state.currentSeat();
            List<Move> safe = from.stream().filter(move -> {
                State next = state.apply(move);
                return !next.isTerminal() || ply >= OPENING && next.outcome().isWinner(seat);
            }).toList();
            from = safe.isEmpty() ? from : safe;
        }
        return from.get(rng.nextInt(from.size()));
    }
}
