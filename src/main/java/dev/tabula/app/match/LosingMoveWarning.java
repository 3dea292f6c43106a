package dev.tabula.app.match;

import dev.tabula.app.common.WindowContext;
import dev.tabula.app.common.Dialogs;
import dev.tabula.app.common.I18n;
import dev.tabula.ai.LosingMoves;
import dev.tabula.core.Move;
import dev.tabula.core.Seat;
import dev.tabula.core.State;
import java.util.List;
import java.util.OptionalInt;
import java.util.function.BooleanSupplier;

/**
 * The beginner's "warn me before a move that loses at once" (Settings, off by default): before a
 * person's move after which the opponent can win at once ({@link LosingMoves}), asks whether to
 * play it anyway. Positions with dice or hidden cards in the way are never judged, so there is no
 * warning there.
 */
final class LosingMoveWarning {
    private final WindowContext context;
    private final BooleanSupplier enabled;

    LosingMoveWarning(WindowContext context, BooleanSupplier enabled) {
        this.context = context;
        this.enabled = enabled;
    }

    /** Whether {@code move} may be played in {@code state}: yes, unless it loses at once and the person takes it back. */
    boolean allows(State state, Move move, List<Seat> seats) {
        if (!enabled.getAsBoolean() || state.currentSeat() < 0) {
            return true;
        }
        OptionalInt winner = LosingMoves.winnerAfter(state.viewFor(state.currentSeat()), move);
        if (winner.isEmpty()) {
            return true;
        }
        I18n i18n = context.i18n();
        return Dialogs.confirm(context.stage(), i18n.text("warnLosing.title"),
                i18n.text("warnLosing.question", seats.get(winner.getAsInt()).name()),
                i18n.text("warnLosing.play"), i18n.text("warnLosing.takeBack"));
    }
}
