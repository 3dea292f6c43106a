package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.Outcome;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;

/**
 * A toy game of one decision and one chance event: seat 0 picks a bet, a die with the given
 * probabilities is rolled, and seat 0 wins if its bet covers the roll (else seat 1 wins). The
 * state's own generator is rigged: {@link #sampleChance} always gives {@code riggedRoll}, so a
 * player that peeked at it would believe in a sure thing.
 */
record GambleGame(double[] rollProbabilities, boolean[][] betWinsOn, int riggedRoll, int bet, int roll)
        implements State {

    record Bet(int index) implements Move {
        @Override
        public String notation() {
            return "bet" + index;
        }
    }

    record Roll(int index) implements Move {
        @Override
        public String notation() {
            return "roll" + index;
        }
    }

    static GambleGame start(double[] rollProbabilities, boolean[][] betWinsOn, int riggedRoll) {
        return new GambleGame(rollProbabilities, betWinsOn, riggedRoll, -1, -1);
    }

    @Override
    public int seatCount() {
        return 2;
    }

    @Override
    public int currentSeat() {
        return bet < 0 ? 0 : roll < 0 ? CHANCE : NOBODY;
    }

    @Override
    public boolean isTerminal() {
        return roll >= 0;
    }

    @Override
    public List<Move> legalMoves() {
        List<Move> moves = new ArrayList<>();
        if (bet < 0) {
            for (int i = 0; i < betWinsOn.length; i++) {
                moves.add(new Bet(i));
            }
        }
        return moves;
    }

    @Override
    public List<ChanceOutcome> chanceOutcomes() {
        List<ChanceOutcome> outcomes = new ArrayList<>();
        if (isChance()) {
            for (int i = 0; i < rollProbabilities.length; i++) {
                outcomes.add(new ChanceOutcome(new Roll(i), rollProbabilities[i]));
            }
        }
        return outcomes;
    }

    @Override
    public Move sampleChance() {
        return new Roll(riggedRoll);
    }

    @Override
    public State apply(Move move) {
        if (move instanceof Bet b && bet < 0) {
            return new GambleGame(rollProbabilities, betWinsOn, riggedRoll, b.index(), -1);
        }
        if (move instanceof Roll r && isChance()) {
            return new GambleGame(rollProbabilities, betWinsOn, riggedRoll, bet, r.index());
        }
        throw new IllegalArgumentException(move + " is not legal here");
    }

    @Override
    public Outcome outcome() {
        return Outcome.win(betWinsOn[bet][roll] ? 0 : 1, "gamble.end");
    }
}
