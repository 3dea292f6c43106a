package dev.tabula.zodiac.solve;

import dev.tabula.core.Options;
import dev.tabula.core.Setup;
import dev.tabula.core.Solver;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code tabula solve zodiac}: solves Zodiac under the default rules and prints the start
 * position's value and the winning first moves (method and result in docs/zodiac-solution.md).
 */
public final class ZodiacSolver implements Solver {
    /** Deep enough for the start's win (35 plies) with room to spare. */
    private static final int HORIZON = 48;

    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    @Override
    public void solve(PrintWriter out, boolean printLine) {
        long started = System.nanoTime();
        ZodiacGame game = new ZodiacGame();
        Options defaults = game.info().resolveOptions(Map.of());
        ZodiacSolution solution = ZodiacSolution.compute(ZodiacRules.from(defaults));
        int[] census = solution.census();
        out.printf(Locale.ROOT, "Zodiac, default rules: %,d positions in play, %,d moves (%.1f s).%n",
                solution.positions(), solution.moves(), seconds(started));
        ZodiacState start = game.start(new Setup(2, defaults, 0L));
        out.printf(Locale.ROOT, "Without rule 9 (cycles are draws): the start is a %s; %,d positions won, %,d lost, %,d drawn for the player to move.%n",
                describe(solution.retrograde(start)), census[1], census[2], census[0]);
        List<MoveVerdict> ranked = solution.rankMoves(start, HORIZON, Long.MAX_VALUE);
        Verdict best = ranked.get(0).verdict();
        out.printf(Locale.ROOT, "With rule 9: Black, moving first, %s.%n", describeForMover(best));
        out.println("First moves:");
        for (MoveVerdict verdict : ranked) {
            out.printf(Locale.ROOT, "  %-7s %s%n", verdict.move().notation(), describeForMover(verdict.verdict()));
        }
        List<String> winning = ranked.stream().filter(v -> v.verdict().value() == Value.WIN)
                .map(v -> v.move().notation()).toList();
        out.println("Winning first moves: " + (winning.isEmpty() ? "none" : String.join(", ", winning)));
        if (printLine) {
            printBestLine(out, solution, start);
        }
        int blind = solution.historyBlindClaim(HORIZON);
        out.printf(Locale.ROOT, "(A search that reuses proofs by position alone, blind to rule 9's history, would claim %d plies: unsound, see docs/zodiac-solution.md.)%n",
                blind);
        out.printf(Locale.ROOT, "Solved in %.1f s.%n", seconds(started));
        out.flush();
    }

    private static void printBestLine(PrintWriter out, ZodiacSolution solution, ZodiacState start) {
        StringBuilder line = new StringBuilder();
        ZodiacState state = start;
        for (int ply = 1; !state.isTerminal(); ply++) {
            MoveVerdict best = solution.rankMoves(state, HORIZON, Long.MAX_VALUE).get(0);
            line.append(ply % 2 == 1 ? (ply / 2 + 1) + ". " : "").append(best.move().notation()).append(' ');
            state = state.apply(best.move());
        }
        out.println("Best line: " + line.toString().strip() + "  -> " + state.outcome().reason()
                + " " + state.outcome().arguments());
    }

    private static String describe(Verdict verdict) {
        return switch (verdict.value()) {
            case WIN -> "win in " + verdict.plies() + " plies for the player to move";
            case LOSS -> "loss in " + verdict.plies() + " plies for the player to move";
            case DRAW -> "draw";
        };
    }

    private static String describeForMover(Verdict verdict) {
        String exact = verdict.exact() ? "" : " (without rule 9; undecided within " + HORIZON + " plies)";
        return switch (verdict.value()) {
            case WIN -> "wins in " + verdict.plies() + " plies (and in no fewer)" + exact;
            case LOSS -> "loses in " + verdict.plies() + " plies" + exact;
            case DRAW -> "draws" + exact;
        };
    }

    private static double seconds(long since) {
        return (System.nanoTime() - since) / 1e9;
    }

}
