package dev.tabula.battlegammon.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.battlegammon.BattlegammonState;
import dev.tabula.battlegammon.Track;
import java.util.ResourceBundle;

/** Why a click on the track does nothing, in one sentence for the status line. */
final class BattlegammonRefusal {
    private BattlegammonRefusal() {
    }

    /**
     * The sentence for a click on {@code position} that neither plays a move nor picks a pawn,
     * {@code selected} being the picked pawn's position or 0.
     */
    static String why(BattlegammonState state, int selected, int position, ResourceBundle messages) {
        if (state.isChance()) {
            return GameWords.format(messages, "refused.rollFirst");
        }
        int side = state.side();
        int owner = ownerAt(state, side, position);
        if (selected != 0 && owner != OWN) {
            return GameWords.format(messages, "refused.noDie");
        }
        return switch (owner) {
            case OWN -> GameWords.format(messages, "refused.stuck");
            case THEIRS -> GameWords.format(messages, "refused.notYours", Words.sideName(messages, side));
            default -> GameWords.format(messages, "refused.pickFirst");
        };
    }

    private static final int NONE = 0;
    private static final int OWN = 1;
    private static final int THEIRS = 2;

    /** Whose pawn is on top at {@code position}: the side's own, the opponent's, or nobody's. */
    private static int ownerAt(BattlegammonState state, int side, int position) {
        if (position == Track.home(side)) {
            return state.atHome(side) > 0 ? OWN : NONE;
        }
        if (position == Track.home(1 - side)) {
            return state.atHome(1 - side) > 0 ? THEIRS : NONE;
        }
        int code = state.codeAt(position);
        if (code == 0) {
            return NONE;
        }
        return Track.top(code) == Track.colourOf(side) ? OWN : THEIRS;
    }
}
