package dev.tabula.ai;

import dev.tabula.core.Move;
import dev.tabula.core.Rng;
import dev.tabula.core.SeatView;
import java.util.List;

/** Plays a uniformly random legal move: the arena's baseline. */
public final class RandomPlayer implements Player {
    private final Rng rng;

    public RandomPlayer(long seed) {
        this.rng = Rng.fromState(seed);
    }

    @Override
    public String name() {
        return Players.RANDOM;
    }

    @Override
    public Move choose(SeatView view, SearchBudget budget, CancellationToken cancel) {
        List<Move> moves = Imagined.decision(view, Rng.fromState(rng.nextLong())).legalMoves();
        return moves.get(rng.nextInt(moves.size()));
    }
}
