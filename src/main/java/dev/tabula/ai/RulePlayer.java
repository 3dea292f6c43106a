package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import dev.tabula.core.State;
import java.util.function.ToIntBiFunction;

/**
 * A baseline that follows a game's rules of thumb: every move it plays the legal move a score
 * likes best (ties at random), without any search. A game supplies the score through
 * {@link GameKnowledge#baselines} (Zodijak's {@code rules}). The score is asked about an imagined
 * state from the seat's view, so it may only rely on what the seat sees (its own hand, the table).
 */
public final class RulePlayer implements Player {
    private final String name;
    private final Rng rng;
    private final ToIntBiFunction<State, Move> score;

    public RulePlayer(String name, long seed, ToIntBiFunction<State, Move> score) {
        this.name = name;
        this.rng = Rng.fromState(seed);
        this.score = score;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        return GreedyRollout.choose(Imagined.decision(view, Rng.fromState(rng.nextLong())), rng, 1.0, score);
    }
}
