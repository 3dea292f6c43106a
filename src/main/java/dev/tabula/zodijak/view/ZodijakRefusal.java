package dev.tabula.zodijak.view;

import dev.tabula.zodijak.ZodijakMove;
import dev.tabula.zodijak.ZodijakSeatView;

/**
 * Why a click on a card of the open hand adds nothing to the play, in one sentence: whose turn it
 * is, what may go on the pile now (the same rule the table's own status line states), or that the
 * card does not go on from the cards already selected.
 */
final class ZodijakRefusal {
    private ZodijakRefusal() {
    }

    /**
     * The sentence for a click on {@code card} of {@code openSeat}'s hand that {@code builder} refused;
     * {@code table}: the public view, {@code own}: the open seat's.
     */
    static String why(ZodijakSeatView table, ZodijakSeatView own, int openSeat, PlayBuilder builder, int card, Texts texts) {
        if (table.currentSeat() != openSeat) {
            return texts.get("refused.notYourTurn", texts.name(table.currentSeat()));
        }
        if (!builder.isEmpty()) {
            return texts.get("refused.cardInPlay", texts.card(card), texts.cards(builder.cards()));
        }
        boolean canDraw = own.canDrawAny() && own.legalMoves().contains(ZodijakMove.DRAW);
        String rule = texts.ownerStatus(own, own.hasPlay(), canDraw || own.pendingKind() != 0);
        return texts.get("refused.card", texts.card(card), rule);
    }
}
