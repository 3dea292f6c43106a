package dev.tabula.testing;

import dev.tabula.app.spi.PlayedMove;
import dev.tabula.core.ChanceOutcome;
import dev.tabula.core.Move;
import dev.tabula.core.State;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** A known line of moves written in the save format's notation, played from a start, as a face sees it. */
public final class Lines {
    private Lines() {
    }

    /** {@code notations} played one by one from {@code start} (a roll as a chance outcome); each must be legal. */
    public static List<PlayedMove> played(State start, String... notations) {
        List<PlayedMove> line = new ArrayList<>();
        State state = start;
        for (String notation : notations) {
            State at = state;
            Stream<Move> choices = at.isChance() ? at.chanceOutcomes().stream().map(ChanceOutcome::move)
                    : at.legalMoves().stream();
            Move move = choices.filter(m -> m.notation().equals(notation)).findFirst()
                    .orElseThrow(() -> new AssertionError(notation + " is not legal at ply " + line.size() + " of " + at));
            line.add(PlayedMove.from(at, move));
            state = at.apply(move);
        }
        return line;
    }
}
