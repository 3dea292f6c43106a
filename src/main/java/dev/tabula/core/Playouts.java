package dev.tabula.core;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Uniformly random games played through the public API, as the search player will play them:
 * the speed benchmark of a game's rules, and the conformance suite's smoke test.
 */
public final class Playouts {

    /**
     * The totals of a batch of playouts. {@code nanos} is wall-clock time; {@code cpuNanos} is the
     * time the playing thread spent on a core, which stays fair on a busy machine.
     */
    public record Summary(int games, long plies, long[] winsBySeat, long draws, long nanos, long cpuNanos) {
        public double gamesPerSecond() {
            return games / (nanos / 1e9);
        }

        /** Games per second of the thread's own CPU time (one core). */
        public double gamesPerCpuSecond() {
            return games / (cpuNanos / 1e9);
        }

        public double averagePlies() {
            return (double) plies / games;
        }
    }

    private Playouts() {
    }

    /**
     * Plays {@code games} random games, game {@code i} started with seed {@code seed + i}; the moves
     * are chosen by a generator seeded with {@code seed} too, so a batch is reproducible.
     */
    public static Summary run(Game game, Setup setup, int games, long seed, int maxPlies) {
        Rng chooser = Rng.fromState(seed ^ 0x5DEECE66DL);
        long plies = 0;
        long draws = 0;
        long[] wins = new long[setup.seats()];
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpuStart = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            State state = game.start(new Setup(setup.seats(), setup.options(), seed + i));
            int ply = 0;
            while (!state.isTerminal()) {
                if (ply++ > maxPlies) {
                    throw new IllegalStateException(game.info().id() + " game " + i + " did not end in "
                            + maxPlies + " plies");
                }
                state = state.apply(randomMove(state, chooser));
            }
            plies += ply;
            Outcome outcome = state.outcome();
            if (outcome.isDraw()) {
                draws++;
            } else {
                wins[outcome.winners().get(0)]++;
            }
        }
        long nanos = System.nanoTime() - start;
        return new Summary(games, plies, wins, draws, nanos, threads.getCurrentThreadCpuTime() - cpuStart);
    }

    /** A legal move chosen uniformly ({@link State#uniformMove}), or at a chance state the outcome the state's generator draws. */
    public static Move randomMove(State state, Rng rng) {
        return state.isChance() ? state.sampleChance() : state.uniformMove(rng);
    }
}
