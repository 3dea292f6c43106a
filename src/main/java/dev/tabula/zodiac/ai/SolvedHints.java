package dev.tabula.zodiac.ai;

import dev.tabula.ai.ExactHints;
import dev.tabula.ai.Hint;
import dev.tabula.ai.SearchBudget;
import dev.tabula.core.SeatView;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import dev.tabula.zodiac.solve.ZodiacSolution.Value;
import dev.tabula.zodiac.solve.ZodiacSolution.Verdict;
import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * Zodiac's exact hints: the solved game's verdict of the move the top level plays
 * ({@link SolvedPlay}), a win or a loss with its length, or undecided (a chance of one half, not
 * proved) where the search along the history found no forced end. Under a time limit, like the
 * perfect move, it does not wait for the solve.
 */
final class SolvedHints implements ExactHints {
    private final SolvedPlay play;

    SolvedHints(SolvedPlay play) {
        this.play = play;
    }

    @Override
    public Optional<Hint> hint(SeatView view, SearchBudget budget, Executor background) {
        return play.solvableNow(view, budget, background).map(state -> {
            // the hint's own budget, as the view's: up to a second or so, for exact lengths
            MoveVerdict chosen = SolvedPlay.choose(SharedSolutions.of(state.rules()), state,
                    ZodiacSolution.DEFAULT_BUDGET);
            Verdict verdict = chosen.verdict();
            if (verdict.value() == Value.DRAW) {
                return new Hint(chosen.move(), 0.5, verdict.exact(), verdict.exact() ? verdict.plies() : -1, 0);
            }
            return new Hint(chosen.move(), verdict.value() == Value.WIN ? 1 : 0, verdict.exact(), verdict.plies(), 0);
        });
    }
}
