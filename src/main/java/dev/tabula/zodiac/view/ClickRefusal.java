package dev.tabula.zodiac.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.core.Seat;
import dev.tabula.zodiac.Discs;
import dev.tabula.zodiac.ZodiacState;
import java.util.List;
import java.util.ResourceBundle;

/** The sentence for a click on the Zodiac board that neither plays, nor picks a disc, nor goes on with a jump. */
final class ClickRefusal {
    private ClickRefusal() {
    }

    /** Why a click on point {@code p} of {@code state} did nothing; {@code selecting}: a disc is already picked. */
    static String why(ZodiacState state, int p, boolean selecting, ResourceBundle messages, List<Seat> seats) {
        if (selecting) {
            return GameWords.format(messages, "refused.notLanding");
        }
        int disc = state.at(p);
        int own = Discs.colourOf(state.seatToMove());
        if (disc == Discs.RED) {
            return GameWords.format(messages, state.neutralMovesBarred() ? "refused.redBarred" : "refused.stuck");
        }
        if (disc == own) {
            return GameWords.format(messages, "refused.stuck");
        }
        return disc == Discs.EMPTY ? GameWords.format(messages, "refused.pickFirst")
                : GameWords.format(messages, "refused.notYours",
                        ZodiacTexts.seatName(seats, state.seatToMove(), messages));
    }
}
