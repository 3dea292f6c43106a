package dev.tabula.ai;

import dev.tabula.core.Move;
import java.util.List;
import java.util.Optional;

/**
 * A uniformly random legal move now and then, so that a beginner can beat the lower levels: when
 * the question's luck falls below {@code chance}, a move drawn with the question's generator.
 */
final class Blunder implements Strategy {
    private final double chance;

    Blunder(double chance) {
        if (chance < 0 || chance > 1) {
            throw new IllegalArgumentException("a blunder chance is a probability: " + chance);
        }
        this.chance = chance;
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        if (question.luck() >= chance) {
            return Optional.empty();
        }
        List<Move> moves = question.moves();
        return Optional.of(SearchResult.immediate(moves.get(question.rng().nextInt(moves.size())),
                question.stopwatch().elapsed()));
    }
}
