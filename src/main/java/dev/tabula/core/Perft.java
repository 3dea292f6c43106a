package dev.tabula.core;

import java.util.List;

/**
 * Counts the move sequences of a given length from a state: the standard check of a move
 * generator against published numbers.
 *
 * <p>Every decision (a forced pass included) is one ply. A chance event is not a ply: perft sums
 * over its distinct outcomes, once each, whatever their probability (Battlegammon's 21 rolls).
 * A leaf is never expanded, even when it is a chance state, and a terminal state before the
 * depth is reached ends its sequences without counting them.
 */
public final class Perft {
    private Perft() {
    }

    public static long count(State state, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (state.isChance()) {
            long sum = 0;
            for (ChanceOutcome outcome : state.chanceOutcomes()) {
                sum += count(state.apply(outcome.move()), depth);
            }
            return sum;
        }
        if (state.isTerminal()) {
            return 0;
        }
        List<Move> moves = state.legalMoves();
        if (depth == 1) {
            return moves.size(); // every child is a leaf: no need to apply
        }
        long sum = 0;
        for (Move move : moves) {
            sum += count(state.apply(move), depth - 1);
        }
        return sum;
    }
}
