package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;

/**
 * A baseline that follows a game's rules of thumb: every move it plays the legal move a score
 * likes best (ties at random), without any search. A game supplies the score through
 * {@link Capabilities#baselines} (Zodijak's {@code rules}). The score is asked about an imagined
 * state from the seat's view, so it may only rely on what the seat sees (its own hand, the table).
 */
public final class RulePlayer implements Player {
    private final String name;
    private final Rng rng;
    private final MoveScore score;

    public RulePlayer(String name, long seed, MoveScore score) {
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
        return score.choose(Imagined.decision(view, Rng.fromState(rng.nextLong())), rng, 1.0);
    }
}
