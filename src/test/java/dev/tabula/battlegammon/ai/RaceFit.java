package dev.tabula.battlegammon.ai;

import dev.tabula.battlegammon.Battlegammon;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import dev.tabula.core.Move;
import dev.tabula.core.Playouts;
import dev.tabula.core.Rng;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Fits the race estimate's constants ({@link RaceWeights}) to the outcomes of games: the positions
 * where a side is about to roll, from seeded games in which both sides play the move the hand-set
 * estimate likes best at the end of its turn (now and then a random one), each labelled with who
 * won; the constants are moved one at a time while the mean log loss of the estimate's winning
 * chance falls. Half the games fit, the other half check. A tool, run by hand (docs/ai.md, "Hard's
 * race estimate"):
 *
 * <pre>java -cp target/classes:target/test-classes dev.tabula.battlegammon.ai.RaceFit [games] [seed]</pre>
 */
public final class RaceFit {
    /** The chance a move of the sample games is uniform instead of the estimate's best. */
    static final double RANDOM_MOVES = 0.1;

    private RaceFit() {
    }

    /** The positions about to roll of one seeded game, and whether Black won it. */
    record Game(List<BattlegammonState> rolls, boolean blackWon) {
    }

    static Game play(long seed) {
        Rng rng = Rng.fromState(seed);
        State state = new Battlegammon().start(2, Map.of(), seed);
        List<BattlegammonState> rolls = new ArrayList<>();
        while (!state.isTerminal()) {
            BattlegammonState game = (BattlegammonState) state;
            if (state.isChance()) {
                rolls.add(game);
                state = state.apply(Playouts.randomMove(state, rng));
                continue;
            }
            Move move = rng.nextDouble() < RANDOM_MOVES ? Playouts.randomMove(state, rng) : GreedyLeaf.bestMove(game);
            state = state.apply(move);
        }
        return new Game(rolls, ((BattlegammonState) state).side() == Track.BLACK);
    }

    /** The mean log loss of the estimate with {@code weights} over {@code games}: lower is better. */
    static double logLoss(List<Game> games, RaceWeights weights) {
        double loss = 0;
        long n = 0;
        for (Game game : games) {
            for (BattlegammonState state : game.rolls()) {
                double black = RaceEvaluation.blackChance(state, weights);
                double p = Math.min(1 - 1e-9, Math.max(1e-9, game.blackWon() ? black : 1 - black));
                loss -= Math.log(p);
                n++;
            }
        }
        return loss / n;
    }

    /** Coordinate descent from {@code start}: each constant tried a step up and down, steps halved when nothing helps. */
    static RaceWeights fit(List<Game> games, RaceWeights start) {
        RaceWeights best = start;
        double bestLoss = logLoss(games, best);
        double scale = 1;
        while (scale > 0.05) {
            boolean improved = false;
            for (UnaryOperator<RaceWeights> step : steps(scale)) {
                RaceWeights trial = step.apply(best);
                if (trial == null) {
                    continue;
                }
                double loss = logLoss(games, trial);
                if (loss < bestLoss - 1e-7) {
                    best = trial;
                    bestLoss = loss;
                    improved = true;
                }
            }
            if (!improved) {
                scale /= 2;
            }
        }
        return best;
    }

    private static List<UnaryOperator<RaceWeights>> steps(double s) {
        List<UnaryOperator<RaceWeights>> steps = new ArrayList<>();
        for (int sign = -1; sign <= 1; sign += 2) {
            int d = sign;
            int pips = (int) Math.round(d * Math.max(1, 4 * s));
            steps.add(w -> w.frozenPenalty() + pips < 0 ? null : new RaceWeights(w.frozenPenalty() + pips,
                    w.pipsPerTurn(), w.exactGoalTurns(), w.enemyHalfTurns(), w.turnWeight(), w.onRoll()));
            steps.add(w -> new RaceWeights(w.frozenPenalty(), w.pipsPerTurn() + d * s, w.exactGoalTurns(),
                    w.enemyHalfTurns(), w.turnWeight(), w.onRoll()));
            steps.add(w -> new RaceWeights(w.frozenPenalty(), w.pipsPerTurn(), w.exactGoalTurns() + d * 0.5 * s,
                    w.enemyHalfTurns(), w.turnWeight(), w.onRoll()));
            steps.add(w -> new RaceWeights(w.frozenPenalty(), w.pipsPerTurn(), w.exactGoalTurns(),
                    w.enemyHalfTurns() + d * 0.5 * s, w.turnWeight(), w.onRoll()));
            steps.add(w -> new RaceWeights(w.frozenPenalty(), w.pipsPerTurn(), w.exactGoalTurns(),
                    w.enemyHalfTurns(), w.turnWeight() + d * 0.2 * s, w.onRoll()));
            steps.add(w -> new RaceWeights(w.frozenPenalty(), w.pipsPerTurn(), w.exactGoalTurns(),
                    w.enemyHalfTurns(), w.turnWeight(), w.onRoll() + d * 0.25 * s));
        }
        return steps;
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 4000;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        List<Game> fitGames = new ArrayList<>();
        List<Game> checkGames = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            (i % 2 == 0 ? fitGames : checkGames).add(play(Rng.mix(seed * 1_000_003L + i)));
        }
        RaceWeights fitted = fit(fitGames, RaceWeights.CLASSIC);
        System.out.println("fitted: " + fitted);
        System.out.printf("log loss, fit half:   classic %.5f, fitted %.5f%n",
                logLoss(fitGames, RaceWeights.CLASSIC), logLoss(fitGames, fitted));
        System.out.printf("log loss, check half: classic %.5f, fitted %.5f%n",
                logLoss(checkGames, RaceWeights.CLASSIC), logLoss(checkGames, fitted));
    }
}
