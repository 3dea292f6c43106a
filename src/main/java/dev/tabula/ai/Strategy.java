package dev.tabula.ai;

import java.util.List;
import java.util.Optional;

/**
 * One way of choosing a move: a random blunder, the game's perfect move, a depth-first search, a
 * tree search. A level is a list of strategies ({@link Composer}) asked in turn, the first answer
 * played ({@link StrategyPlayer}); a strategy that does not apply (no blunder this time, a
 * position the game's perfect player does not know, no time limit for a strategy that thinks for
 * the time) answers empty and leaves the question to the next.
 *
 * <p>A strategy that answers empty draws nothing from the question's generator, so that the
 * strategies after it meet the same generator whatever came before.
 */
@FunctionalInterface
public interface Strategy {

    /** This strategy's answer to {@code question}, or empty to leave it to the next. */
    Optional<SearchResult> answer(Question question);

    /** The answer of the first of {@code strategies} that answers {@code question}, asked in order. */
    static Optional<SearchResult> firstAnswer(List<Strategy> strategies, Question question) {
        for (Strategy strategy : strategies) {
            Optional<SearchResult> answer = strategy.answer(question);
            if (answer.isPresent()) {
                return answer;
            }
        }
        return Optional.empty();
    }
}
