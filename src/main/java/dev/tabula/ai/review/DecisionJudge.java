package dev.tabula.ai.review;

import dev.tabula.ai.CancellationToken;
import dev.tabula.ai.Capabilities;
import dev.tabula.ai.LosingMoves;
import dev.tabula.ai.MoveValues;
import dev.tabula.ai.SearchResult;
import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Judges one decision of a match from its mover's view only (never the real state, which may hold
 * cards the mover could not see): the values of its moves, exact where the game knows them, else
 * Hard's tree search on the review's iterations and the ply's own seed; the mark of the played
 * move on the game's scale, and a reason where the engine can tell.
 */
final class DecisionJudge {
    private final Capabilities player;
    private final ReviewCapabilities review;
    private final ReviewSettings settings;

    DecisionJudge(Capabilities player, ReviewCapabilities review, ReviewSettings settings) {
        this.player = player;
        this.review = review;
        this.settings = settings;
    }

    /**
     * The review of {@code played} by the seat to move at {@code state}, or empty for a forced move
     * (nothing to judge) or when cancelled before the values were known.
     */
    Optional<MoveReview> judge(int ply, State state, Move played, CancellationToken cancel) {
        if (state.legalMoves().size() < 2) {
            return Optional.empty();
        }
        int seat = state.currentSeat();
        SeatView view = state.viewFor(seat);
        long seed = settings.seedAt(ply);
        List<MoveValue> values = review.exactValues().flatMap(exact -> exact.values(view))
                .orElseGet(() -> searched(view, seed, cancel));
        if (cancel.isCancelled() || values.isEmpty()) {
            return Optional.empty();
        }
        MoveValue best = values.get(0);
        MoveValue mine = values.stream().filter(value -> value.move().equals(played)).findFirst()
                .orElseGet(() -> worst(values, played)); // a move the search never tried looked worst of all
        Mark mark = played.equals(best.move()) ? Mark.BEST : review.scale().mark(best.value() - mine.value());
        Optional<Reason> reason = mark.compareTo(Mark.INACCURACY) < 0 ? Optional.empty()
                : why(view, seed, best, mine);
        double worst = values.stream().mapToDouble(MoveValue::value).min().orElse(mine.value());
        return Optional.of(new MoveReview(ply, seat, played, best.move(), best.value(), mine.value(),
                Math.min(worst, mine.value()), best.exact() && mine.exact(), mark, reason));
    }

    /**
     * The search's value of each root move, its chosen move first (the tree search's most visited,
     * a proved win before all): the depth-first search where the game says Hard thinks with it.
     */
    private List<MoveValue> searched(SeatView view, long seed, CancellationToken cancel) {
        SearchResult result = player.depthFirstIsStronger()
                ? MoveValues.alphaBeta(player.searchEvaluation().orElseThrow(), view, settings.depth(), cancel)
                : MoveValues.search(player, view, settings.iterations(), seed, cancel);
        List<MoveValue> values = new ArrayList<>();
        SearchResult.MoveStatistics chosen = result.chosen();
        if (chosen == null) {
            return values;
        }
        values.add(valueOf(chosen));
        result.rootMoves().stream().filter(stats -> stats != chosen).map(DecisionJudge::valueOf).forEach(values::add);
        return values;
    }

    private static MoveValue valueOf(SearchResult.MoveStatistics stats) {
        return new MoveValue(stats.move(), Math.max(0, Math.min(1, stats.value())), stats.proof() != 0);
    }

    private static MoveValue worst(List<MoveValue> values, Move played) {
        double lowest = values.stream().mapToDouble(MoveValue::value).min().orElse(0);
        return new MoveValue(played, lowest, false);
    }

    /** The reasons every game shares (a win missed, a draw thrown away, a loss at once or by force), then the game's own. */
    private Optional<Reason> why(SeatView view, long seed, MoveValue best, MoveValue played) {
        if (best.exact() && best.value() == 1 && played.value() < 1) {
            return Optional.of(Reason.WIN_MISSED);
        }
        if (best.exact() && played.exact() && best.value() == 0.5 && played.value() == 0) {
            return Optional.of(Reason.DRAW_THROWN);
        }
        if (LosingMoves.winnerAfter(view, played.move()).isPresent()
                && LosingMoves.winnerAfter(view, best.move()).isEmpty()) {
            return Optional.of(Reason.LOSES_AT_ONCE);
        }
        if (played.exact() && played.value() == 0 && best.value() > 0) {
            return Optional.of(Reason.LOSS_FORCED);
        }
        State imagined = view.determinize(Rng.fromState(seed));
        return review.reasons().flatMap(reasons -> reasons.why(imagined, played.move(), best.move()));
    }
}
