package dev.tabula.ai;

import java.util.Optional;
import java.util.concurrent.Executor;

/** The game's perfect move where it knows one ({@link PerfectPlay}), played without searching. */
final class PerfectMove implements Strategy {
    private final PerfectPlay perfect;
    /** Where the game may get its perfect play ready while the question is left to the next strategy. */
    private final Executor background;

    PerfectMove(PerfectPlay perfect, Executor background) {
        this.perfect = perfect;
        this.background = background;
    }

    @Override
    public Optional<SearchResult> answer(Question question) {
        return perfect.move(question.view(), question.budget(), background)
                .map(move -> SearchResult.immediate(move, question.stopwatch().elapsed()));
    }
}
