package dev.tabula.ai.review;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Capabilities;
import dev.tabula.core.Match;
import dev.tabula.core.Move;
import dev.tabula.core.PerfectView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Reviews a match with the engine: every decision in effect judged from its mover's view
 * ({@link DecisionJudge}), the luck of every roll where the game values rolls ({@link LuckJudge}),
 * and each seat's totals. Each step is a task of its own on the executor it is given (the maker
 * sizes it: all cores but one), with a seed of its own, so that the review is the same whatever
 * the executor and the order the steps run in; nothing blocks while it runs.
 *
 * <p>Hidden cards stay hidden: while a match of a game with hidden information is still going, only
 * the viewer's own decisions are judged (the engine's best move for another seat would tell its
 * hand); once it is over, every seat's are.
 */
public final class Reviewer {
    private final ReviewSettings settings;
    private final Executor executor;

    public Reviewer(ReviewSettings settings, Executor executor) {
        this.settings = settings;
        this.executor = executor;
    }

    /** The threads a review should have on this machine: every core but one, at least one. */
    public static int threads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    /** {@link #start}, waited for (the command line). */
    public MatchReview review(Match match, OptionalInt viewer, CancellationToken cancel, ReviewProgress progress) {
        return start(match, viewer, cancel, progress).join();
    }

    /**
     * Starts reviewing the moves in effect of {@code match} (a copy of them is taken now: the match
     * may go on meanwhile) for {@code viewer} (the seat looking, or empty for nobody in particular).
     * The review completes, incomplete, soon after {@code cancel} is cancelled.
     */
    public CompletableFuture<MatchReview> start(Match match, OptionalInt viewer, CancellationToken cancel,
                                                ReviewProgress progress) {
        String gameId = match.game().info().id();
        ReviewCapabilities review = ReviewCapabilities.forGame(gameId);
        DecisionJudge decisions = new DecisionJudge(Capabilities.forGame(gameId), review, settings);
        Optional<LuckJudge> luck = review.rollValue().map(LuckJudge::new);
        boolean[] judged = judgedSeats(match, viewer);
        List<Move> moves = match.played();
        List<CompletableFuture<Optional<MoveReview>>> moveTasks = new ArrayList<>();
        List<CompletableFuture<Optional<RollReview>>> rollTasks = new ArrayList<>();
        AtomicInteger done = new AtomicInteger();
        for (int ply = 0; ply < moves.size(); ply++) {
            State state = match.stateAt(ply);
            Move move = moves.get(ply);
            int at = ply;
            if (state.isChance()) {
                luck.ifPresent(judge -> rollTasks.add(task(() -> judge.judge(at, state, move), cancel)));
            } else if (judged[state.currentSeat()]) {
                moveTasks.add(task(() -> decisions.judge(at, state, move, cancel), cancel));
            }
        }
        int total = moveTasks.size() + rollTasks.size();
        List<CompletableFuture<?>> all = new ArrayList<>(moveTasks);
        all.addAll(rollTasks);
        all.forEach(task -> task.thenRun(() -> progress.update(done.incrementAndGet(), total)));
        int seats = match.seats().size();
        return CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).thenApply(ignored -> MatchReview.of(
                gameId, seats, present(moveTasks), present(rollTasks), review.scale(), !cancel.isCancelled()));
    }

    private <T> CompletableFuture<Optional<T>> task(Supplier<Optional<T>> step, CancellationToken cancel) {
        return CompletableFuture.supplyAsync(() -> cancel.isCancelled() ? Optional.<T>empty() : step.get(), executor);
    }

    private static <T> List<T> present(List<CompletableFuture<Optional<T>>> tasks) {
        return tasks.stream().map(CompletableFuture::join).flatMap(Optional::stream).toList();
    }

    /**
     * Which seats' decisions may be judged for {@code viewer}: all of them in a game every seat sees
     * whole, or once the match is over; else the viewer's alone.
     */
    static boolean[] judgedSeats(Match match, OptionalInt viewer) {
        int seats = match.seats().size();
        boolean[] judged = new boolean[seats];
        boolean everythingSeen = match.isOver() || match.stateAt(0).viewFor(0) instanceof PerfectView;
        for (int seat = 0; seat < seats; seat++) {
            judged[seat] = everythingSeen || viewer.isPresent() && viewer.getAsInt() == seat;
        }
        return judged;
    }
}
