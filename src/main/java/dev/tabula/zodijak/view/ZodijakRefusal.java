package dev.tabula.zodijak.view;

import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakState;

/**
 * Why a click on a card of the open hand adds nothing to the play, in one sentence: whose turn it
 * is, what may go on the pile now (the same rule the table's own status line states), or that the
 * card does not go on from the cards already selected.
 */
final class ZodijakRefusal {
    private ZodijakRefusal() {
    }

    /** The sentence for a click on {@code card} of {@code openSeat}'s hand that {@code builder} refused. */
    static String why(ZodijakState state, int openSeat, PlayBuilder builder, int card, Texts texts) {
        if (state.currentSeat() != openSeat) {
            return texts.get("refused.notYourTurn", texts.name(state.currentSeat()));
        }
        if (!builder.isEmpty()) {
            return texts.get("refused.cardInPlay", texts.card(card), texts.cards(builder.cards()));
        }
        boolean canDraw = state.canDrawAny() && state.legalMoves().contains(ZodijakMove.DRAW);
        String rule = texts.ownerStatus(state.viewFor(openSeat), state.hasPlay(), canDraw || state.pendingKind() != 0);
        return texts.get("refused.card", texts.card(card), rule);
    }
}
