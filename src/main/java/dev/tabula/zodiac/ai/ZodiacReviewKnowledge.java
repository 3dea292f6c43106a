package dev.tabula.zodiac.ai;

import dev.tabula.ai.review.MarkScale;
import dev.tabula.ai.review.MoveValue;
import dev.tabula.ai.review.ReviewCapabilities;
import dev.tabula.ai.review.ReviewKnowledge;
import dev.tabula.core.PerfectView;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.ZodiacGame;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import java.util.List;
import java.util.Optional;

/**
 * What Zodiac offers a review: the game is solved, so every move's value is the solution's verdict
 * with rule 9 judged on the match's own history (1 a win, 0 a loss, one half a draw or a result
 * beyond the searched horizon, then not exact). Values move in steps of one half, so a move that
 * turns a win into a draw is a mistake and one that turns a win into a loss a blunder.
 */
public final class ZodiacReviewKnowledge implements ReviewKnowledge {
    /** Half a point lost (a win to a draw, a draw to a loss) is a mistake; a whole point a blunder. */
    static final MarkScale SCALE = new MarkScale(0.1, 0.25, 0.5, 0.75);

    @Override
    public String gameId() {
        return ZodiacGame.ID;
    }

    @Override
    public ReviewCapabilities capabilities() {
        return ReviewCapabilities.builder().scale(SCALE).exactValues(ZodiacReviewKnowledge::solved).build();
    }

    /** Every move's verdict, best first (the quickest win), where the solver handles the rules. */
    static Optional<List<MoveValue>> solved(SeatView view) {
        if (!(view instanceof PerfectView perfect) || !(perfect.state() instanceof ZodiacState state)
                || state.isTerminal() || !ZodiacSolution.supports(state.rules())) {
            return Optional.empty();
        }
        List<MoveVerdict> ranked = SharedSolutions.of(state.rules())
                .rankMoves(state, ZodiacSolution.DEFAULT_HORIZON, SolvedPlay.NODES_PER_MOVE);
        return Optional.of(ranked.stream().map(ZodiacReviewKnowledge::valueOf).toList());
    }

    static MoveValue valueOf(MoveVerdict verdict) {
        Value value = verdict.verdict().value();
        double chance = value == Value.WIN ? 1 : value == Value.LOSS ? 0 : 0.5;
        return new MoveValue(verdict.move(), chance, verdict.verdict().exact());
    }
}
