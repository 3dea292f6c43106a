package dev.tabula.zodiac.view;

import dev.tabula.zodiac.ZodiacRules;
import dev.tabula.zodiac.ZodiacState;
import dev.tabula.zodiac.solve.SharedSolutions;
import dev.tabula.zodiac.solve.ZodiacSolution;
import dev.tabula.zodiac.solve.ZodiacSolution.MoveVerdict;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;

/**
 * Computes the move values off the JavaFX thread, on the executor the view's context gives
 * ({@code ViewContext.background}). The solution takes a few seconds and about 100 MB, so it is
 * computed once per rule set and kept for the rest of the process ({@link SharedSolutions},
 * shared with the Hard computer player; a second asker waits for the first); each hint then
 * ranks one position's moves, a fraction of a second.
 */
final class HintService {
    private final Executor background;

    HintService(Executor background) {
        this.background = background;
    }

    static boolean supports(ZodiacRules rules) {
        return ZodiacSolution.supports(rules);
    }

    /**
     * The state's moves with the values the solution's table holds, at once, when the solution is
     * already in memory (solved for the Hard player, or for an earlier question); empty when it is
     * still to be computed, which takes seconds.
     */
    Optional<List<MoveVerdict>> known(ZodiacState state) {
        return SharedSolutions.isReady(state.rules())
                ? Optional.of(SharedSolutions.of(state.rules()).tableMoves(state)) : Optional.empty();
    }

    /** The state's moves ranked with perfect play, completed on the background executor. */
    CompletableFuture<List<MoveVerdict>> rank(ZodiacState state) {
        return CompletableFuture.supplyAsync(() -> SharedSolutions.of(state.rules()).rankMoves(state), background);
    }
}
