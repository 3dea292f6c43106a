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
        List<Move> moves = view.determinize(Rng.fromState(rng.nextLong())).legalMoves();
        if (moves.isEmpty()) {
            throw new IllegalStateException("seat " + view.seat() + " has no decision to make here");
        }
        return moves.get(rng.nextInt(moves.size()));
    }
}
