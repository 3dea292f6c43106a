package dev.tabula.cli;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.review.Mark;
import dev.tabula.ai.review.MatchReview;
import dev.tabula.ai.review.MoveReview;
import dev.tabula.ai.review.ReviewProgress;
import dev.tabula.ai.review.ReviewSettings;
import dev.tabula.ai.review.ReviewWords;
import dev.tabula.ai.review.Reviewer;
import dev.tabula.ai.review.RollReview;
import dev.tabula.ai.review.SeatTotals;
import dev.tabula.core.GameCatalog;
import dev.tabula.core.Match;
import dev.tabula.core.save.MatchCodec;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code review <file>}: the engine's review of a saved match, as the review window shows it:
 * per decision the seat, the move played, the engine's move, both values and the mark (and why,
 * where the engine can tell); per roll its luck; per seat the totals. Reproducible: the same file,
 * iterations and seed give the same lines on any machine.
 */
@Command(name = "review", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Review a saved match with the engine: each move's mark against the engine's, each seat's totals.")
final class ReviewCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "<file>", description = "A match file (.tabula.json).")
    Path file;

    @Option(names = "--iterations", paramLabel = "N",
            description = "Tree-search iterations per move (default: ${DEFAULT-VALUE}; Hard thinks with 12000).")
    long iterations = ReviewSettings.DEFAULT_ITERATIONS;

    @Option(names = "--depth", paramLabel = "D",
            description = "Plies of the depth-first search where the engine thinks depth-first, Zola (default: ${DEFAULT-VALUE}).")
    int depth = ReviewSettings.DEFAULT_DEPTH;

    @Option(names = "--deep", description = "The deeper setting: 12000 iterations and 6 plies, unless given.")
    boolean deep;

    @Option(names = "--seed", paramLabel = "S", description = "The seed of the engine's searches (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--threads", paramLabel = "T",
            description = "Searches at once (default: every core but one). The result does not depend on it.")
    int threads = Reviewer.threads();

    @Option(names = "--seat", paramLabel = "N",
            description = "In a match still going with hidden cards (Zodijak), the seat (1, 2, ...) whose own moves are judged; "
                    + "the others' are not, as their best moves would tell their hands.")
    Integer viewerSeat;

    @Override
    public Integer call() {
        if (iterations < 1 || depth < 1 || threads < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--iterations, --depth and --threads must be at least 1");
        }
        CommandLine.ParseResult given = spec.commandLine().getParseResult();
        long searchIterations = deep && !given.hasMatchedOption("--iterations") ? ReviewSettings.DEEP_ITERATIONS : iterations;
        int searchDepth = deep && !given.hasMatchedOption("--depth") ? ReviewSettings.DEEP_DEPTH : depth;
        Match match = new MatchCodec(GameCatalog.installed()).load(file);
        if (viewerSeat != null && (viewerSeat < 1 || viewerSeat > match.seats().size())) {
            throw new CommandLine.ParameterException(spec.commandLine(),
                    "--seat must be 1 to " + match.seats().size() + ", not " + viewerSeat);
        }
        OptionalInt viewer = viewerSeat == null ? OptionalInt.empty() : OptionalInt.of(viewerSeat - 1);
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "review");
            thread.setDaemon(true);
            return thread;
        });
        MatchReview review;
        try {
            review = new Reviewer(new ReviewSettings(searchIterations, searchDepth, seed), pool)
                    .review(match, viewer, CancellationToken.none(), ReviewProgress.NONE);
        } finally {
            pool.shutdownNow();
        }
        print(match, review, spec.commandLine().getOut());
        return 0;
    }

    private static void print(Match match, MatchReview review, PrintWriter out) {
        out.printf("game: %s (%s), %d moves in effect%n", match.game().info().name(), match.game().info().id(), match.cursor());
        out.println("ply  seat  played            engine            played  engine  mark");
        for (MoveReview move : review.moves()) {
            out.printf("%3d  %4d  %-16s  %-16s  %6s  %6s  %s%s%n", move.ply() + 1, move.seat() + 1,
                    move.played().notation(), move.best().notation(), value(move.playedValue(), move.exact()),
                    value(move.bestValue(), move.exact()), ReviewWords.mark(move.mark(), Locale.ROOT),
                    move.reason().map(reason -> " - " + ReviewWords.reason(reason, Locale.ROOT)).orElse(""));
        }
        for (RollReview roll : review.rolls()) {
            out.printf("roll %3d  seat %d  %-10s  luck %+.1f%n", roll.ply() + 1, roll.seat() + 1, roll.roll().notation(),
                    100 * roll.luck());
        }
        for (SeatTotals totals : review.totals()) {
            StringBuilder marks = new StringBuilder();
            for (Mark mark : Mark.values()) {
                marks.append(", ").append(ReviewWords.mark(mark, Locale.ROOT)).append(' ').append(totals.count(mark));
            }
            out.printf("%s: %d moves judged (%d contested), accuracy %.1f%s%s%n", MatchWords.seat(match, totals.seat()),
                    totals.moves(), totals.contested(), totals.accuracy(), marks, totals.rolls() == 0 ? "" : String.format(Locale.ROOT, ", luck %+.1f over %d rolls",
                            100 * totals.luck(), totals.rolls()));
        }
        if (match.isOver()) {
            out.println("over: " + MatchWords.result(match, match.outcome()));
        } else {
            out.println(MatchWords.standing(match));
        }
    }

    /** A chance as a percentage, an exact result as win, draw or loss. */
    private static String value(double chance, boolean exact) {
        if (exact) {
            return chance == 1 ? "win" : chance == 0 ? "loss" : "draw";
        }
        return String.format(Locale.ROOT, "%.0f%%", 100 * chance);
    }
}
