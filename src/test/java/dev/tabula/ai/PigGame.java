package dev.tabula.ai;

import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Game;
import dev.tabula.core.GameInfo;
import dev.tabula.core.Move;
import dev.tabula.core.OptionSpec;
import dev.tabula.core.Outcome;
import dev.tabula.core.Rng;
import dev.tabula.core.SeededState;
import dev.tabula.core.Setup;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Pig, a dice race for 2–4 seats, as a toy game with chance states: on your turn you roll a die
 * as often as you like, adding the pips to a turn total, and {@code hold} to bank it; a 1 loses
 * the turn total and ends the turn. The first to {@code target} points wins.
 */
final class PigGame implements Game {
    static final Move ROLL = new Named("roll");
    static final Move HOLD = new Named("hold");

    record Named(String notation) implements Move {
    }

    record Pips(int value) implements Move {
        @Override
        public String notation() {
            return "pips " + value;
        }
    }

    private static final GameInfo INFO = new GameInfo("pig", "Pig", 2, 4,
            List.of(OptionSpec.choice("target", "20", "10", "20", "30")));

    @Override
    public GameInfo info() {
        return INFO;
    }

    @Override
    public State start(Setup setup) {
        return new PigState(new int[setup.seats()], 0, 0, false, setup.options().getInt("target"), setup.seed());
    }

    /** {@code rolling}: the seat to move asked for a roll, so the die is due (a chance state). */
    static final class PigState extends SeededState<PigState> {
        private final int[] scores;
        private final int seat;
        private final int turnTotal;
        private final boolean rolling;
        private final int target;

        PigState(int[] scores, int seat, int turnTotal, boolean rolling, int target, long seed) {
            this(scores, seat, turnTotal, rolling, target, Rng.fromState(seed));
        }

        private PigState(int[] scores, int seat, int turnTotal, boolean rolling, int target, Rng generator) {
            super(generator);
            this.scores = scores;
            this.seat = seat;
            this.turnTotal = turnTotal;
            this.rolling = rolling;
            this.target = target;
        }

        @Override
        public int seatCount() {
            return scores.length;
        }

        @Override
        public int currentSeat() {
            return isTerminal() ? NOBODY : rolling ? CHANCE : seat;
        }

        @Override
        public boolean isTerminal() {
            return Arrays.stream(scores).anyMatch(score -> score >= target);
        }

        @Override
        public List<Move> legalMoves() {
            if (isTerminal() || rolling) {
                return List.of();
            }
            return turnTotal == 0 ? List.of(ROLL) : List.of(ROLL, HOLD);
        }

        @Override
        public List<ChanceOutcome> chanceOutcomes() {
            List<ChanceOutcome> outcomes = new ArrayList<>();
            if (rolling && !isTerminal()) {
                for (int pips = 1; pips <= 6; pips++) {
                    outcomes.add(new ChanceOutcome(new Pips(pips), 1.0 / 6));
                }
            }
            return outcomes;
        }

        @Override
        protected Move draw(Rng rng) {
            return new Pips(1 + rng.nextInt(6));
        }

        @Override
        public State apply(Move move) {
            int next = (seat + 1) % scores.length;
            if (move.equals(ROLL) && legalMoves().contains(ROLL)) {
                return new PigState(scores, seat, turnTotal, true, target, generator());
            }
            if (move.equals(HOLD) && legalMoves().contains(HOLD)) {
                int[] banked = scores.clone();
                banked[seat] += turnTotal;
                return new PigState(banked, next, 0, false, target, generator());
            }
            if (move instanceof Pips pips && rolling) {
                return pips.value() == 1
                        ? new PigState(scores, next, 0, false, target, generatorAfterChance())
                        : new PigState(scores, seat, turnTotal + pips.value(), false, target, generatorAfterChance());
            }
            throw new IllegalArgumentException(move + " is not legal here");
        }

        @Override
        public Outcome outcome() {
            for (int s = 0; s < scores.length; s++) {
                if (scores[s] >= target) {
                    return Outcome.win(s, "pig.end");
                }
            }
            throw new IllegalStateException("the game is not over");
        }

        @Override
        protected boolean samePosition(PigState other) {
            return Arrays.equals(scores, other.scores) && seat == other.seat && turnTotal == other.turnTotal
                    && rolling == other.rolling && target == other.target;
        }

        @Override
        protected int positionHash() {
            return Arrays.hashCode(scores) * 31 + seat * 7 + turnTotal * 3 + (rolling ? 1 : 0);
        }

        @Override
        public String toString() {
            return "Pig" + Arrays.toString(scores) + " seat " + seat + " turn " + turnTotal + (rolling ? " rolling" : "");
        }
    }
}
