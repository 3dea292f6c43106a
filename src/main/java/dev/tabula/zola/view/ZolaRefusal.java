package dev.tabula.zola.view;

import dev.tabula.app.spi.GameWords;
import dev.tabula.zola.ZolaState;
import java.util.ResourceBundle;

/**
 * Why a click on the Zola board does nothing, in one sentence of the rules (Zola's rulings: a
 * step goes to a neighbouring empty square farther from the centre; a capture runs along a line
 * over empty squares to an enemy piece and does not go farther from the centre).
 */
final class ZolaRefusal {
    private ZolaRefusal() {
    }

    /**
     * The sentence for a click on {@code square} that neither plays a move nor picks a piece,
     * {@code selected} being the picked piece's square or -1.
     */
    static String why(ZolaState state, int selected, int square, ResourceBundle messages) {
        byte mine = state.colourToMove();
        byte there = state.colourAt(square);
        if (selected < 0) {
            if (there == ZolaState.EMPTY) {
                return GameWords.format(messages, "refused.pickFirst");
            }
            return there == mine ? GameWords.format(messages, "refused.stuck")
                    : GameWords.format(messages, "refused.notYours", ZolaUi.colourName(messages, mine));
        }
        if (there == mine) {
            return GameWords.format(messages, "refused.stuck");
        }
        boolean farther = state.distanceToCentre(square) > state.distanceToCentre(selected);
        if (there == ZolaState.EMPTY) {
            return GameWords.format(messages, neighbours(state.size(), selected, square)
                    ? "refused.stepNotFarther" : "refused.stepOneSquare");
        }
        return GameWords.format(messages, farther ? "refused.captureFarther" : "refused.captureLine");
    }

    private static boolean neighbours(int size, int a, int b) {
        return Math.abs(a % size - b % size) <= 1 && Math.abs(a / size - b / size) <= 1;
    }
}
